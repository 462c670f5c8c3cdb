// Prisma access for appointments and their history.
import type { AfspraakStatus, Db, Prisma, Rol, Tx } from '@ikv/db';

const party = {
  select: { id: true, voornaam: true, achternaam: true, email: true, telefoonnummer: true, taal: true },
} as const;

export const appointmentSelect = {
  id: true,
  adviseurId: true,
  ondernemerId: true,
  aanvraagId: true,
  start: true,
  eind: true,
  onderwerp: true,
  locatie: true,
  status: true,
  voorgesteldDoor: true,
  reden: true,
  volgnummer: true,
  verplaatsingStart: true,
  verplaatsingEind: true,
  verplaatsingDoor: true,
  verplaatsingReden: true,
  aangemaaktOp: true,
  bijgewerktOp: true,
  adviseur: { select: { ...party.select, emailVoorkeuren: true } },
  ondernemer: party,
} as const satisfies Prisma.AppointmentSelect;

export type AppointmentRow = Prisma.AppointmentGetPayload<{ select: typeof appointmentSelect }>;

export const appointmentDetailSelect = {
  ...appointmentSelect,
  aanvraag: {
    select: { id: true, verklaringType: true, status: true, company: { select: { naam: true, naamOverride: true } } },
  },
  gebeurtenissen: {
    select: {
      actie: true,
      vanStatus: true,
      naarStatus: true,
      reden: true,
      op: true,
      door: { select: { id: true, voornaam: true, achternaam: true } },
    },
    orderBy: { op: 'asc' },
  },
} as const satisfies Prisma.AppointmentSelect;

export type AppointmentDetailRow = Prisma.AppointmentGetPayload<{ select: typeof appointmentDetailSelect }>;

export type PartyFilter = { adviseurId: string } | { ondernemerId: string };

export function findAppointmentForParty(
  db: Db | Tx,
  id: string,
  partyFilter: PartyFilter,
): Promise<AppointmentRow | null> {
  return db.appointment.findFirst({ where: { id, ...partyFilter }, select: appointmentSelect });
}

export function findAppointmentDetail(
  db: Db | Tx,
  id: string,
  partyFilter: PartyFilter,
): Promise<AppointmentDetailRow | null> {
  return db.appointment.findFirst({ where: { id, ...partyFilter }, select: appointmentDetailSelect });
}

export function findAppointmentsOfParty(
  db: Db | Tx,
  partyFilter: PartyFilter,
  options: { status?: AfspraakStatus; statuses?: AfspraakStatus[] } = {},
): Promise<AppointmentRow[]> {
  const status = options.status
    ? { status: options.status }
    : options.statuses
      ? { status: { in: options.statuses } }
      : {};
  return db.appointment.findMany({
    where: { ...partyFilter, ...status },
    select: appointmentSelect,
    orderBy: { start: 'asc' },
    take: 1000,
  });
}

export function findEntrepreneur(db: Db | Tx, id: string) {
  return db.user.findFirst({ where: { id, rol: 'ONDERNEMER', verwijderdOp: null }, select: { id: true } });
}

export function findAanvraagOfEntrepreneur(db: Db | Tx, aanvraagId: string, ondernemerId: string) {
  return db.aanvraag.findFirst({ where: { id: aanvraagId, ondernemerId }, select: { id: true } });
}

export async function insertAppointment(
  tx: Tx,
  data: {
    adviseurId: string;
    ondernemerId: string;
    aanvraagId: string | null;
    start: Date;
    eind: Date;
    onderwerp: string;
    locatie: string | null;
    voorgesteldDoor: Rol;
  },
  doorId: string,
): Promise<AppointmentRow> {
  const row = await tx.appointment.create({ data: { ...data, status: 'VOORGESTELD' }, select: appointmentSelect });
  await tx.appointmentEvent.create({
    data: { afspraakId: row.id, actie: 'VOORGESTELD', vanStatus: null, naarStatus: 'VOORGESTELD', doorId },
  });
  return row;
}

