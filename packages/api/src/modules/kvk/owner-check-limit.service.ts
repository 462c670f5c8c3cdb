// Failed owner checks are limited (API.md, Trust III): per account and per KvK number across all
// accounts, one limit shared by every path that runs the check (companies.add and kvk.ownerCheck),
// counted in PostgreSQL so it holds across app instances. A check first reserves one failure in
// both counters (atomically, so parallel attempts cannot overshoot) and gives it back when the
// check did not fail (a match, or no registry data to compare with). Beside them (Trust IV) the
// client's network has its own counters, per KvK number and in total, so a few throw-away accounts
// from one network cannot spend a number's counter and block its real owner.
import type { ServiceContext } from '../../infra/service-context.ts';
import { decrementBucket, incrementBucket } from '../rate-limit/rate-limit.repository.ts';
import { bucketKey } from '../rate-limit/bucket-key.ts';
import { LIMITS, networkOf, type LimitName } from '../rate-limit/rate-limit.rules.ts';

export interface OwnerCheckReservation {
  /** the check may run */
  toegestaan: boolean;
  /** seconds until the fuller counter's window ends (when refused) */
  retryAfter: number;
  /** give the reserved failure back: the check matched or could not be done */
  release(): Promise<void>;
}

export async function reserveOwnerCheck(
  ctx: Pick<ServiceContext, 'db' | 'clock'> & { ip?: string | null },
  userId: string,
  kvkNummer: string,
): Promise<OwnerCheckReservation> {
  const now = ctx.clock.now();
  const network = ctx.ip ? networkOf(ctx.ip) : null;
  const counters: [LimitName, string][] = [
    ['eigenaarCheckAccount', userId],
    ['eigenaarCheckKvk', kvkNummer],
    ...(network
      ? ([
          ['eigenaarCheckNetworkKvk', `${network}|${kvkNummer}`],
          ['eigenaarCheckNetwork', network],
        ] as [LimitName, string][])
      : []),
  ];
  const keys: string[] = [];
  const over = [];
  for (const [name, subject] of counters) {
    const key = bucketKey(name, subject);
    const bucket = await incrementBucket(ctx.db, key, now, LIMITS[name].windowMs);
    keys.push(key);
    if (bucket.aantal > LIMITS[name].max) over.push(bucket);
  }
  const release = async () => {
    for (const key of keys) await decrementBucket(ctx.db, key);
  };
  if (over.length === 0) return { toegestaan: true, retryAfter: 0, release };
  await release(); // a refused attempt is no failure of its own
  const retryAfter = Math.max(1, ...over.map((b) => Math.ceil((b.resetOp.getTime() - now.getTime()) / 1000)));
  return { toegestaan: false, retryAfter, release: async () => {} };
}
