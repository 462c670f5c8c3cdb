// Browser-facing protections, pure: the security headers of every response, and the CSRF rule for
// requests that authenticate with the session cookie (an ambient credential the browser attaches
// to cross-site requests too). Bearer-token requests carry no ambient credential and are exempt.
import { DomainError } from '../errors/domain-error.ts';
import { toProblem, type Problem } from '../errors/to-problem.ts';

/** Headers for every response of the app server (pages, REST, tRPC, files). */
export function securityHeaders(opts: { host: string | undefined; forwardedProto?: string | undefined }): Record<string, string> {
  const hostname = (opts.host ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  const local = hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '::1' || hostname.endsWith('.localhost') || hostname === '';
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      // Next.js inlines its bootstrap data as scripts; see the README for what a nonce policy would need
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(local && opts.forwardedProto !== 'https' ? {} : { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' }),
  };
}

/**
 * Whether a cookie-authenticated mutation may go ahead: only from the app's own pages. Browsers send
 * Sec-Fetch-Site (same-origin for our own fetches); older ones send Origin, which must be the app's.
 * A mutation with neither is refused: every browser sends one of them on a POST.
 */
export function isSameOriginMutation(headers: { get(name: string): string | null }, ownOrigins: readonly string[]): boolean {
  const site = headers.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = headers.get('origin');
  if (!origin) return false;
  return ownOrigins.some((o) => o.replace(/\/+$/, '').toLowerCase() === origin.replace(/\/+$/, '').toLowerCase());
}

/** The 403 for a cross-site mutation with the session cookie. */
export function csrfRejection(): Problem {
  return toProblem(new DomainError('CSRF_REJECTED', 'Dit verzoek komt niet van de eigen pagina’s van de app en is geweigerd (CSRF-bescherming).'));
}

/** Whether a request authenticates with a Bearer token (no ambient credential, no CSRF risk). */
export const hasBearer = (headers: { get(name: string): string | null }) => /^Bearer\s+\S+/i.test(headers.get('authorization') ?? '');
