// The adviser's operations on requests: dashboard, detail, status change and remarks, entrepreneurs, user search.
import { DomainError } from '../../errors/domain-error.ts';
import type { AuthedContext } from '../../infra/service-context.ts';
import { notify } from '../notify/notify.ts';
import { AANVRAAG_STATUSSEN, isOpen } from '../aanvraag-regels/aanvraag-status.rules.ts';
import type { TAanvraagVolledig } from '../aanvragen/aanvraag.schema.ts';
import { toAanvraag } from '../aanvragen/aanvragen.mapping.ts';
import { opmerkingMelding } from '../aanvraag-regels/aanvraag-messages.ts';
import {
  findAdviserContact,
  findUserContact,
  insertRemark,
  updateBehandelaar,
} from '../aanvragen/aanvragen.repository.ts';
import {
  changeAanvraagStatus,
  loadAanvraagVolledig,
  loadAccessibleAanvraag,
  tellAdvisers,
} from '../aanvragen/aanvragen.service.ts';
import {
  DASHBOARD_COUNT_CAP,
  type TDashboardFilterInput,
  type TListAdviseurAanvragenInput,
  type TListAdviseurAanvragenOutput,
} from './aanvragen/list.schema.ts';
import type { TAssignAdviseurAanvraagInput } from './aanvragen/assign.schema.ts';
import { CSV_BOM, csvRow, EXPORT_HEADER, exportLine } from './dashboard-export.rules.ts';
import type { TUpdateAdviseurAanvraagInput } from './aanvragen/update.schema.ts';
import { amsterdamDayStart, decodeCursor, encodeCursor, searchTerms } from './dashboard.rules.ts';
import { addDays } from '../../shared/amsterdam-time.ts';
import {
  compactTellingen,
  type DashboardQuery,
  countPerStatus,
  countWithStatus,
  findParty,
  findDashboardPage,
  findOndernemersWithAanvragen,
  searchUsers as searchUsersRows,
} from './adviseur.repository.ts';
import type { TSearchUsersInput } from './search-users.schema.ts';
import type { TListOndernemersInput } from './ondernemers.schema.ts';
import type { Db } from '@ikv/db';
import { metBronnen } from '../documents/intake/bronnen.service.ts';
import { inTransaction } from '../../infra/database.ts';
import { writeAudit } from '../../infra/audit/audit.repository.ts';

const SORTS = {
  nieuwste: { field: 'aangemaaktOp', direction: 'desc' },
  oudste: { field: 'aangemaaktOp', direction: 'asc' },
  bijgewerkt: { field: 'bijgewerktOp', direction: 'desc' },
} as const;

/** mij → the caller, niemand → the unassigned queue (null), an id → that adviser, absent → everyone. */
function behandelaarFilter(ctx: AuthedContext, b: TDashboardFilterInput['behandelaar']): string | null | undefined {
  if (b === undefined) return undefined;
  if (b === 'mij') return ctx.actor.userId;
  if (b === 'niemand') return null;
  return b;
}

async function dashboardQuery(ctx: AuthedContext, input: TDashboardFilterInput): Promise<DashboardQuery> {
  const words = searchTerms(input.q);
  return {
    status: input.status,
    verklaringType: input.verklaringType,
    vanaf: input.van ? amsterdamDayStart(input.van) : undefined,
    totVoor: input.tot ? amsterdamDayStart(addDays(input.tot, 1)) : undefined,
    behandelaarId: behandelaarFilter(ctx, input.behandelaar),
    words,
    party: await findParty(ctx.db, words),
  };
}

