// Telling people when a change of a company voids their work (issue 27, "Shares and shared figures,
// told"): a share change tells every member and the behandelaar of each open request what it does to
// the calculation; a change of a year an adviser had checked tells the adviser(s) of that check and
// the other members that the check is void. A notification in the app for each, and an e-mail in the
// recipient's language unless he turned the "wijziging" e-mails off (the adviser's e-mail settings).
// The actor himself is not told: he made the change. Texts: wijziging-berichten.rules.ts (the
// notification catalogue's keys).
import type { Db, Tx } from '@ikv/db';
import { appUrl } from '../../infra/app-url.ts';
import { wantsMail } from '../mail/email-voorkeuren.rules.ts';
import { berichtMail } from '../aanvraag-regels/aanvraag-messages.ts';
import { renderNotification, type NotificationContent } from '../notify/notification-catalogue.rules.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { notify } from '../notify/notify.ts';
import { notificationLink } from '../notify/notification-link.rules.ts';
import type { BoekjaarRow } from './financials/financials.repository.ts';
import {
  aandelenMelding,
  controleVervallenMelding,
  type AandeelRegel,
  type AanvraagGevolg,
} from './wijziging-berichten.rules.ts';
import {
  findActiveChecks,
  hasActiveChecks,
  findChecksVoidedAt,
  findCompanyAudience,
  findUserNaam,
  type CompanyAudience,
  type Contact,
} from './wijziging-melding.repository.ts';
import { inTransaction } from '../../infra/database.ts';
import { companyNameForMail } from '../mail/mail-text.rules.ts';

const naamVan = (u: { voornaam: string; achternaam: string }) => `${u.voornaam} ${u.achternaam}`.trim();
// mailed to partners and advisers, not the writer: plain, bounded, never a link (mail-text.rules.ts)
const bedrijfVan = (c: CompanyAudience) => companyNameForMail(c);

async function tell(
  tx: Tx,
  to: Contact,
  rol: 'ONDERNEMER' | 'ADVISEUR',
  melding: NotificationContent,
  aanvraagId: string | null,
): Promise<void> {
  if (to.verwijderdOp) return;
  const link = notificationLink(rol, { aanvraagId });
  await notify(tx, {
    userId: to.id,
    type: aanvraagId ? 'AANVRAAG_STATUS' : 'SYSTEEM',
    ...melding,
    ...(aanvraagId ? { aanvraagId } : {}),
    link,
  });
  if (wantsMail(to.emailVoorkeuren, 'wijziging')) {
    const b = renderNotification(melding, to.taal);
    await queueMail(tx, { aan: to.email, ...berichtMail(b, to.taal, to.voornaam, `${appUrl()}${link}`) });
  }
}

/** One member's share before and after; `naam` only for someone who is no member any more. */
interface ShareChange {
  userId: string;
  naam?: string;
  van: number | null;
  naar: number | null;
}

/**
 * Shares of the company changed (inside the changing transaction, after the change): every member
 * but the actor and the behandelaar of each open request hear who changed what and, per open request,
 * whether its calculation must be made again (the applicant's share changed).
 */
export async function meldAandelenGewijzigd(
  tx: Tx,
  companyId: string,
  actorId: string,
  changes: readonly ShareChange[],
): Promise<void> {
  const echt = changes.filter((c) => c.van !== c.naar);
  if (echt.length === 0) return;
  const company = await findCompanyAudience(tx, companyId);
  if (!company) return;
  const naamVanLid = new Map(company.leden.map((l) => [l.userId, naamVan(l.user)]));
  const regelVan = new Map<string, AandeelRegel>(
    echt.map((c) => [c.userId, { naam: c.naam ?? naamVanLid.get(c.userId) ?? '', van: c.van, naar: c.naar }]),
  );
  const regels = [...regelVan.values()];
  const bedrijf = bedrijfVan(company);
  const gevolg = (a: CompanyAudience['aanvragen'][number], ontvanger: string): AanvraagGevolg => ({
    nummer: a.nummer,
    aanvrager: naamVan(a.ondernemer),
    eigen: a.ondernemerId === ontvanger,
    berekend: a.ikvResultaten.length > 0,
    aandeel: regelVan.get(a.ondernemerId) ?? null,
  });
  for (const lid of company.leden) {
    if (lid.userId === actorId) continue;
    const eigen = company.aanvragen.find((a) => a.ondernemerId === lid.userId);
    const link = eigen ?? (company.aanvragen.length === 1 ? company.aanvragen[0] : undefined);
    const melding = aandelenMelding({
      bedrijf,
      regels,
      aanvragen: company.aanvragen.map((a) => gevolg(a, lid.userId)),
    });
    await tell(tx, lid.user, 'ONDERNEMER', melding, link?.id ?? null);
  }
  for (const a of company.aanvragen) {
    if (!a.behandelaar || a.behandelaar.id === actorId) continue;
    await tell(
      tx,
      a.behandelaar,
      'ADVISEUR',
      aandelenMelding({ bedrijf, regels, aanvragen: [gevolg(a, a.behandelaar.id)] }),
      a.id,
    );
  }
}

