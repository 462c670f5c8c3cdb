// Availability: an adviser's blocks (single or weekly series), the period view and free slots.
// Knows nothing of tRPC or HTTP; the exclusion constraint availability_no_overlap is the final arbiter.
import { isExclusionViolation, isWriteConflict } from '@ikv/db';
import { DomainError, invalid, type FieldError } from '../../errors/domain-error.ts';
import type { AuthedContext } from '../../infra/service-context.ts';
import { formatInstant } from '../../shared/amsterdam-time.ts';
import { ACTIVE_STATUSES } from '../agenda/appointment-state.rules.ts';
import { clipIntervals, insideAny, type Interval, overlaps, subtractIntervals } from '../agenda/intervals.rules.ts';
import { checkSeries, expandWeekly, weeklyPattern } from '../agenda/recurrence.rules.ts';
import { checkAvailabilityWindow, checkPeriod } from '../agenda/scheduling-limits.rules.ts';
import type {
  TOverlapCheckInput,
  TOverlapCheckOutput,
  TPeriodInput,
  TAvailabilityResponse,
} from './availability.schema.ts';
import {
  type AvailabilityRow,
  deleteAvailabilityRow,
  findAdviser,
  findAdvisers,
  findAppointmentsInWindow,
  findCalendarAppointments,
  findPendingMovesInWindow,
  findAvailabilityById,
  findAvailabilityOf,
  insertAvailability,
  insertSeriesWithBlocks,
  lockAdviserSchedule,
  SCHEDULING_TX,
  updateAvailabilityRow,
} from './availability.repository.ts';
import type { TCreateAvailabilityInput, TCreateAvailabilityOutput } from './create.schema.ts';
import type { TUpdateAvailabilityInput } from './update.schema.ts';
import type { TCalendarEvent } from './period.schema.ts';
import { toCalendarEvents } from './calendar-events.mapping.ts';
import type { TForAdviserInput, TForAdviserOutput } from './for-adviser.schema.ts';
import type { TAdvisersOutput } from './advisers.schema.ts';
import type { TWeekSlotsInput, TWeekSlotsOutput } from './week-slots.schema.ts';
import {
  firstFreeDate,
  NEXT_FREE_HORIZON_DAYS,
  SLOT_MINUTES,
  weekSlots,
  weekSpan,
} from '../agenda/week-slots.rules.ts';
import { addDays, mondayOf } from '../../shared/zoned-time.ts';
import { inTransaction } from '../../infra/database.ts';

function toAvailabilityResponse(row: AvailabilityRow): TAvailabilityResponse {
  return {
    id: row.id,
    adviserId: row.adviseurId,
    start: formatInstant(row.start),
    end: formatInstant(row.eind),
    notitie: row.notitie,
    reeksId: row.reeksId,
    aangemaaktOp: formatInstant(row.aangemaaktOp),
  };
}

const interval = (input: { start: string; end: string }): Interval => ({
  start: new Date(input.start),
  end: new Date(input.end),
});
const asInterval = (row: { start: Date; eind: Date }): Interval => ({ start: row.start, end: row.eind });

function assertValid(errors: FieldError[]) {
  if (errors.length) throw invalid(errors);
}

function overlapError(conflicts: { start: Date; eind: Date }[]): DomainError {
  const list = conflicts
    .slice(0, 3)
    .map((c) => `${formatInstant(c.start)} – ${formatInstant(c.eind)}`)
    .join(', ');
  return new DomainError(
    'AVAILABILITY_OVERLAP',
    `Dit blok overlapt met bestaande beschikbaarheid${list ? `: ${list}` : ''}.`,
  );
}

/** Runs `work`; an exclusion violation or a deadlock between racing inserts becomes a 409. */
async function arbitrated<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isExclusionViolation(e) || isWriteConflict(e)) throw overlapError([]);
    throw e;
  }
}

export async function createAvailability(
  ctx: AuthedContext,
  input: TCreateAvailabilityInput,
): Promise<TCreateAvailabilityOutput> {
  const first = interval(input);
  const now = ctx.clock.now();
  assertValid(checkAvailabilityWindow(first, now));
  const series = input.herhaling ? { first, until: input.herhaling.wekelijksTot } : null;
  if (series) assertValid(checkSeries(series));
  const blocks = series ? expandWeekly(series) : [first];
  const adviserId = ctx.actor.userId;
  const notitie = input.notitie?.trim() || null;

  return arbitrated(() =>
    inTransaction(
      ctx.db,
      async (tx) => {
        await lockAdviserSchedule(tx, adviserId);
        const span = { from: blocks[0]!.start, to: blocks[blocks.length - 1]!.end };
        const existing = await findAvailabilityOf(tx, adviserId, span);
        const clashes = existing.filter((e) => blocks.some((b) => overlaps(b, asInterval(e))));
        if (clashes.length) throw overlapError(clashes);
        if (!series) {
          const row = await insertAvailability(tx, {
            adviseurId: adviserId,
            start: first.start,
            eind: first.end,
            notitie,
          });
          return { ...toAvailabilityResponse(row), reeks: null };
        }
        const p = weeklyPattern(first);
        const { reeksId, rows } = await insertSeriesWithBlocks(
          tx,
          {
            adviseurId: adviserId,
            weekdag: p.weekday,
            startTijd: p.startTime,
            eindTijd: p.endTime,
            vanafDatum: new Date(`${p.fromDate}T00:00:00Z`),
            totDatum: new Date(`${series.until}T00:00:00Z`),
            notitie,
          },
          blocks,
        );
        return {
          ...toAvailabilityResponse(rows[0]!),
          reeks: { id: reeksId, aantal: rows.length, blokken: rows.map(toAvailabilityResponse) },
        };
      },
      SCHEDULING_TX,
    ),
  );
}

