// Prisma access for accounts and tokens.
import type { TaalVoorkeur } from '../../shared/taal.ts';
import type { Db, Tx } from '@ikv/db';
import { LIVE_CHANNEL } from '../live/publish.ts';
import type { RevokedSignal } from '../live/revoked-sessions.ts';
import type { ActorRow } from '../live/actor-cache.ts';

/**
 * The user row an access token is checked against (null: no such user, or deleted). Read on an
 * authenticated request only when the instance's actor cache (actor-cache.ts) does not know the user.
 */
export async function findActorRow(db: Db | Tx, userId: string): Promise<ActorRow | null> {
  // one indexed row, read without the query compiler
  const [user] = await db.$queryRaw<ActorRow[]>`
    SELECT id, rol::text AS rol, email, "sessieVersie" FROM users WHERE id = ${userId} AND "verwijderdOp" IS NULL`;
  return user ?? null;
}

export function findUserByEmail(db: Db | Tx, email: string) {
  return db.user.findFirst({
    where: { email, verwijderdOp: null },
    select: {
      id: true,
      email: true,
      passwordHash: true,
      rol: true,
      voornaam: true,
      achternaam: true,
      sessieVersie: true,
      twoFactorEnabled: true,
      emailGeverifieerdOp: true,
      taal: true,
    },
  });
}

/** Whether the user's e-mail address is confirmed (for operations that need it). */
export async function isEmailVerified(db: Db | Tx, userId: string): Promise<boolean> {
  const row = await db.user.findFirst({
    where: { id: userId, verwijderdOp: null },
    select: { emailGeverifieerdOp: true },
  });
  return row?.emailGeverifieerdOp != null;
}

export function findSessionUser(db: Db | Tx, userId: string) {
  return db.user.findFirst({
    where: { id: userId, verwijderdOp: null },
    select: { id: true, email: true, voornaam: true, achternaam: true, rol: true, sessieVersie: true, taal: true },
  });
}

export function findSessionVersion(db: Db | Tx, userId: string) {
  return db.user.findFirst({ where: { id: userId, verwijderdOp: null }, select: { sessieVersie: true } });
}

export function insertUser(
  db: Db | Tx,
  data: {
    email: string;
    passwordHash: string;
    voornaam: string;
    achternaam: string;
    telefoonnummer: string | null;
    geboortedatum: Date | null;
    rol?: 'ONDERNEMER' | 'ADVISEUR';
    taal?: TaalVoorkeur;
  },
) {
  return db.user.create({
    data,
    select: {
      id: true,
      email: true,
      voornaam: true,
      achternaam: true,
      rol: true,
      taal: true,
      emailGeverifieerdOp: true,
      aangemaaktOp: true,
    },
  });
}

export function insertRefreshToken(
  db: Db | Tx,
  data: { userId: string; familieId: string; tokenHash: string; verlooptOp: Date },
) {
  return db.refreshToken.create({ data, select: { id: true } });
}

// ── accounts ───────────────────────────────────────────────────────────────────────────────
export const accountSelect = {
  id: true,
  email: true,
  passwordHash: true,
  rol: true,
  voornaam: true,
  achternaam: true,
  telefoonnummer: true,
  geboortedatum: true,
  taal: true,
  sessieVersie: true,
  emailGeverifieerdOp: true,
  twoFactorEnabled: true,
  twoFactorSecretEnc: true,
  twoFactorSleutelId: true,
  twoFactorLastStep: true,
  aangemaaktOp: true,
  persoonsgegevensVastOp: true, // Trust III: name and birth date fixed once a company is linked
} as const;

/** The current e-mail address of a user that has not been deleted; null otherwise. */
export function findLiveEmail(db: Db | Tx, userId: string): Promise<{ email: string } | null> {
  return db.user.findFirst({ where: { id: userId, verwijderdOp: null }, select: { email: true } });
}

export function findAccountById(db: Db | Tx, userId: string) {
  return db.user.findFirst({ where: { id: userId, verwijderdOp: null }, select: accountSelect });
}