type ActiveCheck = Awaited<ReturnType<typeof findActiveChecks>>[number];

/** Before a save of years: the checks it may void (none: nothing to tell, nothing more to read). */
export async function checksAtRisk(db: Db | Tx, companyId: string, jaren: readonly number[]): Promise<ActiveCheck[]> {
  return (await hasActiveChecks(db, companyId, jaren)) ? findActiveChecks(db, companyId, jaren) : [];
}

/** The fields of a year that differ between two stored versions (short-term debts included). */
function gewijzigdeVelden(voor: BoekjaarRow | undefined, na: BoekjaarRow | undefined): string[] {
  if (!voor || !na) return [];
  const a = voor as unknown as Record<string, unknown>;
  const b = na as unknown as Record<string, unknown>;
  // Decimal columns compare by value (toString of the same scale), the reason as text, null as null
  return Object.keys(b).filter((k) => k !== 'jaar' && String(a[k] ?? null) !== String(b[k] ?? null));
}

/**
 * After a save of years that used `op` as its time: of the checks that were at risk, those it voided
 * are told to the adviser who made the check, the behandelaar and every other member. Its own
 * transaction (the save is one statement of its own).
 */
export async function meldVervallenControles(
  db: Db,
  input: {
    companyId: string;
    actorId: string;
    op: Date;
    atRisk: readonly ActiveCheck[];
    voor: readonly BoekjaarRow[];
    na: readonly BoekjaarRow[];
  },
): Promise<boolean> {
  if (input.atRisk.length === 0) return false;
  const voided = new Set(
    (
      await findChecksVoidedAt(
        db,
        input.atRisk.map((c) => c.id),
        input.op,
      )
    ).map((c) => c.id),
  );
  const checks = input.atRisk.filter((c) => voided.has(c.id));
  if (checks.length === 0) return false;
  await inTransaction(db, async (tx) => {
    const company = await findCompanyAudience(tx, input.companyId);
    const actor = await findUserNaam(tx, input.actorId);
    if (!company || !actor) return;
    const door = naamVan(actor);
    const bedrijf = bedrijfVan(company);
    for (const c of checks) {
      const a = company.aanvragen.find((x) => x.id === c.aanvraagId);
      if (!a) continue;
      const velden = gewijzigdeVelden(
        input.voor.find((y) => y.jaar === c.jaar),
        input.na.find((y) => y.jaar === c.jaar),
      );
      const feiten = { bedrijf, door, jaar: c.jaar, velden, nummer: a.nummer };
      const advisers = new Map(
        [c.adviseur, a.behandelaar].filter((x): x is Contact => x !== null).map((x) => [x.id, x]),
      );
      for (const adv of advisers.values()) {
        if (adv.id !== input.actorId)
          await tell(tx, adv, 'ADVISEUR', controleVervallenMelding({ ...feiten, aan: 'ADVISEUR' }), a.id);
      }
      for (const lid of company.leden) {
        if (lid.userId !== input.actorId)
          await tell(tx, lid.user, 'ONDERNEMER', controleVervallenMelding({ ...feiten, aan: 'LID' }), a.id);
      }
    }
  });
  return true;
}
