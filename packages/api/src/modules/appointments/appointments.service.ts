// Appointments: proposals by either party, decisions, changes, cancellations, deletion, detail.
// Knows nothing of tRPC or HTTP. The state machine (appointment-state.rules.ts) decides what is
// allowed; PostgreSQL is the final arbiter (exclusion constraint appointments_no_double_booking,
// trigger appointments_status_transition), so races end in exactly one winner and 409s.
import { isCheckViolation, isExclusionViolation, isWriteConflict, type Tx } from '@ikv/db';
import { DomainError, invalid } from '../../errors/domain-error.ts';
import type { AuthedContext } from '../../infra/service-context.ts';
import { formatInstant } from '../../shared/amsterdam-time.ts';
import { appUrl } from '../../infra/app-url.ts';
import { wantsMail } from '../mail/email-voorkeuren.rules.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { notify } from '../notify/notify.ts';
import {
  findAdviser,
  findAppointmentsInWindow,
  findAvailabilityOf,
  findPendingMovesInWindow,
  lockAdviserSchedule,
  SCHEDULING_TX,
} from '../availability/availability.repository.ts';
import type { TOverlapCheckInput, TOverlapCheckOutput } from '../availability/availability.schema.ts';
import { appointmentMail, appointmentMelding, type MessageKind } from './appointment-messages.ts';
import type {
  TAppointmentDetailResponse,
  TAppointmentListInput,
  TAppointmentResponse,
} from '../agenda/appointment.schema.ts';
import { ACTIVE_STATUSES, transition, type AppointmentAction, type Rol } from '../agenda/appointment-state.rules.ts';
import { invitationIcs } from './appointment-ics.ts';
import type { TRescheduleAppointmentInput } from './reschedule.schema.ts';
import {
  type AppointmentDetailRow,
  type AppointmentRow,
  deleteAppointmentGuarded,
  findAanvraagOfEntrepreneur,
  findAppointmentDetail,
  findAppointmentForParty,
  findAppointmentsOfParty,
  findEntrepreneur,
  insertAppointment,
  NO_PENDING_MOVE,
  type PartyFilter,
  updateAppointmentGuarded,
} from './appointments.repository.ts';
import { insideAny, overlaps, type Interval } from '../agenda/intervals.rules.ts';
import { checkAppointmentWindow } from '../agenda/scheduling-limits.rules.ts';
import type { TProposeAppointmentInput } from './propose.schema.ts';
import type { TCreateAppointmentInput } from './adviser/create.schema.ts';
import type { TUpdateAppointmentInput } from './adviser/update.schema.ts';
import { inTransaction } from '../../infra/database.ts';

const naam = (p: { voornaam: string; achternaam: string }) => `${p.voornaam} ${p.achternaam}`.trim();

function toAppointmentResponse(row: AppointmentRow): TAppointmentResponse {
  return {
    id: row.id,
    adviserId: row.adviseurId,
    ondernemerId: row.ondernemerId,
    aanvraagId: row.aanvraagId,
    start: formatInstant(row.start),
    end: formatInstant(row.eind),
    onderwerp: row.onderwerp,
    locatie: row.locatie,
    status: row.status,
    voorgesteldDoor: row.voorgesteldDoor,
    reden: row.reden,
    verplaatsing:
      row.verplaatsingStart && row.verplaatsingEind && row.verplaatsingDoor
        ? {
            start: formatInstant(row.verplaatsingStart),
            end: formatInstant(row.verplaatsingEind),
            voorgesteldDoor: row.verplaatsingDoor,
            reden: row.verplaatsingReden,
          }
        : null,
    adviseur: { id: row.adviseur.id, voornaam: row.adviseur.voornaam, achternaam: row.adviseur.achternaam },
    ondernemer: { id: row.ondernemer.id, voornaam: row.ondernemer.voornaam, achternaam: row.ondernemer.achternaam },
    aangemaaktOp: formatInstant(row.aangemaaktOp),
    bijgewerktOp: formatInstant(row.bijgewerktOp),
  };
}