export function findAccountByEmail(db: Db | Tx, email: string) {
  return db.user.findFirst({ where: { email, verwijderdOp: null }, select: accountSelect });
}

export function isEmailTaken(db: Db | Tx, email: string) {
  return db.user.count({ where: { email } }).then((n) => n > 0);
}

export function updateAccount(
  db: Db | Tx,
  userId: string,
  data: {
    voornaam?: string;
    achternaam?: string;
    telefoonnummer?: string | null;
    geboortedatum?: Date | null;
    taal?: TaalVoorkeur;
    email?: string;
    emailGeverifieerdOp?: Date | null;
    passwordHash?: string;
  },
) {
  return db.user.update({ where: { id: userId }, data, select: accountSelect });
}

/** Password change/reset: new hash and a new session version (every session and access token dies). */
export function updatePasswordAndBumpSession(db: Db | Tx, userId: string, passwordHash: string) {
  return db.user.update({
    where: { id: userId },
    data: { passwordHash, sessieVersie: { increment: 1 } },
    select: accountSelect,
  });
}

export function bumpSessionVersion(db: Db | Tx, userId: string) {
  return db.user.update({
    where: { id: userId },
    data: { sessieVersie: { increment: 1 } },
    select: { sessieVersie: true },
  });
}

// ── one-time codes (e-mail verification link, reset code, e-mail change code) ────────────────
type CodeDoel = 'EMAIL_VERIFICATIE' | 'WACHTWOORD_RESET' | 'EMAIL_WIJZIGING';

export function insertOneTimeCode(
  db: Db | Tx,
  data: { userId: string; email: string; doel: CodeDoel; codeHash: string; verlooptOp: Date; payload?: object },
) {
  return db.oneTimeCode.create({ data, select: { id: true, verlooptOp: true } });
}

/** Retire every open code of a user for a purpose (a new one replaces them). */
export function retireCodes(db: Db | Tx, userId: string, doel: CodeDoel, now: Date) {
  return db.oneTimeCode.updateMany({ where: { userId, doel, gebruiktOp: null }, data: { gebruiktOp: now } });
}

export function findCodeByHash(db: Db | Tx, doel: CodeDoel, codeHash: string) {
  return db.oneTimeCode.findFirst({ where: { doel, codeHash }, orderBy: { aangemaaktOp: 'desc' } });
}

/** The newest open code of a user for a purpose. */
export function findOpenCode(db: Db | Tx, userId: string, doel: CodeDoel) {
  return db.oneTimeCode.findFirst({ where: { userId, doel, gebruiktOp: null }, orderBy: { aangemaaktOp: 'desc' } });
}

export function countCodeAttempt(db: Db | Tx, id: string) {
  return db.oneTimeCode.update({ where: { id }, data: { pogingen: { increment: 1 } }, select: { pogingen: true } });
}

/** Spend a code; false when someone else spent it first. */
export async function spendCode(db: Db | Tx, id: string, now: Date): Promise<boolean> {
  const { count } = await db.oneTimeCode.updateMany({ where: { id, gebruiktOp: null }, data: { gebruiktOp: now } });
  return count === 1;
}

// ── refresh tokens ────────────────────────────────────────────────────────────────────────────
export function findRefreshToken(db: Db | Tx, tokenHash: string) {
  return db.refreshToken.findUnique({ where: { tokenHash } });
}

/** Rotate: true only for the one request that retires a live token. */
export async function retireRefreshToken(db: Db | Tx, id: string, now: Date): Promise<boolean> {
  const { count } = await db.refreshToken.updateMany({
    where: { id, vervangenOp: null, ingetrokkenOp: null },
    data: { vervangenOp: now },
  });
  return count === 1;
}

export function revokeFamily(db: Db | Tx, familieId: string, now: Date) {
  return db.refreshToken.updateMany({ where: { familieId, ingetrokkenOp: null }, data: { ingetrokkenOp: now } });
}

