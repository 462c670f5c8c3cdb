// Prisma access for an adviser's account deletion (docs/privacy.md section 4): his open work handed
// back, his agenda emptied. The account row itself is pseudonymised by the entrepreneur's erasure
// (ondernemer.repository eraseUser); his issued statements keep the name they were signed with.
import type { Db, Tx } from '@ikv/db';

/** The adviser by e-mail, if the account is an undeleted ADVISEUR. */
export function findAdviserByEmail(db: Db | Tx, email: string) {
  return db.user.findFirst({
    where: { email, rol: 'ADVISEUR', verwijderdOp: null },
    select: { id: true, email: true, voornaam: true, taal: true },
  });
}

const OPEN = ['INGEDIEND', 'IN_BEHANDELING', 'AANVULLING_NODIG'] as const;

/** His open requests go back to the unassigned queue; returns them with the applicant to tell. */
export async function releaseOpenRequests(tx: Tx, adviserId: string) {
  const open = await tx.aanvraag.findMany({
    where: { behandelaarId: adviserId, status: { in: [...OPEN] } },
    select: { id: true, nummer: true, ondernemerId: true, ondernemer: { select: { taal: true } } },
  });
  await tx.aanvraag.updateMany({
    where: { id: { in: open.map((a) => a.id) } },
    data: { behandelaarId: null },
  });
  return open;
}

/** His proposed and confirmed appointments are cancelled; returns them with the entrepreneur to tell. */
export async function cancelAdviserAppointments(tx: Tx, adviserId: string, now: Date) {
  const open = await tx.appointment.findMany({
    where: { adviseurId: adviserId, status: { in: ['VOORGESTELD', 'BEVESTIGD'] }, eind: { gt: now } },
    select: { id: true, ondernemerId: true, start: true, ondernemer: { select: { taal: true } } },
  });
  await tx.appointment.updateMany({
    where: { id: { in: open.map((a) => a.id) } },
    data: {
      status: 'GEANNULEERD',
      reden: 'Adviseur niet meer beschikbaar',
      volgnummer: { increment: 1 },
      // a proposed move ends with the appointment (CHECK appointments_verplaatsing_consistent)
      verplaatsingStart: null,
      verplaatsingEind: null,
      verplaatsingDoor: null,
      verplaatsingReden: null,
    },
  });
  return open;
}

/** His availability (single blocks and series) is deleted. */
export async function deleteAvailabilityOf(tx: Tx, adviserId: string): Promise<void> {
  await tx.availability.deleteMany({ where: { adviseurId: adviserId } });
  await tx.availabilitySeries.deleteMany({ where: { adviseurId: adviserId } });
}
