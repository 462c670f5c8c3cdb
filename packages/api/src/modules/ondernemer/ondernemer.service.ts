// The entrepreneur's own account: profile, password, e-mail change, export, deletion.
import { isUniqueViolation } from '@ikv/db';
import { DomainError } from '../../errors/domain-error.ts';
import { hashCode, randomSixDigits } from '../../infra/codes.ts';
import { hashPassword, verifyPassword } from '../../infra/password.ts';
import type { AuthedContext } from '../../infra/service-context.ts';
import { emailChangeMail, securityNoticeMail } from '../auth/auth.mails.ts';
import {
  countCodeAttempt,
  findAccountById,
  findOpenCode,
  insertOneTimeCode,
  isEmailTaken,
  retireCodes,
  revokeAllRefreshTokens,
  spendCode,
  updateAccount,
  updatePasswordAndBumpSession,
  type accountSelect,
} from '../auth/auth.repository.ts';
import { type ActorChangeContext, forgetActor } from '../auth/actor-changes.ts';
import { EMAIL_CHANGE_TTL_MS, isUsable, MAX_CODE_ATTEMPTS } from '../../shared/one-time-code.rules.ts';
import { purgeMailTo } from '../mail/mail.repository.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { consume, guess, type LimitSubject } from '../rate-limit/rate-limit.service.ts';
import type { TChangePasswordInput } from './change-password.schema.ts';
import type { TExportOutput } from './export.schema.ts';
import type { TOndernemer } from './ondernemer.schema.ts';
import {
  closeOpenRequestsOf,
  countAanvragenOfCompany,
  deleteDocumentsOf,
  forgetNameInMessages,
  forgetOwnerCheckName,
  deleteCompany,
  deleteMembership,
  endKoppelingenOf,
  eraseUser,
  findEverythingAbout,
  findMemberships,
  findOtherMembers,
  promoteToOwner,
  updateUnfixedAccount,
} from './ondernemer.repository.ts';
import type { TUpdateInput } from './update.schema.ts';
import { inTransaction } from '../../infra/database.ts';
import { notify } from '../notify/notify.ts';
import { erasureMelding } from './erasure.rules.ts';
import { deleteFailedLoginTrail, writeAudit } from '../../infra/audit/audit.repository.ts';

type Account = { [K in keyof typeof accountSelect]: NonNullable<Awaited<ReturnType<typeof findAccountById>>>[K] };

function toOndernemer(u: Account): TOndernemer {
  return {
    id: u.id,
    email: u.email,
    voornaam: u.voornaam,
    achternaam: u.achternaam,
    telefoonnummer: u.telefoonnummer,
    geboortedatum: u.geboortedatum ? u.geboortedatum.toISOString().slice(0, 10) : null,
    emailGeverifieerd: u.emailGeverifieerdOp !== null,
    twoFactorEnabled: u.twoFactorEnabled,
    taal: u.taal,
    persoonsgegevensVast: u.persoonsgegevensVastOp !== null,
    aangemaaktOp: u.aangemaaktOp.toISOString(),
  };
}

async function account(ctx: AuthedContext): Promise<Account> {
  const user = await findAccountById(ctx.db, ctx.actor.userId);
  if (!user) throw new DomainError('UNAUTHENTICATED', 'Log opnieuw in.');
  return user;
}

export async function getProfile(ctx: AuthedContext): Promise<TOndernemer> {
  return toOndernemer(await account(ctx));
}

export async function updateProfile(ctx: AuthedContext, input: TUpdateInput): Promise<TOndernemer> {
  const current = await account(ctx);
  const vorige = toOndernemer(current);
  const data = {
    ...(input.voornaam !== undefined ? { voornaam: input.voornaam } : {}),
    ...(input.achternaam !== undefined ? { achternaam: input.achternaam } : {}),
    ...(input.telefoonnummer !== undefined ? { telefoonnummer: input.telefoonnummer } : {}),
    ...(input.geboortedatum !== undefined
      ? { geboortedatum: input.geboortedatum ? new Date(`${input.geboortedatum}T00:00:00Z`) : null }
      : {}),
    ...(input.taal !== undefined ? { taal: input.taal } : {}),
  };
  const identiteitWijzigt =
    (input.voornaam !== undefined && input.voornaam !== vorige.voornaam) ||
    (input.achternaam !== undefined && input.achternaam !== vorige.achternaam) ||
    (input.geboortedatum !== undefined && input.geboortedatum !== vorige.geboortedatum);
  if (!identiteitWijzigt) return toOndernemer(await updateAccount(ctx.db, ctx.actor.userId, data));
  // name and birth date are fixed once a company is linked (API.md, Trust III); the conditional
  // update also holds against a link that fixes them at this very moment
  if (current.persoonsgegevensVastOp !== null || !(await updateUnfixedAccount(ctx.db, ctx.actor.userId, data))) {
    throw new DomainError(
      'PERSOONSGEGEVENS_VASTGELEGD',
      'Uw naam en geboortedatum liggen vast sinds u een bedrijf hebt gekoppeld. Klopt er iets niet, vraag dan een adviseur om het te corrigeren.',
    );
  }
  return toOndernemer(await account(ctx));
}

