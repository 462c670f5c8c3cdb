// The redaction list of the logs (API.md, Operations: never a password, token, cookie, TOTP secret,
// document content or e-mail body). Applied to every log line's object, at any depth, and to its
// strings (an error message may quote a token or a query's arguments).

/** Keys whose values never reach a log, compared without case; also any key containing one of REDACTED_FRAGMENTS. */
export const REDACTED_KEYS: ReadonlySet<string> = new Set(
  [
    'authorization',
    'cookie',
    'cookies',
    'set-cookie',
    'x-api-key',
    'apikey',
    'kvk_api_key',
    'otp',
    'totp',
    'totpcode',
    'twofactorcode',
    'recoverycode',
    'recoverycodes',
    // document content and e-mail bodies
    'content',
    'inhoud',
    'bytes',
    'pdf',
    'body',
    'text',
    'tekst',
    'html',
    'kalender',
    'calendar',
    'ics',
    'jws',
    'signature',
    'handtekening',
    'd',
  ].map((k) => k.toLowerCase()),
);
export const REDACTED_FRAGMENTS: readonly string[] = [
  'password',
  'wachtwoord',
  'token',
  'secret',
  'cookie',
  'sleutel',
  'privatekey',
  'passphrase',
];

export const CENSOR = '[redacted]';

/** The answers so far: a log line's keys are nearly always the same few (bounded, so odd keys cannot grow it). */
const keyVerdicts = new Map<string, boolean>();

const isRedactedKey = (key: string): boolean => {
  let verdict = keyVerdicts.get(key);
  if (verdict === undefined) {
    const k = key.toLowerCase();
    verdict = REDACTED_KEYS.has(k) || REDACTED_FRAGMENTS.some((f) => k.includes(f));
    if (keyVerdicts.size < 2000) keyVerdicts.set(key, verdict);
  }
  return verdict;
};

/** Secrets inside free text: JWT/JWS compacts, bearer credentials, argon2 hashes, `password: x`-style pairs, cookies. */
const TEXT_PATTERNS: readonly [RegExp, string][] = [
  [/eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g, CENSOR],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${CENSOR}`],
  [/\$argon2(id|i|d)\$[^\s"']+/g, CENSOR],
  [
    /\b(\w*(?:password|wachtwoord|token|secret|cookie)\w*)(["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,;}]+)/gi,
    `$1$2${CENSOR}`,
  ],
  [/\b(smtps?:\/\/[^:/\s]+:)[^@\s]+@/gi, `$1${CENSOR}@`],
];

/** One scan that tells whether any pattern could match (most strings of a line, ids and paths, pass with it alone). */
const MAYBE_SECRET = /eyJ|bearer|basic|\$argon2|password|wachtwoord|token|secret|cookie|:\/\/[^@\s]*@/i;

export function redactText(text: string): string {
  if (!MAYBE_SECRET.test(text)) return text;
  let out = text;
  for (const [pattern, replacement] of TEXT_PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

/** A copy of `value` with every redacted key's value censored and every string cleaned; errors become plain objects. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[deep]';
  if (value instanceof Error) return redactError(value, depth);
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return CENSOR;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = isRedactedKey(key) ? CENSOR : redact(v, depth + 1);
  return out;
}

function redactError(error: Error, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {
    type: error.name,
    message: redactText(error.message),
    stack: error.stack ? redactText(error.stack) : undefined,
  };
  for (const [key, v] of Object.entries(error))
    if (key !== 'message' && key !== 'stack') out[key] = isRedactedKey(key) ? CENSOR : redact(v, depth + 1);
  if (error.cause !== undefined) out.cause = redact(error.cause, depth + 1);
  return out;
}
