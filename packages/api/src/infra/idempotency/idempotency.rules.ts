// Idempotency-Key on creates, REST and tRPC alike (draft-ietf-httpapi-idempotency-key-header): the same key with
// the same request within the retention window answers the first result; the same key with
// another request is refused. Pure: no clock, no database, no hashing.

/** How long a key holds its first answer. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 3_600_000;
/** A claim without an answer after this long belongs to a request that died: it may be taken over. */
export const IDEMPOTENCY_ABANDONED_MS = 60_000;
const IDEMPOTENCY_KEY_MAX = 255;

/** A key is 1–255 visible ASCII characters (quotes around it, as the draft's sf-string, are dropped). */
export function parseIdempotencyKey(raw: string | null): { ok: true; key: string | null } | { ok: false } {
  if (raw === null) return { ok: true, key: null };
  let value = raw.trim();
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  if (value.length === 0 || value.length > IDEMPOTENCY_KEY_MAX) return { ok: false };
  if (!/^[\x21-\x7e]+$/.test(value)) return { ok: false };
  return { ok: true, key: value };
}

/** JSON with object keys sorted at every level, so `{a, b}` and `{b, a}` count as one request. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export interface StoredKey {
  operatie: string;
  bodyHash: string;
  /** 0 while the first request runs */
  status: number;
  aangemaaktOp: Date;
}

type KeyDecision =
  /** no live claim: this request runs and its answer is kept */
  | 'run'
  /** the first request finished: answer what it answered */
  | 'replay'
  /** the key was used for another request */
  | 'mismatch'
  /** the first request is still running */
  | 'in-progress'
  /** an expired key or an abandoned claim: this request takes it over and runs */
  | 'take-over';

export function decideOnKey(
  existing: StoredKey | null,
  request: { operatie: string; bodyHash: string },
  now: Date,
): KeyDecision {
  if (!existing) return 'run';
  const age = now.getTime() - existing.aangemaaktOp.getTime();
  if (age >= IDEMPOTENCY_RETENTION_MS) return 'take-over';
  if (existing.operatie !== request.operatie || existing.bodyHash !== request.bodyHash) return 'mismatch';
  if (existing.status !== 0) return 'replay';
  return age >= IDEMPOTENCY_ABANDONED_MS ? 'take-over' : 'in-progress';
}
