// An adviser's account deletion (docs/privacy.md section 4), run by the operator (`pnpm delete-adviser`):
// his open requests go back to the queue and his appointments are cancelled, the entrepreneurs told;
// his agenda goes; the account is pseudonymised like an entrepreneur's. His issued statements stay
// verifiable under the name they were signed with: they are his professional record, relied on by lenders.
import type { Db } from '@ikv/db';
import { DomainError } from '../../errors/domain-error.ts';
import { deleteFailedLoginTrail, writeAudit } from '../../infra/audit/audit.repository.ts';
import type { Clock } from '../../infra/clock.ts';
import { inTransaction } from '../../infra/database.ts';
import { securityNoticeMail } from '../auth/auth.mails.ts';
import { purgeMailTo } from '../mail/mail.repository.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { notify } from '../notify/notify.ts';
import { eraseUser } from '../ondernemer/ondernemer.repository.ts';
import {
  cancelAdviserAppointments,
  deleteAvailabilityOf,
  findAdviserByEmail,
  releaseOpenRequests,
} from './adviser-erasure.repository.ts';
import { adviserGoneMelding } from './adviser-erasure.rules.ts';

interface AdviserErasure {
  userId: string;
  aanvragen: number;
  afspraken: number;
}

export async function eraseAdviser(db: Db, clock: Clock, email: string): Promise<AdviserErasure> {
  const adviser = await findAdviserByEmail(db, email.trim().toLowerCase());
  if (!adviser) throw new DomainError('ADVISER_NOT_FOUND', 'Er is geen adviseur met dit e-mailadres.');
  const now = clock.now();
  const result = await inTransaction(db, async (tx) => {
    const requests = await releaseOpenRequests(tx, adviser.id);
    for (const a of requests)
      await notify(tx, {
        userId: a.ondernemerId,
        type: 'AANVRAAG_STATUS',
        aanvraagId: a.id,
        ...adviserGoneMelding('AANVRAAG', a.nummer),
      });
    const appointments = await cancelAdviserAppointments(tx, adviser.id, now);
    for (const a of appointments)
      await notify(tx, {
        userId: a.ondernemerId,
        type: 'AFSPRAAK',
        afspraakId: a.id,
        ...adviserGoneMelding('AFSPRAAK', null),
      });
    await deleteAvailabilityOf(tx, adviser.id);
    await purgeMailTo(tx, adviser.email, { queued: true });
    await queueMail(tx, {
      aan: adviser.email,
      ...securityNoticeMail(adviser.taal, adviser.voornaam, 'ACCOUNT_DELETED'),
      wissenNaVerzending: true,
    });
    await deleteFailedLoginTrail(tx, adviser.email);
    await eraseUser(tx, adviser.id, adviser.email, now);
    await writeAudit(tx, { userId: adviser.id, actie: 'ACCOUNT_VERWIJDERD', ip: null, details: { rol: 'ADVISEUR' } });
    return { userId: adviser.id, aanvragen: requests.length, afspraken: appointments.length };
  });
  return result;
}