function toDetail(row: AppointmentDetailRow): TAppointmentDetailResponse {
  return {
    ...toAppointmentResponse(row),
    adviseur: {
      id: row.adviseur.id,
      voornaam: row.adviseur.voornaam,
      achternaam: row.adviseur.achternaam,
      email: row.adviseur.email,
    },
    ondernemer: {
      id: row.ondernemer.id,
      voornaam: row.ondernemer.voornaam,
      achternaam: row.ondernemer.achternaam,
      email: row.ondernemer.email,
      telefoonnummer: row.ondernemer.telefoonnummer,
    },
    aanvraag: row.aanvraag
      ? {
          id: row.aanvraag.id,
          verklaringType: row.aanvraag.verklaringType,
          status: row.aanvraag.status,
          bedrijfsnaam: row.aanvraag.company.naamOverride ?? row.aanvraag.company.naam,
        }
      : null,
    historie: row.gebeurtenissen.map((g) => ({
      actie: g.actie,
      vanStatus: g.vanStatus,
      naarStatus: g.naarStatus,
      door: g.door ? { id: g.door.id, naam: naam(g.door) } : null,
      reden: g.reden,
      op: formatInstant(g.op),
    })),
  };
}

export function partyFilterOf(ctx: AuthedContext): PartyFilter {
  return ctx.actor.rol === 'ADVISEUR' ? { adviseurId: ctx.actor.userId } : { ondernemerId: ctx.actor.userId };
}

const window = (input: { start: string; end: string }): Interval => ({
  start: new Date(input.start),
  end: new Date(input.end),
});
const asInterval = (row: { start: Date; eind: Date }): Interval => ({ start: row.start, end: row.eind });

/** What keeps the adviser busy in a window, for the entrepreneur's proposals: open and confirmed appointments and the new times of pending moves. */
async function busyFor(tx: Tx, adviserId: string, slot: Interval, excludeId?: string): Promise<Interval[]> {
  const [appointments, moves] = await Promise.all([
    findAppointmentsInWindow(tx, adviserId, { from: slot.start, to: slot.end }, ACTIVE_STATUSES, excludeId),
    findPendingMovesInWindow(tx, adviserId, { from: slot.start, to: slot.end }, excludeId),
  ]);
  return [...appointments, ...moves].map(asInterval);
}

const overlapConflict = () =>
  new DomainError('APPOINTMENT_OVERLAP', 'De adviseur heeft op dit tijdstip al een bevestigde afspraak.');

/** The database's verdicts as domain errors: overlap (23P01) or a race lost (deadlock) → 409. */
async function arbitrated<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isExclusionViolation(e) || isWriteConflict(e)) throw overlapConflict();
    if (isCheckViolation(e))
      throw new DomainError('ILLEGAL_TRANSITION', 'De afspraak is intussen gewijzigd; laad hem opnieuw.');
    throw e;
  }
}

type CalendarMail = 'REQUEST' | 'CANCEL' | null;

/** Calendars already hold this appointment: it was confirmed, or an invitation about it went out. */
const knownToCalendars = (row: { status: string; volgnummer: number }) =>
  row.status === 'BEVESTIGD' || row.volgnummer > 0;

/**
 * Tell the other party (notification centre, in his language). Confirmations, cancellations and
 * moves of an appointment calendars know are mailed to both parties, with an iCalendar invitation
 * (REQUEST with the current times, or CANCEL) when `calendar` says so. A proposal or move by the
 * entrepreneur that no calendar holds yet is mailed to the adviser with a link (unless he turned
 * those off).
 */