export function revokeAllRefreshTokens(db: Db | Tx, userId: string, now: Date) {
  return db.refreshToken.updateMany({ where: { userId, ingetrokkenOp: null }, data: { ingetrokkenOp: now } });
}

// ── two-factor ────────────────────────────────────────────────────────────────────────────────
/** Stores a new TOTP secret, sealed (infra/document-crypto.ts), not yet enabled. */
export function storePendingTotpSecret(db: Db | Tx, userId: string, sealed: { geheim: string; sleutelId: string }) {
  return db.user.update({
    where: { id: userId },
    data: {
      twoFactorSecretEnc: sealed.geheim,
      twoFactorSleutelId: sealed.sleutelId,
      twoFactorEnabled: false,
      twoFactorLastStep: null,
    },
  });
}

/** Record the time step of an accepted code; false when that step (or a later one) was used already. */
export async function advanceTotpStep(db: Db | Tx, userId: string, step: number): Promise<boolean> {
  const { count } = await db.user.updateMany({
    where: { id: userId, OR: [{ twoFactorLastStep: null }, { twoFactorLastStep: { lt: BigInt(step) } }] },
    data: { twoFactorLastStep: BigInt(step) },
  });
  return count === 1;
}

export function setTwoFactorEnabled(db: Db | Tx, userId: string, enabled: boolean) {
  return db.user.update({
    where: { id: userId },
    data: enabled
      ? { twoFactorEnabled: true }
      : { twoFactorEnabled: false, twoFactorSecretEnc: null, twoFactorSleutelId: null, twoFactorLastStep: null },
  });
}

export async function replaceRecoveryCodes(db: Db | Tx, userId: string, codeHashes: string[]) {
  await db.recoveryCode.deleteMany({ where: { userId } });
  await db.recoveryCode.createMany({ data: codeHashes.map((codeHash) => ({ userId, codeHash })) });
}

export function deleteRecoveryCodes(db: Db | Tx, userId: string) {
  return db.recoveryCode.deleteMany({ where: { userId } });
}

export function countOpenRecoveryCodes(db: Db | Tx, userId: string) {
  return db.recoveryCode.count({ where: { userId, gebruiktOp: null } });
}

/** Spend a recovery code; false when unknown or spent. */
export async function spendRecoveryCode(db: Db | Tx, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const { count } = await db.recoveryCode.updateMany({
    where: { userId, codeHash, gebruiktOp: null },
    data: { gebruiktOp: now },
  });
  return count === 1;
}

/**
 * A session ended by logout: stored (for instances that start or reconnect later) and announced on
 * the live channel, delivered to every instance when the transaction commits. Rows whose tokens
 * have all expired are cleared on the way.
 */
/**
 * Revokes a session until `verlooptOp` — or longer, when it is revoked already until later: a
 * revocation never shortens. Returns the revocation's end as stored (and announced).
 */
export async function revokeSession(tx: Tx, s: { sid: string; userId: string; verlooptOp: Date }): Promise<Date> {
  await tx.$executeRaw`DELETE FROM revoked_sessions WHERE "verlooptOp" < now() - interval '1 day'`;
  const [row] = await tx.$queryRaw<{ verlooptOp: Date }[]>`
    INSERT INTO revoked_sessions (sid, "userId", "verlooptOp") VALUES (${s.sid}, ${s.userId}, ${s.verlooptOp})
    ON CONFLICT (sid) DO UPDATE SET "verlooptOp" = GREATEST(revoked_sessions."verlooptOp", EXCLUDED."verlooptOp")
    RETURNING "verlooptOp"`;
  const until = row?.verlooptOp ?? s.verlooptOp;
  const signal: RevokedSignal = { revokedSid: s.sid, verlooptOp: until.toISOString() };
  await tx.$executeRaw`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(signal)})`;
  return until;
}

/** The fallback when the in-memory set is not loaded yet: one lookup. */
export async function isSessionRevoked(db: Db | Tx, sid: string): Promise<boolean> {
  return (await db.revokedSession.count({ where: { sid, verlooptOp: { gt: new Date() } } })) > 0;
}
