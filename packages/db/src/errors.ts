// Recognise the database errors that carry meaning for the domain.

function codeOf(e: unknown): string | undefined {
  if (typeof e !== 'object' || e === null) return undefined;
  const o = e as { code?: unknown; meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; kind?: unknown } } }; cause?: unknown };
  if (typeof o.code === 'string') return o.code;
  return undefined;
}

function sqlStateOf(e: unknown): string | undefined {
  // Prisma wraps driver errors; the original SQLSTATE travels in meta.driverAdapterError.cause.originalCode
  const seen = new Set<unknown>();
  let cur: unknown = e;
  while (cur && typeof cur === 'object' && !seen.has(cur)) {
    seen.add(cur);
    const o = cur as Record<string, unknown>;
    if (typeof o.originalCode === 'string') return o.originalCode;
    if (typeof o.code === 'string' && /^[0-9A-Z]{5}$/.test(o.code) && !o.code.startsWith('P')) return o.code;
    const meta = o.meta as Record<string, unknown> | undefined;
    const dae = meta?.driverAdapterError as Record<string, unknown> | undefined;
    cur = dae?.cause ?? o.cause;
  }
  return undefined;
}

/** Unique constraint (P2002 / 23505). */
export function isUniqueViolation(e: unknown): boolean {
  return codeOf(e) === 'P2002' || sqlStateOf(e) === '23505';
}
/** Record to update/delete not found (P2025). */
export function isNotFound(e: unknown): boolean {
  return codeOf(e) === 'P2025';
}
/** Exclusion constraint (23P01): overlapping ranges. */
export function isExclusionViolation(e: unknown): boolean {
  return sqlStateOf(e) === '23P01';
}
/** CHECK constraint (23514), e.g. shares above 100 %. */
export function isCheckViolation(e: unknown): boolean {
  return sqlStateOf(e) === '23514';
}
/** The name of the violated constraint, where the driver tells it. */
export function constraintOf(e: unknown): string | undefined {
  const seen = new Set<unknown>();
  let cur: unknown = e;
  while (cur && typeof cur === 'object' && !seen.has(cur)) {
    seen.add(cur);
    const o = cur as Record<string, unknown>;
    const c = o.constraint as unknown;
    if (typeof c === 'string') return c;
    if (c && typeof c === 'object' && 'index' in c && typeof (c as { index: unknown }).index === 'string') return (c as { index: string }).index;
    const meta = o.meta as Record<string, unknown> | undefined;
    if (typeof meta?.constraint === 'string') return meta.constraint;
    const dae = meta?.driverAdapterError as Record<string, unknown> | undefined;
    cur = dae?.cause ?? o.cause;
  }
  return undefined;
}