async function tellParties(
  tx: Tx,
  row: AppointmentRow,
  kind: MessageKind,
  actor: Rol,
  reden: string | null,
  options: { linkAppointment?: boolean; calendar?: CalendarMail; pendingMove?: boolean; mailRecipient?: boolean } = {},
) {
  const recipient = actor === 'ADVISEUR' ? row.ondernemer : row.adviseur;
  const sender = actor === 'ADVISEUR' ? row.adviseur : row.ondernemer;
  // a pending move of a confirmed appointment: the message gives the proposed time and the confirmed one that stays
  const move =
    options.pendingMove && row.verplaatsingStart && row.verplaatsingEind
      ? { start: row.verplaatsingStart, eind: row.verplaatsingEind }
      : null;
  const facts = (ander: string) => ({
    onderwerp: row.onderwerp,
    start: move?.start ?? row.start,
    eind: move?.eind ?? row.eind,
    locatie: row.locatie,
    ander,
    reden,
    huidig: move ? { start: row.start, eind: row.eind } : null,
  });
  await notify(tx, {
    userId: recipient.id,
    type: 'AFSPRAAK',
    ...appointmentMelding(kind, facts(naam(sender))),
    ...(options.linkAppointment === false ? {} : { afspraakId: row.id }),
  });
  const calendar = options.calendar ?? null;
  const mailBoth = kind === 'BEVESTIGD' || kind === 'GEANNULEERD' || calendar !== null;
  const proposalToAdviser =
    (kind === 'VOORGESTELD' || kind === 'GEWIJZIGD' || kind === 'VERPLAATST') && actor === 'ONDERNEMER';
  if (
    !mailBoth &&
    (proposalToAdviser || options.mailRecipient) &&
    (recipient.id !== row.adviseur.id || wantsMail(row.adviseur.emailVoorkeuren, 'afspraak'))
  ) {
    // a proposal to decide on (or a declined move) is mailed to its recipient, in his language, with a link
    const mail = appointmentMail(kind, facts(naam(sender)), recipient.taal, recipient.voornaam);
    const link = `${appUrl()}/afspraken/${row.id}`;
    await queueMail(tx, {
      aan: recipient.email,
      onderwerp: mail.onderwerp,
      tekst: `${mail.tekst}\n${recipient.taal === 'EN' ? 'Open the proposal' : 'Bekijk het voorstel'}: ${link}\n`,
    });
  }
  if (mailBoth) {
    for (const [to, other, viewer] of [
      [row.adviseur, row.ondernemer, 'ADVISEUR'],
      [row.ondernemer, row.adviseur, 'ONDERNEMER'],
    ] as const) {
      const mail = appointmentMail(kind, facts(naam(other)), to.taal, to.voornaam);
      const link = `${appUrl()}/afspraken/${row.id}`;
      const tekst =
        kind === 'GEANNULEERD' || kind === 'AFGEWEZEN'
          ? mail.tekst
          : `${mail.tekst}\n${to.taal === 'EN' ? 'Open the appointment' : 'Bekijk de afspraak'}: ${link}\n`;
      await queueMail(tx, {
        aan: to.email,
        onderwerp: mail.onderwerp,
        tekst,
        ...(calendar ? { kalender: invitationIcs(row, viewer, calendar, to.taal) } : {}),
      });
    }
  }
}

async function loadForParty(ctx: AuthedContext, id: string): Promise<AppointmentRow> {
  const row = await findAppointmentForParty(ctx.db, id, partyFilterOf(ctx));
  if (!row) throw new DomainError('APPOINTMENT_NOT_FOUND', 'Deze afspraak bestaat niet of is niet van u.');
  return row;
}

function checkWindow(ctx: AuthedContext, i: Interval) {
  const errors = checkAppointmentWindow(i, ctx.clock.now());
  if (errors.length) throw invalid(errors);
}

async function checkAanvraag(ctx: AuthedContext, aanvraagId: string | undefined | null, ondernemerId: string) {
  if (!aanvraagId) return null;
  const aanvraag = await findAanvraagOfEntrepreneur(ctx.db, aanvraagId, ondernemerId);
  if (!aanvraag) throw new DomainError('NOT_FOUND', 'Deze aanvraag bestaat niet of hoort niet bij deze ondernemer.');
  return aanvraag.id;
}

// ── reading ────────────────────────────────────────────────────────────────

export async function listAppointments(
  ctx: AuthedContext,
  input: TAppointmentListInput,
): Promise<TAppointmentResponse[]> {
  return (await findAppointmentsOfParty(ctx.db, partyFilterOf(ctx), { status: input?.status })).map(
    toAppointmentResponse,
  );
}

export async function getAppointmentDetail(ctx: AuthedContext, id: string): Promise<TAppointmentDetailResponse> {
  const row = await findAppointmentDetail(ctx.db, id, partyFilterOf(ctx));
  if (!row) throw new DomainError('APPOINTMENT_NOT_FOUND', 'Deze afspraak bestaat niet of is niet van u.');
  return toDetail(row);
}

