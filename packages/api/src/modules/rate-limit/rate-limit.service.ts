// Rate limiting per account and per IP: check before the work, count failures (or every request).
import type { Db } from '@ikv/db';
import { DomainError } from '../../errors/domain-error.ts';
import type { ServiceContext } from '../../infra/service-context.ts';
import { computeRetryAfter, LIMITS, type LimitName } from './rate-limit.rules.ts';
import { bucketKey } from './bucket-key.ts';
import {
  decrementBucket,
  deleteBuckets,
  deleteExpiredBuckets,
  findBuckets,
  incrementBucket,
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

/** 429 when any of the buckets is full. */
export async function assertNotLimited(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  subjects: LimitSubject[],
): Promise<void> {
  const keys = keysOf(subjects);
  if (keys.length === 0) return;
  const buckets = await findBuckets(
    ctx.db,
    keys.map((k) => k.key),
  );
  const now = ctx.clock.now();
  let worst: number | null = null;
  for (const { name, key } of keys) {
    const retry = computeRetryAfter(buckets.get(key) ?? null, LIMITS[name], now);
    if (retry !== null && (worst === null || retry > worst)) worst = retry;
  }
  if (worst !== null) throw limited(worst);
}

/** Count one attempt in every bucket. */
export async function countAttempt(ctx: Pick<ServiceContext, 'db' | 'clock'>, subjects: LimitSubject[]): Promise<void> {
  const now = ctx.clock.now();
  for (const { name, key } of keysOf(subjects)) await incrementBucket(ctx.db, key, now, LIMITS[name].windowMs);
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
