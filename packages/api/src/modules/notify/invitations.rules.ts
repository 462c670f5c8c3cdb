// Partner invitations: expiry and states. Pure; time comes in as an argument. Here, with the
// notifications, because a notification of an invitation shows its state and whether it can be answered.

export const INVITATION_TTL_DAYS = 14;

export type UitnodigingStatus = 'OPENSTAAND' | 'GEACCEPTEERD' | 'AFGEWEZEN' | 'INGETROKKEN' | 'VERLOPEN';

export function invitationExpiresAt(now: Date): Date {
  return new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
}

/** An open invitation whose time has passed is VERLOPEN, even before a write marks it so. */
export function effectiveStatus(status: UitnodigingStatus, verlooptOp: Date, now: Date): UitnodigingStatus {
  return status === 'OPENSTAAND' && verlooptOp.getTime() <= now.getTime() ? 'VERLOPEN' : status;
}

export type AnswerCheck = { ok: true } | { ok: false; reason: 'EXPIRED' | 'NOT_OPEN' };

/** May an invitation in this state still be accepted, declined or withdrawn? */
export function canAnswer(status: UitnodigingStatus, verlooptOp: Date, now: Date): AnswerCheck {
  const effective = effectiveStatus(status, verlooptOp, now);
  if (effective === 'OPENSTAAND') return { ok: true };
  return { ok: false, reason: effective === 'VERLOPEN' ? 'EXPIRED' : 'NOT_OPEN' };
}

/** A share as the Decimal(5,2) string the database stores (33.333 is refused by the schema first). */
export function shareString(p: number): string {
  return (Math.round(p * 100) / 100).toFixed(2);
}