export async function checkAppointmentOverlap(
  ctx: AuthedContext,
  input: TOverlapCheckInput,
): Promise<TOverlapCheckOutput> {
  const i = window(input);
  if (i.start >= i.end) throw invalid([{ path: 'end', message: 'end moet na start liggen' }]);
  const rows = await findAppointmentsInWindow(
    ctx.db,
    ctx.actor.userId,
    { from: i.start, to: i.end },
    ACTIVE_STATUSES,
    input.excludeId,
  );
  return {
    overlap: rows.length > 0,
    conflicten: rows.map((r) => ({
      id: r.id,
      start: formatInstant(r.start),
      end: formatInstant(r.eind),
      soort: 'AFSPRAAK' as const,
    })),
  };
}

// ── proposals ──────────────────────────────────────────────────────────────

/** The entrepreneur proposes a time inside the adviser's free slots (availability minus proposed and confirmed). */
export async function proposeAppointment(
  ctx: AuthedContext,
  input: TProposeAppointmentInput,
): Promise<TAppointmentResponse> {
  const slot = window(input);
  checkWindow(ctx, slot);
  const adviser = await findAdviser(ctx.db, input.adviserId);
  if (!adviser) throw new DomainError('NOT_FOUND', 'Deze adviseur bestaat niet.');
  const aanvraagId = await checkAanvraag(ctx, input.aanvraagId, ctx.actor.userId);
  return arbitrated(() =>
    inTransaction(
      ctx.db,
      async (tx) => {
        await lockAdviserSchedule(tx, adviser.id);
        const around = {
          from: new Date(slot.start.getTime() - 86_400_000),
          to: new Date(slot.end.getTime() + 86_400_000),
        };
        const blocks = await findAvailabilityOf(tx, adviser.id, around);
        if (!insideAny(slot, blocks.map(asInterval)))
          throw new DomainError('SLOT_NOT_FREE', 'Dit tijdstip valt buiten de beschikbaarheid van de adviseur.');
        const busy = await busyFor(tx, adviser.id, slot);
        if (busy.some((b) => overlaps(slot, b)))
          throw new DomainError('SLOT_NOT_FREE', 'Dit tijdstip is intussen bezet; kies een ander vrij moment.');
        const row = await insertAppointment(
          tx,
          {
            adviseurId: adviser.id,
            ondernemerId: ctx.actor.userId,
            aanvraagId,
            start: slot.start,
            eind: slot.end,
            onderwerp: input.onderwerp,
            locatie: null,
            voorgesteldDoor: 'ONDERNEMER',
          },
          ctx.actor.userId,
        );
        await tellParties(tx, row, 'VOORGESTELD', 'ONDERNEMER', null);
        return toAppointmentResponse(row);
      },
      SCHEDULING_TX,
    ),
  );
}

/** The adviser proposes an appointment to an entrepreneur; it may not overlap his confirmed appointments. */
export async function createAppointmentByAdviser(
  ctx: AuthedContext,
  input: TCreateAppointmentInput,
): Promise<TAppointmentResponse> {
  const slot = window(input);
  checkWindow(ctx, slot);
  if (!(await findEntrepreneur(ctx.db, input.ondernemerId)))
    throw new DomainError('NOT_FOUND', 'Deze ondernemer bestaat niet.');
  const aanvraagId = await checkAanvraag(ctx, input.aanvraagId, input.ondernemerId);
  const adviserId = ctx.actor.userId;
  return arbitrated(() =>
    inTransaction(
      ctx.db,
      async (tx) => {
        await lockAdviserSchedule(tx, adviserId);
        const confirmed = await findAppointmentsInWindow(tx, adviserId, { from: slot.start, to: slot.end }, [
          'BEVESTIGD',
        ]);
        if (confirmed.length) throw overlapConflict();
        const row = await insertAppointment(
          tx,
          {
            adviseurId: adviserId,
            ondernemerId: input.ondernemerId,
            aanvraagId,
            start: slot.start,
            eind: slot.end,
            onderwerp: input.onderwerp,
            locatie: input.locatie?.trim() || null,
            voorgesteldDoor: 'ADVISEUR',
          },
          adviserId,
        );
        await tellParties(tx, row, 'VOORGESTELD', 'ADVISEUR', null);
        return toAppointmentResponse(row);
      },
      SCHEDULING_TX,
    ),
  );
}