async function requirePassword(ctx: AuthedContext, user: Account, wachtwoord: string, field: string) {
  const subjects: LimitSubject[] = [
    ['loginAccount', user.email],
    ['loginIp', ctx.ip],
  ];
  await guess(ctx, subjects, async (wrong) => {
    if (await verifyPassword(user.passwordHash, wachtwoord)) return;
    wrong();
    throw new DomainError('INVALID_CREDENTIALS', 'Het wachtwoord is onjuist.', {
      errors: [{ path: field, message: 'onjuist', code: 'PASSWORD_WRONG' }],
    });
  });
}

export async function changePassword(
  ctx: AuthedContext & ActorChangeContext,
  input: TChangePasswordInput,
): Promise<void> {
  const user = await account(ctx);
  await requirePassword(ctx, user, input.huidigWachtwoord, 'huidigWachtwoord');
  const passwordHash = await hashPassword(input.nieuwWachtwoord);
  await inTransaction(ctx.db, async (tx) => {
    await updatePasswordAndBumpSession(tx, user.id, passwordHash);
    await revokeAllRefreshTokens(tx, user.id, ctx.clock.now());
    await writeAudit(tx, { userId: user.id, actie: 'WACHTWOORD_GEWIJZIGD', ip: ctx.ip });
    await queueMail(tx, { aan: user.email, ...securityNoticeMail(user.taal, user.voornaam, 'PASSWORD_CHANGED') });
  });
  forgetActor(ctx, user.id);
}

export async function requestEmailChange(ctx: AuthedContext, input: { nieuwEmail: string }) {
  const user = await account(ctx);
  const now = ctx.clock.now();
  if (input.nieuwEmail === user.email) {
    throw new DomainError('VALIDATION_FAILED', 'Dit is al uw e-mailadres.', {
      errors: [{ path: 'nieuwEmail', message: 'gelijk aan het huidige adres', code: 'EMAIL_UNCHANGED' }],
    });
  }
  await consume(ctx, [
    ['codeRequestAccount', user.id],
    ['codeRequestIp', ctx.ip],
  ]);
  if (await isEmailTaken(ctx.db, input.nieuwEmail)) {
    throw new DomainError('EMAIL_TAKEN', 'Er bestaat al een account met dit e-mailadres.', {
      errors: [{ path: 'nieuwEmail', message: 'al in gebruik', code: 'EMAIL_TAKEN' }],
    });
  }
  const code = randomSixDigits();
  const verlooptOp = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS);
  await inTransaction(ctx.db, async (tx) => {
    await retireCodes(tx, user.id, 'EMAIL_WIJZIGING', now);
    await insertOneTimeCode(tx, {
      userId: user.id,
      email: input.nieuwEmail,
      doel: 'EMAIL_WIJZIGING',
      codeHash: hashCode('EMAIL_WIJZIGING', code),
      verlooptOp,
    });
    await queueMail(tx, { aan: input.nieuwEmail, ...emailChangeMail(user.taal, user.voornaam, code) });
  });
  return { bericht: `We hebben een code gestuurd naar ${input.nieuwEmail}.`, verlooptOp: verlooptOp.toISOString() };
}

export async function verifyEmailChange(
  ctx: AuthedContext & ActorChangeContext,
  input: { code: string },
): Promise<TOndernemer> {
  const user = await account(ctx);
  const now = ctx.clock.now();
  const subjects: LimitSubject[] = [
    ['codeCheckAccount', user.id],
    ['codeCheckIp', ctx.ip],
  ];
  const bad = () =>
    new DomainError('INVALID_CODE', 'De code is onjuist, verlopen of al gebruikt.', {
      errors: [{ path: 'code', message: 'onjuist, verlopen of al gebruikt', code: 'CODE_INVALID' }],
    });
  // the place is reserved before the code is checked; a wrong code keeps it
  const code = await guess(ctx, subjects, async (wrong) => {
    const open = await findOpenCode(ctx.db, user.id, 'EMAIL_WIJZIGING');
    if (!open || !isUsable(open, now)) {
      wrong();
      throw bad();
    }
    if (open.codeHash !== hashCode('EMAIL_WIJZIGING', input.code)) {
      wrong();
      const { pogingen } = await countCodeAttempt(ctx.db, open.id);
      if (pogingen >= MAX_CODE_ATTEMPTS) await spendCode(ctx.db, open.id, now);
      throw bad();
    }
    return open;
  });
  try {
    const updated = await inTransaction(ctx.db, async (tx) => {
      if (!(await spendCode(tx, code.id, now))) throw bad();
      const changed = await updateAccount(tx, user.id, { email: code.email, emailGeverifieerdOp: now });
      await writeAudit(tx, {
        userId: user.id,
        actie: 'EMAIL_GEWIJZIGD',
        ip: ctx.ip,
        details: { van: user.email, naar: code.email },
      });
      await queueMail(tx, { aan: user.email, ...securityNoticeMail(user.taal, user.voornaam, 'EMAIL_CHANGED') });
      return changed;
    });
    forgetActor(ctx, user.id);
    return toOndernemer(updated);
  } catch (e) {
    if (isUniqueViolation(e))
      throw new DomainError('EMAIL_TAKEN', 'Dit e-mailadres is intussen door een ander account in gebruik genomen.');
    throw e;
  }
}