export async function listDashboard(
  ctx: AuthedContext,
  input: TListAdviseurAanvragenInput,
): Promise<TListAdviseurAanvragenOutput> {
  const sort = SORTS[input.sort];
  const filter = await dashboardQuery(ctx, input);
  let cursor: { t: Date; id: string } | null = null;
  if (input.cursor) {
    const decoded = decodeCursor(input.cursor);
    if (!decoded)
      throw new DomainError('VALIDATION_FAILED', 'De cursor is ongeldig.', {
        errors: [{ path: 'cursor', message: 'onbekende cursor' }],
      });
    cursor = { t: new Date(decoded.t), id: decoded.id };
  }
  // a status tab whose count is one of rows: its own capped count beside the others' (no waiting for them)
  const countsRows = filter.vanaf || filter.totVoor || filter.words.length > 0 || filter.behandelaarId !== undefined;
  const [rows, counts, withStatus] = await Promise.all([
    findDashboardPage(ctx.db, filter, sort, cursor, input.pageSize + 1),
    countPerStatus(ctx.db, filter),
    filter.status && countsRows ? countWithStatus(ctx.db, filter) : null,
  ]);
  const { perStatus } = counts;
  // the counts are per status under the other filters: the total is the chosen status's, or their sum;
  // counted rows stop after DASHBOARD_COUNT_CAP + 1 ("more than 1 000")
  const total =
    withStatus ??
    (filter.status
      ? { n: perStatus.get(filter.status) ?? 0, capped: false }
      : counts.capped
        ? { n: DASHBOARD_COUNT_CAP, capped: true }
        : { n: [...perStatus.values()].reduce((a, b) => a + b, 0), capped: false });
  const page = rows.slice(0, input.pageSize);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => ({
      ...toAanvraag(r),
      ondernemerId: r.ondernemerId,
      ondernemerNaam: `${r.ondernemer.voornaam} ${r.ondernemer.achternaam}`,
      ondernemerEmail: r.ondernemer.email,
    })),
    pageSize: input.pageSize,
    total: total.n,
    totalCapped: total.capped,
    nextCursor:
      rows.length > input.pageSize && last ? encodeCursor({ t: last[sort.field].toISOString(), id: last.id }) : null,
    aantallenPerStatus: Object.fromEntries(
      AANVRAAG_STATUSSEN.map((s) => [s, perStatus.get(s) ?? 0]),
    ) as TListAdviseurAanvragenOutput['aantallenPerStatus'],
    aantallenPerStatusCapped: counts.capped,
  };
}

const EXPORT_BATCH = 500;

/**
 * Every request matching the list's filters as CSV text chunks: the BOM and header first, then one
 * chunk per keyset batch of EXPORT_BATCH rows (the same page query as the list), so memory stays flat
 * however many rows match.
 */
export async function* exportDashboardCsv(ctx: AuthedContext, input: TDashboardFilterInput): AsyncGenerator<string> {
  const sort = SORTS[input.sort];
  const filter = await dashboardQuery(ctx, input);
  yield CSV_BOM + csvRow(EXPORT_HEADER);
  let cursor: { t: Date; id: string } | null = null;
  for (;;) {
    const rows = await findDashboardPage(ctx.db, filter, sort, cursor, EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows
      .map((r) =>
        exportLine({
          nummer: r.nummer,
          bedrijf: r.company.naamOverride ?? r.company.naam,
          kvkNummer: r.company.kvkNummer,
          ondernemer: `${r.ondernemer.voornaam} ${r.ondernemer.achternaam}`,
          email: r.ondernemer.email,
          verklaringType: r.verklaringType,
          status: r.status,
          behandelaar: r.behandelaar ? `${r.behandelaar.voornaam} ${r.behandelaar.achternaam}` : null,
          aangemaaktOp: r.aangemaaktOp,
          bijgewerktOp: r.bijgewerktOp,
          toetsinkomen: r.toetsinkomen === null ? null : r.toetsinkomen.toNumber(),
        }),
      )
      .join('');
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1]!;
    cursor = { t: last[sort.field], id: last.id };
  }
}

/**
 * Take (adviseurId absent), give to a colleague (an adviser's id; anyone else: 400) or release (null).
 * Only from the behandelaar read (a concurrent change: 409); audited; the new behandelaar is told
 * (an e-mail too when a colleague gave it).
 */
