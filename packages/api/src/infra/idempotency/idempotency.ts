// Idempotency-Key on creates, for both transports: a client that retries a create after a lost
// answer (a timeout, a dropped connection, a double click) gets the first answer again instead of
// a second resource. REST clients send the header; the web app sends one key per submit over
// tRPC. The procedures' guard (`withIdempotency` in trpc/procedures.ts) is the one place that
// applies it, so REST (which calls the same procedures) and tRPC share it. Keys are per user and
// kept 24 hours in PostgreSQL; a key used for another request is a 422.
import { createHash } from 'node:crypto';
import type { Db } from '@ikv/db';
import { DomainError } from '../../errors/domain-error.ts';
import { canonicalJson, decideOnKey, IDEMPOTENCY_RETENTION_MS } from './idempotency.rules.ts';
import {
  claimKey,
  completeKey,
  deleteKeysBefore,
  findKey,
  type KeyRef,
  releaseKey,
  takeOverKey,
} from './idempotency.repository.ts';

/** What a create answered: its success status and its (JSON-native) output. */
interface IdempotentResult {
  status: number;
  data: unknown;
}

function requestHash(input: unknown): string {
  return createHash('sha256').update(canonicalJson(input)).digest('hex');
}

/**
 * Runs `run` once per (user, key): the first answer (2xx) is kept and answered again to a retry
 * with the same operation and input (`replayed: true`); a failure releases the key.
 */
export async function withIdempotencyKey(
  db: Db,
  now: () => Date,
  ref: KeyRef,
  request: { operatie: string; input: unknown },
  run: () => Promise<IdempotentResult>,
): Promise<IdempotentResult & { replayed: boolean }> {
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
        data: existing.status === 204 ? undefined : (stored?.body ?? null),
        replayed: true,
      };
    }
    if (decision === 'mismatch') {
      throw new DomainError(
        'IDEMPOTENCY_KEY_REUSED',
        'Deze Idempotency-Key is al gebruikt voor een ander verzoek. Gebruik een nieuwe sleutel.',
      );
    }
    if (decision === 'take-over' && existing)
      claimed = await takeOverKey(db, ref, existing.aangemaaktOp, wanted, claimedAt);
    else if (decision === 'run') claimed = await claimKey(db, ref, wanted, claimedAt);
    if (!claimed) {
      throw new DomainError(
        'IDEMPOTENCY_KEY_IN_USE',
        'Een eerder verzoek met deze Idempotency-Key is nog bezig. Probeer het over een paar seconden opnieuw.',
        { retryAfter: 1 },
      );
    }
  }
  let result: IdempotentResult;
  try {
    result = await run();
  } catch (e) {
    await releaseKey(db, ref, claimedAt);
    throw e;
  }
  if (result.status >= 200 && result.status < 300) {
    // kept as JSON (the outputs are JSON-native), so a replay answers exactly what went out
    const body = result.data === undefined ? null : (JSON.parse(JSON.stringify(result.data)) as never);
    await completeKey(db, ref, claimedAt, result.status, { body });
  } else {
    await releaseKey(db, ref, claimedAt);
  }
  return { ...result, replayed: false };
}

/** Removes keys past their 24 hours (a job of the runtime, hourly: jobs.ts). */
export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await deleteKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS));
}
