// The size of the scale data, for `pnpm seed:scale` and `pnpm bench:scale`: in requests
// (`--requests 1000000`, or SCALE_REQUESTS; ten per entrepreneur) or in entrepreneurs (`--entrepreneurs`).
import { SCALE_REQUESTS_PER_ENTREPRENEUR } from '@ikv/db/seed/scale';

/** Entrepreneurs for a number of requests; throws unless a positive multiple of ten requests. */
export function entrepreneursFor(requests: number): number {
  if (
    !Number.isInteger(requests) ||
    requests < SCALE_REQUESTS_PER_ENTREPRENEUR ||
    requests % SCALE_REQUESTS_PER_ENTREPRENEUR !== 0
  ) {
    throw new Error(
      `${requests} requests: give a positive multiple of ${SCALE_REQUESTS_PER_ENTREPRENEUR} (ten requests per entrepreneur)`,
    );
  }
  return requests / SCALE_REQUESTS_PER_ENTREPRENEUR;
}

/** "10000,100000,1_000_000" or "1e6" → numbers. */
export function parseSizes(list: string): number[] {
  return list.split(',').map((s) => Number(s.trim().replace(/_/g, '')));
}

/** 10 000 → "10k", 1 000 000 → "1M". */
export const sizeLabel = (requests: number) =>
  requests >= 1_000_000 ? `${+(requests / 1_000_000).toFixed(1)}M` : `${Math.round(requests / 1000)}k`;