export async function listAvailability(ctx: AuthedContext): Promise<TAvailabilityResponse[]> {
  const rows = await findAvailabilityOf(ctx.db, ctx.actor.userId, { from: ctx.clock.now() });
  return rows.map(toAvailabilityResponse);
}

async function loadOwn(
  ctx: AuthedContext,
  id: string,
  db: Parameters<typeof findAvailabilityById>[0] = ctx.db,
): Promise<AvailabilityRow> {
  const row = await findAvailabilityById(db, id, ctx.actor.userId);
  if (!row) throw new DomainError('AVAILABILITY_NOT_FOUND', 'Dit beschikbaarheidsblok bestaat niet of is niet van u.');
  return row;
}

export async function getAvailability(ctx: AuthedContext, id: string): Promise<TAvailabilityResponse> {
  return toAvailabilityResponse(await loadOwn(ctx, id));
}

/**
 * Future appointments that lay inside the adviser's availability before a change and would not
 * after it: those make the change a 409.
 */
async function assertAppointmentsStillCovered(
  tx: Parameters<typeof findAppointmentsInWindow>[0],
  adviserId: string,
  now: Date,
  old: AvailabilityRow,
  replacement: Interval | null,
) {
  const from = new Date(Math.max(now.getTime(), old.start.getTime()));
  if (from >= old.eind) return;
  const affected = await findAppointmentsInWindow(tx, adviserId, { from, to: old.eind }, ACTIVE_STATUSES);
  if (!affected.length) return;
  const windowAll = {
    from: new Date(Math.min(...affected.map((a) => a.start.getTime()))),
    to: new Date(Math.max(...affected.map((a) => a.eind.getTime()))),
  };
  const others = (
    await findAvailabilityOf(
      tx,
      adviserId,
      { from: new Date(windowAll.from.getTime() - 86_400_000), to: new Date(windowAll.to.getTime() + 86_400_000) },
      old.id,
    )
  ).map(asInterval);
  const before = [...others, asInterval(old)];
  const after = replacement ? [...others, replacement] : others;
  const stranded = affected.filter((a) => insideAny(asInterval(a), before) && !insideAny(asInterval(a), after));
  if (stranded.length) {
    const when = stranded.map((a) => `${formatInstant(a.start)} (${a.status.toLowerCase()})`).join(', ');
    throw new DomainError(
      'AVAILABILITY_HAS_APPOINTMENTS',
      `Er staan afspraken in dit blok die er dan buiten vallen: ${when}. Verplaats of annuleer die eerst.`,
    );
  }
}

export async function updateAvailability(
  ctx: AuthedContext,
  input: TUpdateAvailabilityInput,
): Promise<TAvailabilityResponse> {
  const next = interval(input);
  const now = ctx.clock.now();
  assertValid(checkAvailabilityWindow(next, now));
  const adviserId = ctx.actor.userId;
  return arbitrated(() =>
    inTransaction(
      ctx.db,
      async (tx) => {
        await lockAdviserSchedule(tx, adviserId);
        const old = await loadOwn(ctx, input.id, tx);
        const clashes = await findAvailabilityOf(tx, adviserId, { from: next.start, to: next.end }, old.id);
        if (clashes.length) throw overlapError(clashes);
        await assertAppointmentsStillCovered(tx, adviserId, now, old, next);
        const notitie = input.notitie === undefined ? old.notitie : input.notitie.trim() || null;
        return toAvailabilityResponse(
          await updateAvailabilityRow(tx, old.id, { start: next.start, eind: next.end, notitie }),
        );
      },
      SCHEDULING_TX,
    ),
  );
}

export async function deleteAvailability(ctx: AuthedContext, id: string): Promise<void> {
  const adviserId = ctx.actor.userId;
  await inTransaction(
    ctx.db,
    async (tx) => {
      await lockAdviserSchedule(tx, adviserId);
      const old = await loadOwn(ctx, id, tx);
      await assertAppointmentsStillCovered(tx, adviserId, ctx.clock.now(), old, null);
      await deleteAvailabilityRow(tx, old.id);
    },
    SCHEDULING_TX,
  );
}

