// The e-mail verification link: a new single-use token (24 h) and its mail, queued in the caller's transaction.
import type { TaalVoorkeur } from '../../shared/taal.ts';
import type { Tx } from '@ikv/db';
import { randomToken, sha256 } from '../../infra/codes.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { appUrl } from '../../infra/app-url.ts';
import { verificationMail } from './auth.mails.ts';
import { insertOneTimeCode, retireCodes } from './auth.repository.ts';
import { EMAIL_VERIFICATION_TTL_MS } from '../../shared/one-time-code.rules.ts';

export async function queueEmailVerification(
  tx: Tx,
  user: { id: string; email: string; voornaam: string; taal: TaalVoorkeur },
  now: Date,
) {
  const token = randomToken();
  await retireCodes(tx, user.id, 'EMAIL_VERIFICATIE', now);
  await insertOneTimeCode(tx, {
    userId: user.id,
    email: user.email,
    doel: 'EMAIL_VERIFICATIE',
    codeHash: sha256(token),
    verlooptOp: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
  });
  const link = `${appUrl()}/email-bevestigen?token=${encodeURIComponent(token)}`;
  await queueMail(tx, { aan: user.email, ...verificationMail(user.taal, user.voornaam, link) });
}
