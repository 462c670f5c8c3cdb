// Recognise the database errors that carry meaning for the domain.
// Prisma 7 with adapter-pg throws PrismaClientKnownRequestError: `code` is a Prisma code (P2002,
// P2025, and P2039/P2010 for anything it has no code of its own for); the SQLSTATE travels in
// meta.driverAdapterError.cause.originalCode. Plain `pg` errors carry the SQLSTATE in `code`.

type Obj = Record<string, unknown>;

/** The error, then everything reachable through meta.driverAdapterError and `cause`. */
function* chain(e: unknown): Generator<Obj> {
  const seen = new Set<unknown>();
  let cur: unknown = e;
  while (cur && typeof cur === 'object' && !seen.has(cur)) {
    seen.add(cur);
    const o = cur as Obj;
    yield o;
    const dae = (o.meta as Obj | undefined)?.driverAdapterError as Obj | undefined;
    cur = dae?.cause ?? dae ?? o.cause;
  }
}

const isPrismaError = (o: Obj) => typeof o.clientVersion === 'string';

function prismaCodeOf(e: unknown): string | undefined {
  const o = e as Obj | null;
  return o && typeof o === 'object' && isPrismaError(o) && typeof o.code === 'string' ? o.code : undefined;
}

/** The PostgreSQL SQLSTATE behind the error, if any. */
export function sqlStateOf(e: unknown): string | undefined {
  for (const o of chain(e)) {
    if (typeof o.originalCode === 'string') return o.originalCode;
    if (!isPrismaError(o) && typeof o.code === 'string' && /^[0-9A-Z]{5}$/.test(o.code)) return o.code;
  }
  return undefined;
}

/** Unique constraint (P2002 / 23505). */
export function isUniqueViolation(e: unknown): boolean {
  return prismaCodeOf(e) === 'P2002' || sqlStateOf(e) === '23505';
}
/** Record to update/delete not found (P2025). */
export function isNotFound(e: unknown): boolean {
  return prismaCodeOf(e) === 'P2025';
}
/** Exclusion constraint (23P01): overlapping ranges. */
export function isExclusionViolation(e: unknown): boolean {
  return sqlStateOf(e) === '23P01';
}
/** CHECK constraint (23514), e.g. shares above 100 %. */
export function isCheckViolation(e: unknown): boolean {
  return sqlStateOf(e) === '23514';
}

const CONNECTION_CODES = new Set([
  'P1001',
  'P1002',
  'P1017',
  'P2024',
  'P2028',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
]);

/**
 * The database is out of reach: refused or dropped connections, a server shutting down or starting
 * up (57P01–57P03, class 08), a pool that cannot hand out a connection in time, a transaction
 * that outlived its time limit waiting on others (P2028). A 503, not a 500:
 * the request may be repeated once the database is back.
 */
export function isDatabaseUnavailable(e: unknown): boolean {
  const state = sqlStateOf(e);
  if (state && (state.startsWith('08') || CONNECTION_CODES.has(state))) return true;
  for (const o of chain(e)) {
    if (typeof o.code === 'string' && CONNECTION_CODES.has(o.code)) return true;
    if (
      typeof o.kind === 'string' &&
      /^(DatabaseNotReachable|ConnectionClosed|SocketTimeout|TooManyConnections)$/.test(o.kind)
    )
      return true;
    if (
      typeof o.message === 'string' &&
      /Connection terminated|connect ECONNREFUSED|Can't reach database server|terminating connection due to administrator command|the database system is (starting up|shutting down)/i.test(
        o.message,
      )
    )
      return true;
  }
  return false;
}

/**
 * Input PostgreSQL cannot store or compare as text: a NUL byte (22021), an untranslatable
 * character (22P05), a value too long for its column (22001). Always a bad request, never a 500.
 */
export function isUnstorableText(e: unknown): boolean {
  const state = sqlStateOf(e);
  return state === '22021' || state === '22P05' || state === '22001';
}

/**
 * Deadlock or serialization failure (P2034 / 40P01 / 40001). Two transactions inserting rows that
 * conflict in an EXCLUDE constraint at the same moment can deadlock: retry once, or answer 409.
 */
export function isWriteConflict(e: unknown): boolean {
  const state = sqlStateOf(e);
  return prismaCodeOf(e) === 'P2034' || state === '40P01' || state === '40001';
}

/** The name of the violated constraint or index, where the driver tells it. */
export function constraintOf(e: unknown): string | undefined {
  for (const o of chain(e)) {
    const c = o.constraint;
    if (typeof c === 'string') return c;
    if (c && typeof c === 'object' && typeof (c as Obj).index === 'string') return (c as { index: string }).index;
    // adapter-pg keeps only the message for CHECK and EXCLUDE violations
    const message = typeof o.originalMessage === 'string' ? o.originalMessage : undefined;
    const named = message?.match(/constraint "([^"]+)"/)?.[1];
    if (named) return named;
  }
  return undefined;
}
