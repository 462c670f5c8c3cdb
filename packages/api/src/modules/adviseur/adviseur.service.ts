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
  countAanvragen,
  countPerStatus,
  dashboardWhere,
  findDashboardPage,
  findOndernemersWithAanvragen,
  keysetWhere,
  searchUsers as searchUsersRows,
} from './adviseur.repository.ts';
import type { TSearchUsersInput } from './search-users.schema.ts';

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
    terms: searchTerms(input.q),
  };
  const where = dashboardWhere(filter);
  let pageWhere = where;
  if (input.cursor) {
    const cursor = decodeCursor(input.cursor);
    if (!cursor) throw new DomainError('VALIDATION_FAILED', 'De cursor is ongeldig.', { errors: [{ path: 'cursor', message: 'onbekende cursor' }] });
    pageWhere = { AND: [where, keysetWhere(sort.field, sort.direction, { t: new Date(cursor.t), id: cursor.id })] };
  }
  const [rows, total, perStatus] = await Promise.all([
    findDashboardPage(ctx.db, pageWhere, [{ [sort.field]: sort.direction }, { id: sort.direction }], input.pageSize + 1),
    countAanvragen(ctx.db, where),
    countPerStatus(ctx.db, dashboardWhere(filter, false)),
  ]);
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

export async function listOndernemers(ctx: AuthedContext) {
  const rows = await findOndernemersWithAanvragen(ctx.db);
  return rows.map((u) => {
    const laatste = u.aanvragen.reduce<Date | null>((acc, a) => (!acc || a.aangemaaktOp > acc ? a.aangemaaktOp : acc), null);
    return {
      id: u.id,
      email: u.email,
      voornaam: u.voornaam,
      achternaam: u.achternaam,
      telefoonnummer: u.telefoonnummer,
      aantalAanvragen: u.aanvragen.length,
      openAanvragen: u.aanvragen.filter((a) => isOpen(a.status)).length,
      laatsteAanvraagOp: laatste ? laatste.toISOString() : null,
    };
  });
}

export function searchUsers(ctx: AuthedContext, input: TSearchUsersInput) {
  return searchUsersRows(ctx.db, searchTerms(input.q));
}
