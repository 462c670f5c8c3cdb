// Rate limiting per account and per IP: a place is reserved before the work; failures (or every request) keep it.
import type { Db } from '@ikv/db';
import { DomainError } from '../../errors/domain-error.ts';
import type { ServiceContext } from '../../infra/service-context.ts';
import type { AuditEntry } from '../../infra/audit/audit.repository.ts';
import { computeRetryAfter, LIMITS, type LimitName } from './rate-limit.rules.ts';
import { bucketKey } from './bucket-key.ts';
import {
  decrementBucket,
  deleteBuckets,
  deleteExpiredBuckets,
  incrementBucket,
  incrementBucketRecorded,
} from './rate-limit.repository.ts';

export type LimitSubject = [LimitName, string | null | undefined];

function keysOf(subjects: LimitSubject[]) {
  return subjects
    .filter((s): s is [LimitName, string] => !!s[1])
    .map(([name, subject]) => ({ name, key: bucketKey(name, subject) }));
}

function limited(retryAfter: number): DomainError {
  const minutes = Math.ceil(retryAfter / 60);
  return new DomainError(
    'RATE_LIMITED',
    `Te veel pogingen. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`,
    { retryAfter },
  );
}

/** A place taken in every bucket of a request; `release` gives it back (the request turned out not to count). */
interface Reservation {
  release(): Promise<void>;
}

/**
 * Reserve before answering: count one hit in every bucket at once (each increment is atomic in
 * PostgreSQL), and refuse with 429 — giving the places back — when any bucket was already full. So a
 * burst of parallel requests gets exactly `max` through, never more: nothing is checked before it is
 * counted.
 */
export async function reserve(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  subjects: LimitSubject[],
): Promise<Reservation> {
  const now = ctx.clock.now();
  const taken: string[] = [];
  let worst: number | null = null;
  for (const { name, key } of keysOf(subjects)) {
    const bucket = await incrementBucket(ctx.db, key, now, LIMITS[name].windowMs);
    taken.push(key);
    // full before this hit: the hits before it are what the limit allows
    const retry = computeRetryAfter({ aantal: bucket.aantal - 1, resetOp: bucket.resetOp }, LIMITS[name], now);
    if (retry !== null && (worst === null || retry > worst)) worst = retry;
  }
  const release = async () => {
    for (const key of taken.splice(0)) await decrementBucket(ctx.db, key);
  };
  if (worst !== null) {
    await release();
    throw limited(worst);
  }
  return { release };
}

/** Every request counts (code requests, public calculators): a place is reserved before the work. */
export async function consume(ctx: Pick<ServiceContext, 'db' | 'clock'>, subjects: LimitSubject[]): Promise<void> {
  await reserve(ctx, subjects);
}

/**
 * `consume` of one subject that also writes `entry` to the audit log, in the same round trip: the row
 * is written when the request is let through, not when it is refused (429, its place given back as
 * `reserve` does). So a parallel burst gets exactly `max` through and exactly `max` rows.
 */
export async function consumeRecorded(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  [name, subject]: [LimitName, string],
  entry: AuditEntry,
): Promise<void> {
  const now = ctx.clock.now();
  const key = bucketKey(name, subject);
  const bucket = await incrementBucketRecorded(ctx.db, { key, ...LIMITS[name] }, now, entry);
  const retry = computeRetryAfter({ aantal: bucket.aantal - 1, resetOp: bucket.resetOp }, LIMITS[name], now);
  if (retry === null) return;
  await decrementBucket(ctx.db, key);
  throw limited(retry);
}

/**
 * A guess (a password, a code, a client secret) against a limit that counts failures: a place is
 * reserved in every bucket before the guess is checked, and kept only when `run` calls `wrong()`. A
 * right guess, or an error, gives the place back, as registration does for anything but "address
 * taken". So a parallel burst of wrong guesses gets exactly `max` checked and the rest 429, and a
 * success counts no more than it did.
 */
export async function guess<T>(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  subjects: LimitSubject[],
  run: (wrong: () => void) => Promise<T>,
): Promise<T> {
  const reservation = await reserve(ctx, subjects);
  let counts = false;
  try {
    return await run(() => {
      counts = true;
    });
  } finally {
    if (!counts) await reservation.release();
  }
}

/** Forget an account's failures after a success (the IP buckets stay). */
export async function clearAttempts(ctx: Pick<ServiceContext, 'db'>, subjects: LimitSubject[]): Promise<void> {
  const keys = keysOf(subjects);
  if (keys.length)
    await deleteBuckets(
      ctx.db,
      keys.map((k) => k.key),
    );
}

/** Drops the buckets whose window has ended (a job of the runtime, hourly: jobs.ts): a new hit starts a fresh window anyway. */
export async function pruneRateLimitBuckets(db: Db, now: Date): Promise<void> {
  await deleteExpiredBuckets(db, now);
}