export async function assignAdviseurAanvraag(
  ctx: AuthedContext,
  input: TAssignAdviseurAanvraagInput,
): Promise<TAanvraagVolledig> {
  const aanvraag = await loadAccessibleAanvraag(ctx, input.id);
  const naar = input.adviseurId === undefined ? ctx.actor.userId : input.adviseurId;
  const nieuwe = naar ? await findAdviserContact(ctx.db, naar) : null;
  if (naar && !nieuwe) {
    throw new DomainError('VALIDATION_FAILED', 'Deze persoon is geen adviseur.', {
      errors: [{ path: 'adviseurId', message: 'geen actieve adviseur met dit id', code: 'NOT_AN_ADVISER' }],
    });
  }
  if (aanvraag.behandelaarId === naar) return loadAanvraagVolledig(ctx, aanvraag.id);
  await inTransaction(ctx.db, async (tx) => {
    if (!(await updateBehandelaar(tx, aanvraag.id, aanvraag.behandelaarId, naar))) {
      throw new DomainError(
        'ILLEGAL_TRANSITION',
        'De behandelaar is intussen door iemand anders gewijzigd; laad de aanvraag opnieuw.',
      );
    }
    await writeAudit(tx, {
      userId: ctx.actor.userId,
      actie: 'AANVRAAG_TOEGEWEZEN',
      ip: ctx.ip,
      details: { aanvraagId: aanvraag.id, van: aanvraag.behandelaarId, naar },
    });
    if (nieuwe && nieuwe.id !== ctx.actor.userId) {
      const door = await findUserContact(tx, ctx.actor.userId);
      await tellAdvisers(
        tx,
        [nieuwe],
        aanvraag.id,
        { soort: 'TOEGEWEZEN', door: door ? `${door.voornaam} ${door.achternaam}` : null },
        'toegewezen',
      );
    }
  });
  return loadAanvraagVolledig(ctx, aanvraag.id);
}

export async function getAdviseurAanvraag(ctx: AuthedContext, id: string): Promise<TAanvraagVolledig> {
  const a = await loadAanvraagVolledig(ctx, id);
  // each year's figures beside the documents' figures, per field (API.md, Intake)
  return { ...a, boekjaren: await metBronnen(ctx.db, a.companyId, a.boekjaren) };
}

export async function updateAdviseurAanvraag(
  ctx: AuthedContext,
  input: TUpdateAdviseurAanvraagInput,
): Promise<TAanvraagVolledig> {
  const aanvraag = await loadAccessibleAanvraag(ctx, input.id);
  if (input.status !== undefined) {
    await changeAanvraagStatus(ctx, aanvraag, input.status, input.opmerking ?? null, {
      gevraagd: input.gevraagd,
      conclusie: input.conclusie,
    });
  } else if (input.opmerking !== undefined) {
    const tekst = input.opmerking;
    await inTransaction(ctx.db, async (tx) => {
      const remark = await insertRemark(tx, {
        aanvraagId: aanvraag.id,
        auteurId: ctx.actor.userId,
        tekst,
        zichtbaarVoorOndernemer: !input.intern,
      });
      if (!input.intern) {
        await notify(tx, {
          userId: aanvraag.ondernemerId,
          type: 'AANVRAAG_STATUS',
          ...opmerkingMelding(tekst),
          aanvraagId: aanvraag.id,
        });
      }
      await writeAudit(tx, {
        userId: ctx.actor.userId,
        actie: 'AANVRAAG_OPMERKING',
        ip: ctx.ip,
        details: { aanvraagId: aanvraag.id, opmerkingId: remark.id, intern: input.intern },
      });
    });
  }
  return loadAanvraagVolledig(ctx, aanvraag.id);
}

export async function listOndernemers(ctx: AuthedContext, input: TListOndernemersInput) {
  const rows = await findOndernemersWithAanvragen(ctx.db, input, AANVRAAG_STATUSSEN.filter(isOpen));
  if (!rows)
    throw new DomainError('VALIDATION_FAILED', 'Onbekende ondernemer in `na`.', {
      errors: [{ path: 'na', message: 'geen ondernemer met dit id' }],
    });
  return rows.map((u) => ({
    id: u.id,
    email: u.email,
    voornaam: u.voornaam,
    achternaam: u.achternaam,
    telefoonnummer: u.telefoonnummer,
    aantalAanvragen: u.aantal,
    openAanvragen: u.open,
    laatsteAanvraagOp: u.laatste ? u.laatste.toISOString() : null,
  }));
}

/** Folds the dashboard's count rows (a job of the runtime, every minute: jobs.ts; the fold is one statement). */
export async function foldDashboardCounts(db: Db): Promise<void> {
  await compactTellingen(db);
}

export function searchUsers(ctx: AuthedContext, input: TSearchUsersInput) {
  return searchUsersRows(ctx.db, searchTerms(input.q), input.rol);
}
