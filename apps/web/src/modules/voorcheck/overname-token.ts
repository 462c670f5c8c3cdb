// The signed token that carries the pre-check's figures to a new account (overname.server.ts sets and
// reads it as a cookie): base64url(JSON {input, exp}) + HMAC-SHA256 with the app's secret, 7 days. Pure
// apart from the secret's default.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '@ikv/api/config';
import { ZPrecheckInput, type TPrecheckInput } from '@ikv/api/schemas/ikv/precheck';

export const GELDIG_MS = 7 * 24 * 60 * 60 * 1000;

function secret(): string {
  const s = config().authSecret;
  if (!s) throw new Error('AUTH_SECRET is not set');
  return s;
}

const mac = (body: string, key: string) => createHmac('sha256', key).update(`voorcheck.v1.${body}`).digest('base64url');

/** The token of the figures: base64url(JSON {input, exp}).signature */
export function signOvername(input: TPrecheckInput, now: Date, key = secret()): string {
  const body = Buffer.from(JSON.stringify({ input, exp: now.getTime() + GELDIG_MS })).toString('base64url');
  return `${body}.${mac(body, key)}`;
}

/** The figures of a token, or null when it is forged, expired or not the schema's shape. */
export function verifyOvername(token: string | undefined, now: Date, key = secret()): TPrecheckInput | null {
  if (!token || token.length > 8000) return null;
  const [body, sig, ...rest] = token.split('.');
  if (!body || !sig || rest.length > 0) return null;
  const expected = Buffer.from(mac(body, key));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { input?: unknown; exp?: unknown };
    if (typeof parsed.exp !== 'number' || parsed.exp < now.getTime()) return null;
    const checked = ZPrecheckInput.safeParse(parsed.input);
    return checked.success ? checked.data : null;
  } catch {
    return null;
  }
}
