// Fixed-window rate limits: which limits exist and what a counter means. Pure.

export interface Limit {
  /** attempts allowed per window */
  max: number;
  windowMs: number;
}

const MIN = 60_000;

/** Per account (e-mail or user id) and per IP. Failures count for login/2FA/code checks; every request counts for code requests. */
export const LIMITS = {
  loginAccount: { max: 5, windowMs: 15 * MIN },
  /** failed logins from one address across accounts (credential stuffing): 30 in 15 minutes */
  loginIp: { max: 30, windowMs: 15 * MIN },
  twoFactorAccount: { max: 5, windowMs: 15 * MIN },
  twoFactorIp: { max: 50, windowMs: 15 * MIN },
  /** registrations refused for a taken address, per client address: enough for typing mistakes, too few to probe which addresses have an account */
  registerIp: { max: 10, windowMs: 60 * MIN },
  codeRequestAccount: { max: 5, windowMs: 60 * MIN },
  codeRequestIp: { max: 50, windowMs: 60 * MIN },
  codeCheckAccount: { max: 10, windowMs: 15 * MIN },
  codeCheckIp: { max: 100, windowMs: 15 * MIN },
  /** kvk.ownerCheck per user: enough for real use, too few to guess an officer's birth date */
  ownerCheck: { max: 30, windowMs: 60 * MIN },
  /**
   * Failed owner checks (API.md, Trust III), shared by companies.add and kvk.ownerCheck: per account
   * and per KvK number across all accounts, a day each. Past either only an adviser confirms.
   */
  eigenaarCheckAccount: { max: 5, windowMs: 24 * 60 * MIN },
  eigenaarCheckKvk: { max: 10, windowMs: 24 * 60 * MIN },
  /** chat.send per user: a lively conversation fits, a script flooding a thread does not */
  chatSend: { max: 30, windowMs: 1 * MIN },
  /** orientatie.calculate per IP (public): a person trying figures fits easily, a scraper does not */
  orientatieIp: { max: 60, windowMs: 1 * MIN },
  /** ikv.precheck per IP (public): as the orientation */
  voorcheckIp: { max: 60, windowMs: 1 * MIN },
  /** public verification (GET /verificatie/{code}, POST /verificatie) per IP: a lender's checks fit, guessing codes does not */
  verificatieIp: { max: 60, windowMs: 15 * MIN },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

export interface Bucket {
  aantal: number;
  resetOp: Date;
}

/** Seconds until the window ends (at least 1), when the bucket has reached its maximum; else null. */
export function computeRetryAfter(bucket: Bucket | null, limit: Limit, now: Date): number | null {
  if (!bucket || bucket.resetOp.getTime() <= now.getTime()) return null;
  if (bucket.aantal < limit.max) return null;
  return Math.max(1, Math.ceil((bucket.resetOp.getTime() - now.getTime()) / 1000));
}

/** A bucket key that does not store the raw e-mail address. */
export function bucketKey(name: LimitName, subject: string): string {
  return `${name}:${subject.trim().toLowerCase()}`;
}