export async function checkAvailabilityOverlap(
  ctx: AuthedContext,
  input: TOverlapCheckInput,
): Promise<TOverlapCheckOutput> {
  const i = interval(input);
  if (i.start >= i.end) throw invalid([{ path: 'end', message: 'end moet na start liggen' }]);
  const rows = await findAvailabilityOf(ctx.db, ctx.actor.userId, { from: i.start, to: i.end }, input.excludeId);
  return {
    overlap: rows.length > 0,
    conflicten: rows.map((r) => ({
      id: r.id,
      start: formatInstant(r.start),
      end: formatInstant(r.eind),
      soort: 'BESCHIKBAARHEID' as const,
    })),
  };
}

function periodOf(input: TPeriodInput): { from: Date; to: Date } {
  const p = interval({ start: input.from, end: input.to });
  assertValid(checkPeriod(p));
  return { from: p.start, to: p.end };
}

export async function periodView(ctx: AuthedContext, input: TPeriodInput): Promise<TCalendarEvent[]> {
  const window = periodOf(input);
  const adviserId = ctx.actor.userId;
  const [blocks, appointments] = await Promise.all([
    findAvailabilityOf(ctx.db, adviserId, window),
    findCalendarAppointments(ctx.db, adviserId, window),
  ]);
  return toCalendarEvents({ start: window.from, end: window.to }, blocks, appointments);
}

/** Free slots: availability minus proposed and confirmed appointments, from now on, within [from, to). */
export async function freeSlots(ctx: AuthedContext, input: TForAdviserInput): Promise<TForAdviserOutput> {
  const window = periodOf(input);
  const adviser = await findAdviser(ctx.db, input.adviserId);
  if (!adviser) throw new DomainError('NOT_FOUND', 'Deze adviseur bestaat niet.');
  const from = new Date(Math.max(window.from.getTime(), ctx.clock.now().getTime()));
  if (from >= window.to) return [];
  // busy: open proposals, confirmed appointments and the new times of pending moves
  const [blocks, appointments, moves] = await Promise.all([
    findAvailabilityOf(ctx.db, adviser.id, { from, to: window.to }),
    findAppointmentsInWindow(ctx.db, adviser.id, { from, to: window.to }, ACTIVE_STATUSES),
    findPendingMovesInWindow(ctx.db, adviser.id, { from, to: window.to }),
  ]);
  const busy = [...appointments, ...moves];
  const free = clipIntervals(subtractIntervals(blocks.map(asInterval), busy.map(asInterval)), {
    start: from,
    end: window.to,
  });
  return free.map((s) => ({ start: formatInstant(s.start), end: formatInstant(s.end) }));
}

/** The booking grid: a week of 30-minute free slots of an adviser, in the caller's time zone. */
export async function weekFreeSlots(ctx: AuthedContext, input: TWeekSlotsInput): Promise<TWeekSlotsOutput> {
  const adviser = await findAdviser(ctx.db, input.adviserId);
  if (!adviser) throw new DomainError('NOT_FOUND', 'Deze adviseur bestaat niet.');
  const week = mondayOf(input.week);
  const nextWeek = addDays(week, 7);
  // the week, and the horizon after it where an empty week points to the next free time: one read
  const window = { from: weekSpan(week, input.tz).start, to: weekSpan(nextWeek, input.tz, NEXT_FREE_HORIZON_DAYS).end };
  // busy: open proposals, confirmed appointments and the new times of pending moves
  const [blocks, appointments, moves] = await Promise.all([
    findAvailabilityOf(ctx.db, adviser.id, window),
    findAppointmentsInWindow(ctx.db, adviser.id, window, ACTIVE_STATUSES),
    findPendingMovesInWindow(ctx.db, adviser.id, window),
  ]);
  const free = {
    timeZone: input.tz,
    blocks: blocks.map(asInterval),
    busy: [...appointments, ...moves].map(asInterval),
    slotMinutes: SLOT_MINUTES,
    now: ctx.clock.now(),
  };
  const days = weekSlots({ ...free, weekStart: week });
  const empty = days.every((d) => d.slots.length === 0);
  return {
    week,
    tijdzone: input.tz,
    slotMinuten: SLOT_MINUTES,
    dagen: days.map((d) => ({
      datum: d.date,
      slots: d.slots.map((s) => ({ start: formatInstant(s.start), end: formatInstant(s.end) })),
    })),
    volgendeVrij:
      empty && blocks.length > 0 ? firstFreeDate({ ...free, weekStart: nextWeek, days: NEXT_FREE_HORIZON_DAYS }) : null,
  };
}

export async function listAdvisers(ctx: AuthedContext): Promise<TAdvisersOutput> {
  return findAdvisers(ctx.db);
}
