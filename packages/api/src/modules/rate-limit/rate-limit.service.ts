// Rate limiting per account and per IP: check before the work, count failures (or every request).
import { DomainError } from '../../errors/domain-error.ts';
import type { ServiceContext } from '../../infra/service-context.ts';
import { bucketKey, computeRetryAfter, LIMITS, type LimitName } from './rate-limit.rules.ts';
import { deleteBuckets, findBuckets, incrementBucket } from './rate-limit.repository.ts';

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

/** Check, then count: for operations where every request counts (code requests). */
export async function consume(ctx: Pick<ServiceContext, 'db' | 'clock'>, subjects: LimitSubject[]): Promise<void> {
  await assertNotLimited(ctx, subjects);
  await countAttempt(ctx, subjects);
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