/** Clears a pending move (the columns go together: CHECK appointments_verplaatsing_consistent). */
export const NO_PENDING_MOVE = {
  verplaatsingStart: null,
  verplaatsingEind: null,
  verplaatsingDoor: null,
  verplaatsingReden: null,
} as const;

/**
 * Moves the appointment from `from` to `data.status` only if it is still in `from` with the same
 * pending move (an optimistic guard against a concurrent decision); null when someone else changed
 * it first.
 */
export async function updateAppointmentGuarded(
  tx: Tx,
  id: string,
  from: AfspraakStatus | { status: AfspraakStatus; verplaatsingStart: Date | null },
  data: Prisma.AppointmentUncheckedUpdateManyInput & { status: AfspraakStatus },
  event: { actie: string; doorId: string; reden: string | null },
): Promise<AppointmentRow | null> {
  const guard =
    typeof from === 'string' ? { status: from } : { status: from.status, verplaatsingStart: from.verplaatsingStart };
  const { count } = await tx.appointment.updateMany({ where: { id, ...guard }, data });
  if (count !== 1) return null;
  await tx.appointmentEvent.create({
    data: {
      afspraakId: id,
      actie: event.actie,
      vanStatus: guard.status,
      naarStatus: data.status,
      doorId: event.doorId,
      reden: event.reden,
    },
  });
  return tx.appointment.findUniqueOrThrow({ where: { id }, select: appointmentSelect });
}

export async function deleteAppointmentGuarded(tx: Tx, id: string, from: AfspraakStatus): Promise<boolean> {
  const { count } = await tx.appointment.deleteMany({ where: { id, status: from } });
  return count === 1;
}

/**
 * Confirmed and cancelled appointments of a party (the iCal feed), plus those that calendars already
 * know (volgnummer > 0) while moved or after a declined move.
 */
const calendarSelect = appointmentSelect;
export type CalendarRow = AppointmentRow;

export function findCalendarAppointment(
  db: Db | Tx,
  id: string,
  partyFilter: PartyFilter,
): Promise<CalendarRow | null> {
  return db.appointment.findFirst({ where: { id, ...partyFilter }, select: calendarSelect });
}

export function findCalendarAppointments(db: Db | Tx, partyFilter: PartyFilter, since: Date): Promise<CalendarRow[]> {
  return db.appointment.findMany({
    where: {
      ...partyFilter,
      eind: { gt: since },
      OR: [
        { status: { in: ['BEVESTIGD', 'GEANNULEERD'] } },
        { status: { in: ['VOORGESTELD', 'AFGEWEZEN'] }, volgnummer: { gt: 0 } },
      ],
    },
    select: calendarSelect,
    orderBy: { start: 'asc' },
    take: 2000,
  });
}

type DueReminder = { id: string; start: Date };

/**
 * Claims confirmed appointments starting within (now, until] whose reminder has not gone out, locked
 * until the caller's transaction marks them. One sweep runs at a time (the job runtime's queue
 * `reminders`); should two meet, the second waits and then leaves out the rows the first marked.
 */
export function claimDueReminders(tx: Tx, now: Date, until: Date, limit: number): Promise<DueReminder[]> {
  return tx.$queryRaw<DueReminder[]>`
    SELECT "id", "start" FROM "appointments"
     WHERE "status" = 'BEVESTIGD' AND "herinneringVerstuurdOp" IS NULL AND "start" > ${now} AND "start" <= ${until}
     ORDER BY "start"
     LIMIT ${limit}
     FOR UPDATE`;
}

export async function markReminderSent(tx: Tx, id: string, at: Date): Promise<void> {
  await tx.appointment.update({ where: { id }, data: { herinneringVerstuurdOp: at } });
}

export function findAppointmentById(db: Db | Tx, id: string): Promise<AppointmentRow | null> {
  return db.appointment.findUnique({ where: { id }, select: appointmentSelect });
}