/** JSON-safe copy: Decimal → number, Date → ISO string, BigInt → string. */
function plain(value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (
    typeof value === 'object' &&
    value !== null &&
    'toNumber' in value &&
    typeof (value as { toNumber: unknown }).toNumber === 'function'
  ) {
    return (value as { toNumber(): number }).toNumber();
  }
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}
const plainRecords = (rows: object[]) => rows.map((r) => plain(r) as Record<string, unknown>);

export async function exportData(ctx: AuthedContext): Promise<TExportOutput> {
  const user = await account(ctx);
  const all = await findEverythingAbout(ctx.db, user.id);
  await writeAudit(ctx.db, { userId: user.id, actie: 'GEGEVENS_GEEXPORTEERD', ip: ctx.ip });
  return {
    formaat: 'ikv-export/1',
    gegenereerdOp: ctx.clock.now().toISOString(),
    profiel: toOndernemer(user),
    bedrijven: plainRecords(
      all.lidmaatschappen.map(({ company, ...lid }) => ({ lidmaatschap: lid, bedrijf: company })),
    ),
    aanvragen: plainRecords(all.aanvragen),
    afspraken: plainRecords(all.afspraken),
    notificaties: plainRecords(all.notificaties),
    chatBerichten: plainRecords(all.chatBerichten),
    uitnodigingen: plainRecords(all.uitnodigingen),
    beveiliging: { twoFactorEnabled: user.twoFactorEnabled, auditLog: plainRecords(all.auditLog) },
  };
}

export async function deleteAccount(
  ctx: AuthedContext & ActorChangeContext,
  input: { wachtwoord: string },
): Promise<void> {
  const user = await account(ctx);
  await requirePassword(ctx, user, input.wachtwoord, 'wachtwoord');
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    // open requests end with him; whoever handled one is told (docs/privacy.md section 4)
    for (const a of await closeOpenRequestsOf(tx, user.id, now)) {
      if (!a.behandelaarId) continue;
      await notify(tx, {
        userId: a.behandelaarId,
        type: 'AANVRAAG_STATUS',
        aanvraagId: a.id,
        ...erasureMelding('AANVRAAG', a.company.naam),
      });
    }
    await deleteDocumentsOf(tx, user.id);
    await forgetOwnerCheckName(tx, user.id, [`${user.voornaam} ${user.achternaam}`, user.achternaam]);
    await forgetNameInMessages(tx, `${user.voornaam} ${user.achternaam}`);
    for (const membership of await findMemberships(tx, user.id)) {
      const others = await findOtherMembers(tx, membership.companyId, user.id);
      // the partners who stay are told (without his name: that is erased)
      for (const other of others)
        await notify(tx, {
          userId: other.userId,
          type: 'SYSTEEM',
          ...erasureMelding('VENNOOT', other.company.naam),
        });
      await deleteMembership(tx, membership.id);
      if (others.length > 0) {
        if (membership.rol === 'EIGENAAR' && !others.some((o) => o.rol === 'EIGENAAR'))
          await promoteToOwner(tx, others[0]!.id);
      } else if ((await countAanvragenOfCompany(tx, membership.companyId)) === 0) {
        await deleteCompany(tx, membership.companyId);
      }
    }
    // the mail he was sent loses his address and text; what still waits for him is dropped; the goodbye
    // mail is erased in its turn as soon as it is delivered (docs/privacy.md section 2)
    await purgeMailTo(tx, user.email, { queued: true });
    await queueMail(tx, {
      aan: user.email,
      ...securityNoticeMail(user.taal, user.voornaam, 'ACCOUNT_DELETED'),
      wissenNaVerzending: true,
    });
    await deleteFailedLoginTrail(tx, user.email);
    // his consents end as if he ended each one: the organisation's client reads nothing more and sees
    // the consent ended in its list; like an ending by him, nobody is mailed (docs/privacy.md section 4)
    for (const k of await endKoppelingenOf(tx, user.id, user.email, now))
      await writeAudit(tx, {
        userId: user.id,
        actie: 'KOPPELING_BEEINDIGD',
        ip: null,
        details: { koppelingId: k.id, organisatie: k.organisatie.naam, reden: 'ACCOUNT_VERWIJDERD' },
      });
    await eraseUser(tx, user.id, user.email, now);
    await writeAudit(tx, { userId: user.id, actie: 'ACCOUNT_VERWIJDERD', ip: null });
  });
  forgetActor(ctx, user.id);
}