/** A change by the adviser re-proposes the appointment: the entrepreneur accepts it again. */
export async function updateAppointmentByAdviser(
  ctx: AuthedContext,
  input: TUpdateAppointmentInput,
): Promise<TAppointmentResponse> {
  const row = await loadForParty(ctx, input.id);
  const t = transition(row, 'WIJZIGEN', 'ADVISEUR');
  if (!t.ok) throw new DomainError('ILLEGAL_TRANSITION', t.reden);
  if (input.ondernemerId !== row.ondernemerId) {
    throw invalid([
      { path: 'ondernemerId', message: 'de ondernemer van een afspraak verandert niet; maak een nieuwe afspraak' },
    ]);
  }
  const slot = window(input);
  checkWindow(ctx, slot);
  const aanvraagId = await checkAanvraag(ctx, input.aanvraagId, row.ondernemerId);
  return arbitrated(() =>
    inTransaction(
      ctx.db,
      async (tx) => {
        await lockAdviserSchedule(tx, row.adviseurId);
        const confirmed = await findAppointmentsInWindow(
          tx,
          row.adviseurId,
          { from: slot.start, to: slot.end },
          ['BEVESTIGD'],
          row.id,
        );
        if (confirmed.length) throw overlapConflict();
        const updated = await updateAppointmentGuarded(
          tx,
          row.id,
          { status: row.status, verplaatsingStart: row.verplaatsingStart },
          {
            status: 'VOORGESTELD',
            voorgesteldDoor: 'ADVISEUR',
            start: slot.start,
            eind: slot.end,
            onderwerp: input.onderwerp,
            locatie: input.locatie?.trim() || null,
            aanvraagId,
            reden: null,
            herinneringVerstuurdOp: null,
            volgnummer: { increment: 1 },
            // a change re-proposes the whole appointment: a pending move is no longer asked
            ...NO_PENDING_MOVE,
          },
          { actie: 'GEWIJZIGD', doorId: ctx.actor.userId, reden: null },
        );
        if (!updated)
          throw new DomainError('ILLEGAL_TRANSITION', 'De afspraak is intussen gewijzigd; laad hem opnieuw.');
        await tellParties(tx, updated, 'GEWIJZIGD', 'ADVISEUR', null, {
          calendar: knownToCalendars(row) ? 'REQUEST' : null,
        });
        return toAppointmentResponse(updated);
      },
      SCHEDULING_TX,
    ),
  );
}

/**
 * A new time must be free: for the entrepreneur inside the adviser's availability and clear of his
 * other appointments; for the adviser (who may plan outside his hours) clear of confirmed ones.
 */
async function assertNewTimeFree(
  tx: Tx,
  row: { id: string; adviseurId: string },
  slot: ReturnType<typeof window>,
  actor: AuthedContext['actor']['rol'],
): Promise<void> {
  if (actor === 'ONDERNEMER') {
    const around = {
      from: new Date(slot.start.getTime() - 86_400_000),
      to: new Date(slot.end.getTime() + 86_400_000),
    };
    const blocks = await findAvailabilityOf(tx, row.adviseurId, around);
    if (!insideAny(slot, blocks.map(asInterval)))
      throw new DomainError('SLOT_NOT_FREE', 'Dit tijdstip valt buiten de beschikbaarheid van de adviseur.');
    const busy = await busyFor(tx, row.adviseurId, slot, row.id);
    if (busy.some((b) => overlaps(slot, b)))
      throw new DomainError('SLOT_NOT_FREE', 'Dit tijdstip is intussen bezet; kies een ander vrij moment.');
  } else {
    const confirmed = await findAppointmentsInWindow(
      tx,
      row.adviseurId,
      { from: slot.start, to: slot.end },
      ['BEVESTIGD'],
      row.id,
    );
    if (confirmed.length) throw overlapConflict();
  }
}

/**
 * Either party moves an open or confirmed appointment to a new time. An open proposal gets the new
 * time at once, as a new proposal by the mover (same calendar UID, SEQUENCE up). A confirmed
 * appointment keeps its confirmed time and status: the new time is a pending move (verplaatsing)
 * that the other party accepts (the time moves) or declines (the old time stays); a new move
 * replaces a pending one. The entrepreneur's new time must lie in the adviser's free time
 * (availability minus his other open and confirmed appointments and pending moves); the adviser's
 * may not overlap his other confirmed appointments.
 */
