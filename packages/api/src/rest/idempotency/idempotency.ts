// Idempotency-Key on REST creates: a client that retries a POST after a lost answer (a timeout, a
// dropped connection, a double click) gets the first answer again instead of a second resource.
// Keys are per user and kept 24 hours in PostgreSQL; a key used for another request is a 422.
import { createHash } from 'node:crypto';
import type { Db } from '@ikv/db';
import { DomainError } from '../../errors/domain-error.ts';
import { startPeriodicJob } from '../../infra/periodic-job.ts';
import { canonicalJson, decideOnKey, IDEMPOTENCY_RETENTION_MS } from './idempotency.rules.ts';
import { claimKey, completeKey, deleteKeysBefore, findKey, type KeyRef, releaseKey, takeOverKey } from './idempotency.repository.ts';

export interface IdempotentReply {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

export function requestHash(input: unknown): string {
  return createHash('sha256').update(canonicalJson(input)).digest('hex');
}

/**
 * Runs `run` once per (user, key): the first answer (2xx) is kept and answered again to a retry
 * with the same operation and body; a failure releases the key.
 */
export async function withIdempotencyKey(
  db: Db,
  now: () => Date,
  ref: KeyRef,
  request: { operatie: string; input: unknown },
  run: () => Promise<IdempotentReply>,
): Promise<IdempotentReply> {
  const wanted = { operatie: request.operatie, bodyHash: requestHash(request.input) };
  const claimedAt = now();
  let claimed = await claimKey(db, ref, wanted, claimedAt);
  if (!claimed) {
    const existing = await findKey(db, ref);
    const decision = existing ? decideOnKey(existing, wanted, claimedAt) : 'run';
    if (decision === 'replay' && existing) {
      const stored = existing.antwoord as { body?: unknown } | null;
      return {
        status: existing.status,
        headers: { 'content-type': 'application/json; charset=utf-8', 'idempotent-replayed': 'true' },
        body: existing.status === 204 ? null : JSON.stringify(stored?.body ?? null),
      };
    }
    if (decision === 'mismatch') {
      throw new DomainError('IDEMPOTENCY_KEY_REUSED', 'Deze Idempotency-Key is al gebruikt voor een ander verzoek. Gebruik een nieuwe sleutel.');
    }
    if (decision === 'take-over' && existing) claimed = await takeOverKey(db, ref, existing.aangemaaktOp, wanted, claimedAt);
    else if (decision === 'run') claimed = await claimKey(db, ref, wanted, claimedAt);
    if (!claimed) {
      throw new DomainError('IDEMPOTENCY_KEY_IN_USE', 'Een eerder verzoek met deze Idempotency-Key is nog bezig. Probeer het over een paar seconden opnieuw.', { retryAfter: 1 });
    }
  }
  let reply: IdempotentReply;
  try {
    reply = await run();
  } catch (e) {
    await releaseKey(db, ref, claimedAt);
    throw e;
  }
  if (reply.status >= 200 && reply.status < 300) {
    await completeKey(db, ref, claimedAt, reply.status, { body: reply.body === null ? null : (JSON.parse(reply.body) as never) });
  } else {
    await releaseKey(db, ref, claimedAt);
  }
  return reply;
}

/** Removes keys past their 24 hours, once an hour. */
export function startIdempotencyPruneJob(db: Db, now: () => Date = () => new Date()): () => void {
  return startPeriodicJob('idempotency-prune', () => deleteKeysBefore(db, new Date(now().getTime() - IDEMPOTENCY_RETENTION_MS)), { intervalMs: 60 * 60_000 });
}
