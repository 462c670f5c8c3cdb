// Browser-facing protections, pure (but for drawing a nonce): the security headers of every response, and the CSRF rule for
// requests that authenticate with the session cookie (an ambient credential the browser attaches
// to cross-site requests too). Bearer-token requests carry no ambient credential and are exempt.
import { randomBytes } from 'node:crypto';
import { DomainError } from '../errors/domain-error.ts';
import { toProblem, type Problem } from '../errors/to-problem.ts';

/**
 * What an answer is, for its Content-Security-Policy:
 * - `document`: an HTML page. Scripts run only with the request's nonce (Next.js puts it on its own
 *   script tags when it finds it in the request's Content-Security-Policy header) and what those load
 *   (`'strict-dynamic'`); no inline script without the nonce, no `eval` outside development.
 * - `resource`: JSON, files, downloads, streams: nothing in them may load or run anything.
 * - `file`: an uploaded document (GET /api/documents/{id}), which the browser may render (a PDF's
 *   JavaScript, an SVG disguised as an image): always in a sandbox without scripts; `inline`
 *   (`?inline=1`, the adviser's viewer) may be framed by the app's own pages.
 */
export type SecurityHeadersFor =
  { kind: 'document'; nonce: string; dev?: boolean } | { kind: 'resource' } | { kind: 'file'; inline: boolean };

/**
 * The policy of an uploaded document: `sandbox` (no scripts, no plugins' own code, an opaque
 * origin), nothing loaded but the file itself (the browser's own viewer: images, its object and styles).
 */
export function fileContentSecurityPolicy(inline: boolean): string {
  return `sandbox; default-src 'none'; img-src 'self'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors ${inline ? "'self'" : "'none'"}`;
}

/**
 * What an answer to this request URL is (see {@link SecurityHeadersFor}). The app server sets the
 * headers before the route runs, and Next.js keeps a header that is already set: so the sandbox of an
 * uploaded document is decided here, and no later header can replace it.
 */
export function securityTargetFor(url: string, opts: { dev?: boolean } = {}): SecurityHeadersFor {
  if (isDocumentPath(url)) return { kind: 'document', nonce: createNonce(), dev: opts.dev };
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (/^\/api\/documents\/[^/]+\/?$/.test(path))
    return { kind: 'file', inline: new URLSearchParams(q === -1 ? '' : url.slice(q + 1)).get('inline') === '1' };
  return { kind: 'resource' };
}

/** A fresh nonce for one document: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Whether a string can stand in a CSP nonce source (base64 or base64url), and so in an HTML attribute. */
export const isNonce = (value: string): boolean => /^[A-Za-z0-9+/_-]+={0,2}$/.test(value);

/** The Content-Security-Policy of one answer (see {@link SecurityHeadersFor}). */
export function contentSecurityPolicy(target: SecurityHeadersFor): string {
  if (target.kind === 'file') return fileContentSecurityPolicy(target.inline);
  if (target.kind === 'resource')
    return [
      "default-src 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; ');
  if (!isNonce(target.nonce)) throw new Error('invalid CSP nonce');
  return [
    "default-src 'self'",
    // 'self' only counts for browsers without 'strict-dynamic' (CSP 2); `next dev` evaluates its modules
    `script-src 'self' 'nonce-${target.nonce}' 'strict-dynamic'${target.dev ? " 'unsafe-eval'" : ''}`,
    // style attributes (React's style={…}) and Swagger UI's inline styles; a nonce here would disable 'unsafe-inline'
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers for every response of the app server (pages, REST, tRPC, files). */
export function securityHeaders(opts: {
  host: string | undefined;
  forwardedProto?: string | undefined;
  for: SecurityHeadersFor;
}): Record<string, string> {
  const hostname = (opts.host ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  const local =
    hostname === 'localhost' ||
    hostname === '127.0.0.1' ||
    hostname === '::1' ||
    hostname.endsWith('.localhost') ||
    hostname === '';
  return {
    'Content-Security-Policy': contentSecurityPolicy(opts.for),
    'X-Frame-Options': opts.for.kind === 'file' && opts.for.inline ? 'SAMEORIGIN' : 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(local && opts.forwardedProto !== 'https'
      ? {}
      : { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' }),
  };
}

/**
 * Whether a path is answered as a document (an HTML page, with a nonce) or as a resource. Everything
 * under /api/ is data or files, except the API reference page /api/docs; everything else is the
 * pages (Next's static files get the document policy too, which is harmless for them).
 */
export function isDocumentPath(url: string): boolean {
  const path = url.split('?')[0]!.split('#')[0]!;
  if (path === '/api' || path.startsWith('/api/')) return path === '/api/docs' || path === '/api/docs/';
  return true;
}

/**
 * Whether a cookie-authenticated mutation may go ahead: only from the app's own pages. Browsers send
 * Sec-Fetch-Site (same-origin for our own fetches); older ones send Origin, which must be the app's.
 * A mutation with neither is refused: every browser sends one of them on a POST.
 */
export function isSameOriginMutation(
  headers: { get(name: string): string | null },
  ownOrigins: readonly string[],
): boolean {
  const site = headers.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = headers.get('origin');
  if (!origin) return false;
  return ownOrigins.some((o) => o.replace(/\/+$/, '').toLowerCase() === origin.replace(/\/+$/, '').toLowerCase());
}

/** The 403 for a cross-site mutation with the session cookie. */
export function csrfRejection(): Problem {
  return toProblem(
    new DomainError(
      'CSRF_REJECTED',
      'Dit verzoek komt niet van de eigen pagina’s van de app en is geweigerd (CSRF-bescherming).',
    ),
  );
}

/** Whether a request authenticates with a Bearer token (no ambient credential, no CSRF risk). */
export const hasBearer = (headers: { get(name: string): string | null }) =>
  /^Bearer\s+\S+/i.test(headers.get('authorization') ?? '');
