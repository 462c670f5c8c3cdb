// Prisma access for availability blocks, weekly series and the adviser's busy time.
import type { Db, Tx } from '@ikv/db';
import type { Interval } from '../agenda/intervals.rules.ts';

const availabilitySelect = {
  id: true,
  adviseurId: true,
  start: true,
  eind: true,
  notitie: true,
  reeksId: true,
  aangemaaktOp: true,
} as const;

/** Scheduling transactions wait for the adviser's lock: give them room under load (Prisma's defaults are 2 s / 5 s). */
export const SCHEDULING_TX = { maxWait: 30_000, timeout: 30_000 } as const;

export type AvailabilityRow = {
  id: string;
  adviseurId: string;
  start: Date;
  eind: Date;
  notitie: string | null;
  reeksId: string | null;
  aangemaaktOp: Date;
};

/**
 * Serialises every change to one adviser's schedule (availability and the appointments that must
 * fit in it) for the rest of the transaction. The exclusion constraints stay the final arbiter for
 * overlaps; this lock covers what a constraint cannot express ("inside availability", "not shrunk
 * past an appointment").
 */
export async function lockAdviserSchedule(tx: Tx, adviserId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${'schedule:' + adviserId}))`;
}

export function findAdviser(db: Db | Tx, adviserId: string) {
  return db.user.findFirst({
    where: { id: adviserId, rol: 'ADVISEUR', verwijderdOp: null },
    select: { id: true, voornaam: true, achternaam: true, email: true },
  });
}

export function findAdvisers(db: Db | Tx) {
  return db.user.findMany({
    where: { rol: 'ADVISEUR', verwijderdOp: null },
    select: { id: true, voornaam: true, achternaam: true },
    orderBy: [{ achternaam: 'asc' }, { voornaam: 'asc' }],
    take: 200,
  });
}

export function findAvailabilityById(db: Db | Tx, id: string, adviserId: string): Promise<AvailabilityRow | null> {
  return db.availability.findFirst({ where: { id, adviseurId: adviserId }, select: availabilitySelect });
}

/** Blocks of an adviser overlapping [from, to) (or all ending after `from` without `to`). */
export function findAvailabilityOf(
  db: Db | Tx,
  adviserId: string,
  window: { from: Date; to?: Date },
  excludeId?: string,
): Promise<AvailabilityRow[]> {
  return db.availability.findMany({
    where: {
      adviseurId: adviserId,
      eind: { gt: window.from },
      ...(window.to ? { start: { lt: window.to } } : {}),
      ...(excludeId ? { id: { not: excludeId } } : {}),
    },
    select: availabilitySelect,
    orderBy: { start: 'asc' },
    take: 2000,
  });
}

export function insertAvailability(
  tx: Tx,
  data: { adviseurId: string; start: Date; eind: Date; notitie: string | null; reeksId?: string | null },
): Promise<AvailabilityRow> {
  return tx.availability.create({ data: { ...data, reeksId: data.reeksId ?? null }, select: availabilitySelect });
}

export async function insertSeriesWithBlocks(
  tx: Tx,
  series: {
    adviseurId: string;
    weekdag: number;
    startTijd: string;
    eindTijd: string;
    vanafDatum: Date;
    totDatum: Date;
    notitie: string | null;
  },
  blocks: Interval[],
): Promise<{ reeksId: string; rows: AvailabilityRow[] }> {
  const reeks = await tx.availabilitySeries.create({ data: series, select: { id: true } });
  await tx.availability.createMany({
    data: blocks.map((b) => ({
      adviseurId: series.adviseurId,
      start: b.start,
      eind: b.end,
      notitie: series.notitie,
      reeksId: reeks.id,
    })),
  });
  const rows = await tx.availability.findMany({
    where: { reeksId: reeks.id },
    select: availabilitySelect,
    orderBy: { start: 'asc' },
  });
  return { reeksId: reeks.id, rows };
}

export function updateAvailabilityRow(
  tx: Tx,
  id: string,
  data: { start: Date; eind: Date; notitie: string | null },
): Promise<AvailabilityRow> {
  return tx.availability.update({ where: { id }, data, select: availabilitySelect });
}

export async function deleteAvailabilityRow(tx: Tx, id: string): Promise<void> {
  await tx.availability.delete({ where: { id } });
}

/**
 * The pending moves (new times proposed for confirmed appointments) of the adviser overlapping
 * [from, to): they hold their new time as an open proposal does, until accepted or declined.
 */
export async function findPendingMovesInWindow(
  db: Db | Tx,
  adviserId: string,
  window: { from: Date; to: Date },
  excludeId?: string,
): Promise<{ id: string; start: Date; eind: Date }[]> {
  const rows = await db.appointment.findMany({
    where: {
      adviseurId: adviserId,
      status: 'BEVESTIGD',
      verplaatsingStart: { lt: window.to },
      verplaatsingEind: { gt: window.from },
      ...(excludeId ? { id: { not: excludeId } } : {}),
    },
    select: { id: true, verplaatsingStart: true, verplaatsingEind: true },
    take: 2000,
  });
  return rows.flatMap((r) =>
    r.verplaatsingStart && r.verplaatsingEind
      ? [{ id: r.id, start: r.verplaatsingStart, eind: r.verplaatsingEind }]
      : [],
  );
}

export type BusyRow = {
  id: string;
  start: Date;
  eind: Date;
  status: 'VOORGESTELD' | 'BEVESTIGD' | 'AFGEWEZEN' | 'GEANNULEERD';
  onderwerp: string;
  ondernemerId: string;
  voorgesteldDoor: 'ONDERNEMER' | 'ADVISEUR';
};

/** The adviser's appointments in the given statuses overlapping [from, to). */
export function findAppointmentsInWindow(
  db: Db | Tx,
  adviserId: string,
  window: { from: Date; to: Date },
  statuses: readonly BusyRow['status'][],
  excludeId?: string,
): Promise<BusyRow[]> {
  return db.appointment.findMany({
    where: {
      adviseurId: adviserId,
      status: { in: [...statuses] },
      start: { lt: window.to },
      eind: { gt: window.from },
      ...(excludeId ? { id: { not: excludeId } } : {}),
    },
    select: {
      id: true,
      start: true,
      eind: true,
      status: true,
      onderwerp: true,
      ondernemerId: true,
      voorgesteldDoor: true,
    },
    orderBy: { start: 'asc' },
    take: 2000,
  });
}

export type CalendarAppointmentRow = Omit<BusyRow, 'ondernemerId'> & {
  verplaatsingStart: Date | null;
  verplaatsingEind: Date | null;
  verplaatsingDoor: 'ONDERNEMER' | 'ADVISEUR' | null;
  verplaatsingReden: string | null;
};

/**
 * The adviser's appointments (every status) for the calendar: those overlapping [from, to) at their
 * own time, and those whose pending move (new time) overlaps it, with the move's columns.
 */
export function findCalendarAppointments(
  db: Db | Tx,
  adviserId: string,
  window: { from: Date; to: Date },
): Promise<CalendarAppointmentRow[]> {
  return db.appointment.findMany({
    where: {
      adviseurId: adviserId,
      OR: [
        { start: { lt: window.to }, eind: { gt: window.from } },
        { verplaatsingStart: { lt: window.to }, verplaatsingEind: { gt: window.from } },
      ],
    },
    select: {
      id: true,
      start: true,
      eind: true,
      status: true,
      onderwerp: true,
      voorgesteldDoor: true,
      verplaatsingStart: true,
      verplaatsingEind: true,
      verplaatsingDoor: true,
      verplaatsingReden: true,
    },
    orderBy: { start: 'asc' },
    take: 2000,
  });
}