export async function rescheduleAppointment(
  ctx: AuthedContext,
  input: TRescheduleAppointmentInput,
): Promise<TAppointmentResponse> {
  const row = await loadForParty(ctx, input.id);
  const actor = ctx.actor.rol;
  const t = transition(row, 'VERPLAATSEN', actor);
  if (!t.ok || !t.naar) throw new DomainError('ILLEGAL_TRANSITION', t.ok ? 'Ongeldige overgang.' : t.reden);
  const slot = window(input);
  checkWindow(ctx, slot);
  if (slot.start.getTime() === row.start.getTime() && slot.end.getTime() === row.eind.getTime()) {
    throw invalid([{ path: 'start', message: 'kies een ander tijdstip dan het huidige' }]);
  }
  const note = input.reden?.trim() || null;
  const pending = t.tijd === 'voorstel';
  const naar = t.naar;
  return arbitrated(() =>
    inTransaction(
      ctx.db,
      async (tx) => {
        await lockAdviserSchedule(tx, row.adviseurId);
        await assertNewTimeFree(tx, row, slot, actor);
        const data = pending
          ? // the confirmed time stays in start/eind; calendars keep it until the move is accepted
            {
              status: naar,
              verplaatsingStart: slot.start,
              verplaatsingEind: slot.end,
              verplaatsingDoor: actor,
              verplaatsingReden: note,
            }
          : {
              status: naar,
              voorgesteldDoor: actor,
              start: slot.start,
              eind: slot.end,
              reden: note,
              herinneringVerstuurdOp: null,
              volgnummer: { increment: 1 },
            };
        const updated = await updateAppointmentGuarded(
          tx,
          row.id,
          { status: row.status, verplaatsingStart: row.verplaatsingStart },
          data,
          {
            actie: 'VERPLAATST',
            doorId: ctx.actor.userId,
            reden: note,
          },
        );
        if (!updated)
          throw new DomainError('ILLEGAL_TRANSITION', 'De afspraak is intussen gewijzigd; laad hem opnieuw.');
        if (pending)
          await tellParties(tx, updated, 'VERPLAATST', actor, note, { pendingMove: true, mailRecipient: true });
        else
          await tellParties(tx, updated, 'VERPLAATST', actor, note, {
            calendar: knownToCalendars(row) ? 'REQUEST' : null,
          });
        return toAppointmentResponse(updated);
      },
      SCHEDULING_TX,
    ),
  );
}

// ── decisions ──────────────────────────────────────────────────────────────

const kindOf: Record<Exclude<AppointmentAction, 'WIJZIGEN' | 'VERPLAATSEN' | 'VERWIJDEREN'>, MessageKind> = {
  ACCEPTEREN: 'BEVESTIGD',
  GOEDKEUREN: 'BEVESTIGD',
  AFWIJZEN: 'AFGEWEZEN',
  WEIGEREN: 'AFGEWEZEN',
  ANNULEREN: 'GEANNULEERD',
};

/**
 * accept / decline (entrepreneur), approve / reject (adviser), cancel (either, with a reason). A
 * confirmation mails both parties an invitation (REQUEST); an ending of an appointment calendars
 * know raises its SEQUENCE and mails a CANCEL. On a confirmed appointment with a pending move,
 * accept/approve moves it to the new time (SEQUENCE up, REQUEST with the new time to both) and
 * decline/reject drops the move (the confirmed time stays; the mover is told).
 */
