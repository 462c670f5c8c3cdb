// Prisma access for accounts and tokens.
import type { Db, Tx } from '@ikv/db';
import type { Actor } from '../../infra/service-context.ts';

/** The actor for a user id, or null when the user is gone, deleted or the session version is stale. */
export async function findActiveActor(db: Db | Tx, userId: string, sessieVersie: number | null): Promise<Actor | null> {
  // on every authenticated request: one indexed row, read without the query compiler
  const [user] = await db.$queryRaw<{ id: string; rol: Actor['rol']; email: string; sessieVersie: number }[]>`
    SELECT id, rol::text AS rol, email, "sessieVersie" FROM users WHERE id = ${userId} AND "verwijderdOp" IS NULL`;
  if (!user) return null;
  if (sessieVersie !== null && user.sessieVersie !== sessieVersie) return null;
  return { userId: user.id, rol: user.rol, email: user.email };
}

export function findUserByEmail(db: Db | Tx, email: string) {
  return db.user.findFirst({
    where: { email, verwijderdOp: null },
    select: {
      id: true, email: true, passwordHash: true, rol: true, voornaam: true, achternaam: true,
      sessieVersie: true, twoFactorEnabled: true, emailGeverifieerdOp: true,
    },
  });
}

export function findSessionVersion(db: Db | Tx, userId: string) {
  return db.user.findFirst({ where: { id: userId, verwijderdOp: null }, select: { sessieVersie: true } });
}

export function insertUser(
  db: Db | Tx,
  data: {
    email: string; passwordHash: string; voornaam: string; achternaam: string;
    telefoonnummer: string | null; geboortedatum: Date | null; rol?: 'ONDERNEMER' | 'ADVISEUR';
  },
) {
  return db.user.create({
    data,
    select: { id: true, email: true, voornaam: true, achternaam: true, rol: true, emailGeverifieerdOp: true, aangemaaktOp: true },
  });
}

export function insertRefreshToken(
  db: Db | Tx,
  data: { userId: string; familieId: string; tokenHash: string; verlooptOp: Date },
) {
  return db.refreshToken.create({ data, select: { id: true } });
}

export function insertAudit(db: Db | Tx, data: { userId: string | null; actie: string; ip: string | null; details?: object }) {
  return db.auditLog.create({ data: { userId: data.userId, actie: data.actie, ip: data.ip, details: data.details ?? {} } });
}
