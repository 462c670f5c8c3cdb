// The adviser's operations on requests: dashboard, detail, status change and remarks, entrepreneurs, user search.
import { DomainError } from '../../errors/domain-error.ts';
import type { AuthedContext } from '../../infra/service-context.ts';
import { notify } from '../notifications/notify.ts';
import { AANVRAAG_STATUSSEN, isOpen } from '../aanvragen/aanvraag-status.rules.ts';
import type { TAanvraagVolledig } from '../aanvragen/aanvraag.schema.ts';
import { toAanvraag } from '../aanvragen/aanvragen.mapping.ts';
import { insertAudit, insertRemark } from '../aanvragen/aanvragen.repository.ts';
import { changeAanvraagStatus, loadAanvraagVolledig, loadAccessibleAanvraag } from '../aanvragen/aanvragen.service.ts';
import type { TListAdviseurAanvragenInput, TListAdviseurAanvragenOutput } from './aanvragen/list.schema.ts';
import type { TUpdateAdviseurAanvraagInput } from './aanvragen/update.schema.ts';
import { amsterdamDayStart, decodeCursor, encodeCursor, searchTerms } from './dashboard.rules.ts';
import { addDays } from '../../shared/amsterdam-time.ts';
import {
  compactTellingen,
  countPerStatus,
  findDashboardPage,
  findOndernemersWithAanvragen,
  resolveSearchWords,
  searchUsers as searchUsersRows,
} from './adviseur.repository.ts';
import type { TSearchUsersInput } from './search-users.schema.ts';
import type { TListOndernemersInput } from './ondernemers.schema.ts';
import type { Db } from '@ikv/db';
import { startPeriodicJob } from '../../infra/periodic-job.ts';

const SORTS = {
  nieuwste: { field: 'aangemaaktOp', direction: 'desc' },
  oudste: { field: 'aangemaaktOp', direction: 'asc' },
  bijgewerkt: { field: 'bijgewerktOp', direction: 'desc' },
} as const;

export async function listDashboard(ctx: AuthedContext, input: TListAdviseurAanvragenInput): Promise<TListAdviseurAanvragenOutput> {
  const sort = SORTS[input.sort];
  const filter = {
    status: input.status,
    verklaringType: input.verklaringType,
    vanaf: input.van ? amsterdamDayStart(input.van) : undefined,
    totVoor: input.tot ? amsterdamDayStart(addDays(input.tot, 1)) : undefined,
    words: await resolveSearchWords(ctx.db, searchTerms(input.q)),
  };
  let cursor: { t: Date; id: string } | null = null;
  if (input.cursor) {
    const decoded = decodeCursor(input.cursor);
    if (!decoded) throw new DomainError('VALIDATION_FAILED', 'De cursor is ongeldig.', { errors: [{ path: 'cursor', message: 'onbekende cursor' }] });
    cursor = { t: new Date(decoded.t), id: decoded.id };
  }
  const [rows, perStatus] = await Promise.all([findDashboardPage(ctx.db, filter, sort, cursor, input.pageSize + 1), countPerStatus(ctx.db, filter)]);
  // the counts are per status under the other filters: the total is the chosen status's, or their sum
  const total = filter.status ? (perStatus.get(filter.status) ?? 0) : [...perStatus.values()].reduce((a, b) => a + b, 0);
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
    total,
    nextCursor: rows.length > input.pageSize && last ? encodeCursor({ t: last[sort.field].toISOString(), id: last.id }) : null,
    aantallenPerStatus: Object.fromEntries(AANVRAAG_STATUSSEN.map((s) => [s, perStatus.get(s) ?? 0])) as TListAdviseurAanvragenOutput['aantallenPerStatus'],
  };
}

export function getAdviseurAanvraag(ctx: AuthedContext, id: string): Promise<TAanvraagVolledig> {
  return loadAanvraagVolledig(ctx, id);
}

export async function updateAdviseurAanvraag(ctx: AuthedContext, input: TUpdateAdviseurAanvraagInput): Promise<TAanvraagVolledig> {
  const aanvraag = await loadAccessibleAanvraag(ctx, input.id);
  if (input.status !== undefined) {
    await changeAanvraagStatus(ctx, aanvraag, input.status, input.opmerking ?? null);
  } else if (input.opmerking !== undefined) {
    const tekst = input.opmerking;
    await ctx.db.$transaction(async (tx) => {
      const remark = await insertRemark(tx, { aanvraagId: aanvraag.id, auteurId: ctx.actor.userId, tekst, zichtbaarVoorOndernemer: !input.intern });
      if (!input.intern) {
        await notify(tx, { userId: aanvraag.ondernemerId, type: 'AANVRAAG_STATUS', titel: 'Nieuwe opmerking bij uw aanvraag', bericht: tekst, aanvraagId: aanvraag.id });
      }
      await insertAudit(tx, { userId: ctx.actor.userId, actie: 'AANVRAAG_OPMERKING', ip: ctx.ip, details: { aanvraagId: aanvraag.id, opmerkingId: remark.id, intern: input.intern } });
    });
  }
  return loadAanvraagVolledig(ctx, aanvraag.id);
}

export async function listOndernemers(ctx: AuthedContext, input: TListOndernemersInput) {
  const rows = await findOndernemersWithAanvragen(ctx.db, input, AANVRAAG_STATUSSEN.filter(isOpen));
  if (!rows) throw new DomainError('VALIDATION_FAILED', 'Onbekende ondernemer in `na`.', { errors: [{ path: 'na', message: 'geen ondernemer met dit id' }] });
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

/** Folds the dashboard's count rows every minute (any instance may; the fold is one statement). */
export function startDashboardCountsJob(db: Db): () => void {
  return startPeriodicJob('dashboard-counts', () => compactTellingen(db), { intervalMs: 60_000 });
}

export function searchUsers(ctx: AuthedContext, input: TSearchUsersInput) {
  return searchUsersRows(ctx.db, searchTerms(input.q));
}