export async function decideAppointment(
  ctx: AuthedContext,
  id: string,
  action: keyof typeof kindOf,
  reden?: string | null,
): Promise<TAppointmentResponse> {
  const row = await loadForParty(ctx, id);
  const t = transition(row, action, ctx.actor.rol);
  if (!t.ok || !t.naar) throw new DomainError('ILLEGAL_TRANSITION', t.ok ? 'Ongeldige overgang.' : t.reden);
  const moves = t.tijd === 'overnemen';
  // the time the appointment holds after the decision
  const target: Interval =
    moves && row.verplaatsingStart && row.verplaatsingEind
      ? { start: row.verplaatsingStart, end: row.verplaatsingEind }
      : asInterval(row);
  const confirms = t.naar === 'BEVESTIGD' && (moves || !t.overVerplaatsing);
  if (confirms && target.start.getTime() <= ctx.clock.now().getTime()) {
    throw new DomainError('ILLEGAL_TRANSITION', 'Dit voorstel ligt in het verleden en kan niet meer worden bevestigd.');
  }
  const note = reden?.trim() || null;
  if (action === 'ANNULEREN' && !note) throw invalid([{ path: 'reden', message: 'geef een reden voor de annulering' }]);
  const naar = t.naar;
  const hadMove = row.verplaatsingStart !== null;
  return arbitrated(() =>
    inTransaction(
      ctx.db,
      async (tx) => {
        if (confirms) {
          // confirmations of one adviser take turns, as proposals do: the overlap is found by a query,
          // not by the exclusion constraint, whose concurrent checks wait on each other (and on the
          // deadlock detector) and made fifty simultaneous approvals take seconds each under load;
          // the constraint stays the arbiter, also for the new time of an accepted move
          await lockAdviserSchedule(tx, row.adviseurId);
          const confirmed = await findAppointmentsInWindow(
            tx,
            row.adviseurId,
            { from: target.start, to: target.end },
            ['BEVESTIGD'],
            row.id,
          );
          if (confirmed.some((b) => overlaps(target, asInterval(b)))) throw overlapConflict();
        }
        const updated = await updateAppointmentGuarded(
          tx,
          row.id,
          { status: row.status, verplaatsingStart: row.verplaatsingStart },
          {
            status: naar,
            // a decision on a move leaves the appointment's own remark alone
            ...(!t.overVerplaatsing && (note !== null || naar !== 'BEVESTIGD') ? { reden: note } : {}),
            ...(t.volgnummerOmhoog ? { volgnummer: { increment: 1 } } : {}),
            ...(moves ? { start: target.start, eind: target.end, herinneringVerstuurdOp: null } : {}),
            ...(hadMove && t.verplaatsingDoor === null ? NO_PENDING_MOVE : {}),
          },
          { actie: t.overVerplaatsing ? `VERPLAATSING_${action}` : action, doorId: ctx.actor.userId, reden: note },
        );
        if (!updated)
          throw new DomainError('ILLEGAL_TRANSITION', 'De afspraak is intussen gewijzigd; laad hem opnieuw.');
        if (t.overVerplaatsing) {
          // accepted: both calendars get the new time (REQUEST, SEQUENCE up); declined: only the mover hears of it
          if (moves)
            await tellParties(tx, updated, 'VERPLAATSING_GEACCEPTEERD', ctx.actor.rol, note, { calendar: 'REQUEST' });
          else await tellParties(tx, updated, 'VERPLAATSING_AFGEWEZEN', ctx.actor.rol, note, { mailRecipient: true });
        } else {
          const calendar: CalendarMail = naar === 'BEVESTIGD' ? 'REQUEST' : knownToCalendars(row) ? 'CANCEL' : null;
          await tellParties(tx, updated, kindOf[action], ctx.actor.rol, note, { calendar });
        }
        return toAppointmentResponse(updated);
      },
      SCHEDULING_TX,
    ),
  );
}

/** The adviser deletes an appointment that is not confirmed (a confirmed one is cancelled first). */
export async function deleteAppointmentByAdviser(ctx: AuthedContext, id: string): Promise<void> {
  const row = await loadForParty(ctx, id);
  const t = transition(row, 'VERWIJDEREN', 'ADVISEUR');
  if (!t.ok) throw new DomainError('ILLEGAL_TRANSITION', t.reden);
  await inTransaction(
    ctx.db,
    async (tx) => {
      if (row.status === 'VOORGESTELD' && row.start > ctx.clock.now())
        await tellParties(tx, row, 'INGETROKKEN', 'ADVISEUR', null, { linkAppointment: false });
      if (!(await deleteAppointmentGuarded(tx, row.id, row.status))) {
        throw new DomainError('ILLEGAL_TRANSITION', 'De afspraak is intussen gewijzigd; laad hem opnieuw.');
      }
    },
    SCHEDULING_TX,
  );
}
