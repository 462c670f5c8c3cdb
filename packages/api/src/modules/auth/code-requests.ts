// Code requests answered before their work (API.md, Trust III: "a reset request answers in the same
// time whether the address exists or not"). POST /auth/verification with actie AANVRAGEN only counts
// the rate limits and queues the request (one row, the same for every address), then answers; the
// work that depends on the address (the account lookup, a new code, its e-mail, the audit row) runs
// after the answer as a job of the runtime (`code-requests`, asked for by the request, and every minute
// by the cron for requests whose job was lost). The jobs run one at a time (queue `code-requests`);
// a claim deletes the rows it takes, so each request is handled once.
import type { Db, Tx } from '@ikv/db';
import { hashCode, randomSixDigits } from '../../infra/codes.ts';
import { log } from '../../infra/observability/logger.ts';
import type { ServiceContext } from '../../infra/service-context.ts';
import { insertJob } from '../../infra/jobs/job-runtime.repository.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { consume } from '../rate-limit/rate-limit.service.ts';
import { resetMail } from './auth.mails.ts';
import { findAccountByEmail, insertOneTimeCode, retireCodes } from './auth.repository.ts';
import { claimCodeRequests, insertCodeRequest, type CodeRequestRow } from './code-requests.repository.ts';
import { RESET_CODE_TTL_MS } from '../../shared/one-time-code.rules.ts';
import { queueEmailVerification } from './email-verification.ts';
import { inTransaction } from '../../infra/database.ts';
import { writeAudit } from '../../infra/audit/audit.repository.ts';

type CodeDoel = 'EMAIL_VERIFICATIE' | 'WACHTWOORD_RESET';

/** The request path: rate limits, then one queued row. The same work whether or not the address has an account. */
export async function queueCodeRequest(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'ip'>,
  input: { email: string; doel: CodeDoel },
): Promise<void> {
  await consume(ctx, [
    ['codeRequestAccount', input.email],
    ['codeRequestIp', ctx.ip],
  ]);
  await insertCodeRequest(ctx.db, { email: input.email, doel: input.doel, ip: ctx.ip, aangemaaktOp: ctx.clock.now() });
}

/** The work of one request, inside the claiming transaction: true when a mail was queued. */
async function handle(tx: Tx, request: CodeRequestRow): Promise<boolean> {
  const user = await findAccountByEmail(tx, request.email);
  if (!user) return false;
  const now = request.aangemaaktOp;
  if (request.doel === 'EMAIL_VERIFICATIE') {
    if (user.emailGeverifieerdOp !== null) return false;
    await queueEmailVerification(tx, user, now);
    return true;
  }
  if (request.doel !== 'WACHTWOORD_RESET') return false;
  const code = randomSixDigits();
  await retireCodes(tx, user.id, 'WACHTWOORD_RESET', now);
  await insertOneTimeCode(tx, {
    userId: user.id,
    email: user.email,
    doel: 'WACHTWOORD_RESET',
    codeHash: hashCode('WACHTWOORD_RESET', code),
    verlooptOp: new Date(now.getTime() + RESET_CODE_TTL_MS),
  });
  await queueMail(tx, { aan: user.email, ...resetMail(user.taal, user.voornaam, code) });
  await writeAudit(tx, { userId: user.id, actie: 'WACHTWOORD_RESET_AANGEVRAAGD', ip: request.ip });
  return true;
}

const BATCH = 20;

/** Handles every queued request (in batches, each its own transaction); returns how many. Safe to run in many processes at once. */
export async function processCodeRequests(db: Db): Promise<number> {
  let handled = 0;
  for (;;) {
    const claimed = await inTransaction(db, async (tx) => {
      const rows = await claimCodeRequests(tx, BATCH);
      for (const row of rows) await handle(tx, row);
      return rows.length;
    });
    handled += claimed;
    if (claimed < BATCH) return handled;
  }
}

export const CODE_REQUESTS_JOB = 'code-requests';
/** One waiting run at most (its key), runs one at a time (its queue). */
const CODE_REQUESTS_SPEC = { jobKey: CODE_REQUESTS_JOB, queueName: CODE_REQUESTS_JOB };

/** After the answer: asks for the queue to be handled soon (a request never waits for it). Never throws. */
export function requestCodeRequests(db: Db): void {
  insertJob(db, CODE_REQUESTS_JOB, {}, CODE_REQUESTS_SPEC).catch((e: unknown) =>
    log().error(
      { err: e },
      'auth: could not queue the handling of code requests; the cron handles them within a minute',
    ),
  );
}
