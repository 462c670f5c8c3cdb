// Failed owner checks are limited (API.md, Trust III): per account and per KvK number across all
// accounts, one limit shared by every path that runs the check (companies.add and kvk.ownerCheck),
// counted in PostgreSQL so it holds across app instances. A check first reserves one failure in
// both counters (atomically, so parallel attempts cannot overshoot) and gives it back when the
// check did not fail (a match, or no registry data to compare with).
import type { ServiceContext } from '../../infra/service-context.ts';
import { decrementBucket, incrementBucket } from '../rate-limit/rate-limit.repository.ts';
import { bucketKey, LIMITS } from '../rate-limit/rate-limit.rules.ts';

export interface OwnerCheckReservation {
  /** the check may run */
  toegestaan: boolean;
  /** seconds until the fuller counter's window ends (when refused) */
  retryAfter: number;
  /** give the reserved failure back: the check matched or could not be done */
  release(): Promise<void>;
}

export async function reserveOwnerCheck(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  userId: string,
  kvkNummer: string,
): Promise<OwnerCheckReservation> {
  const now = ctx.clock.now();
  const account = bucketKey('eigenaarCheckAccount', userId);
  const kvk = bucketKey('eigenaarCheckKvk', kvkNummer);
  const a = await incrementBucket(ctx.db, account, now, LIMITS.eigenaarCheckAccount.windowMs);
  const k = await incrementBucket(ctx.db, kvk, now, LIMITS.eigenaarCheckKvk.windowMs);
  const release = async () => {
    await decrementBucket(ctx.db, account);
    await decrementBucket(ctx.db, kvk);
  };
  const over = [
    a.aantal > LIMITS.eigenaarCheckAccount.max ? a : null,
    k.aantal > LIMITS.eigenaarCheckKvk.max ? k : null,
  ].filter((b) => b !== null);
  if (over.length === 0) return { toegestaan: true, retryAfter: 0, release };
  await release(); // a refused attempt is no failure of its own
  const retryAfter = Math.max(1, ...over.map((b) => Math.ceil((b.resetOp.getTime() - now.getTime()) / 1000)));
  return { toegestaan: false, retryAfter, release: async () => {} };
}
