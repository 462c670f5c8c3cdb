// Code requests answered before their work (API.md, Trust III: "a reset request answers in the same
// time whether the address exists or not"). POST /auth/verification with actie AANVRAGEN only counts
// the rate limits and queues the request (one row, the same for every address), then answers; the
// work that depends on the address (the account lookup, a new code, its e-mail, the audit row) runs
// after the answer in this process (a kick) and, for requests left behind by a restart, in the jobs
// of any instance. Claims use FOR UPDATE SKIP LOCKED, so each request is handled once.
import type { Db, Tx } from '@ikv/db';
import { hashCode, randomSixDigits } from '../../infra/codes.ts';
import { log } from '../../infra/observability/logger.ts';
import type { ServiceContext } from '../../infra/service-context.ts';
import { startPeriodicJob } from '../../infra/periodic-job.ts';
import { requestMailDelivery } from '../mail/mail-delivery.ts';
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
    let mailed = false;
    const claimed = await inTransaction(db, async (tx) => {
      const rows = await claimCodeRequests(tx, BATCH);
      for (const row of rows) if (await handle(tx, row)) mailed = true;
      return rows.length;
    });
    handled += claimed;
    if (mailed) requestMailDelivery(db);
    if (claimed < BATCH) return handled;
  }
}

const running = new WeakMap<Db, { again: boolean }>();

/** After the answer: handle the queue in this process soon (a request never waits for it). Never throws. */
export function kickCodeRequests(db: Db): void {
  const state = running.get(db);
  if (state) {
    state.again = true;
    return;
  }
  const mine = { again: false };
  running.set(db, mine);
  setImmediate(() => {
    void (async () => {
      try {
        do {
          mine.again = false;
          await processCodeRequests(db);
        } while (mine.again);
      } catch (e) {
        log().error({ err: e }, 'auth: code requests failed');
      } finally {
        running.delete(db);
      }
    })();
  });
}

/** The jobs' sweep: requests queued by an instance that stopped before handling them. */
export function startCodeRequestJob(db: Db): () => Promise<void> {
  return startPeriodicJob('code-requests', () => processCodeRequests(db), { intervalMs: 60_000 });
}
