import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  createNonce,
  isDocumentPath,
  isSameOriginMutation,
  securityHeaders,
  securityTargetFor,
} from './web-security.ts';

const h = (o: Record<string, string>) => ({ get: (n: string) => o[n] ?? null });

const page = { kind: 'document', nonce: 'cmFuZG9tLW5vbmNlLTEyMw==' } as const;
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('securityHeaders', () => {
  it('forbids framing, sniffing and plugins everywhere', () => {
    for (const target of [page, { kind: 'resource' } as const]) {
      const s = securityHeaders({ host: 'ikv.example.nl', for: target });
      expect(s['Content-Security-Policy']).toContain("frame-ancestors 'none'");
      expect(s['Content-Security-Policy']).toContain("object-src 'none'");
      expect(s['X-Frame-Options']).toBe('DENY');
      expect(s['X-Content-Type-Options']).toBe('nosniff');
      expect(s['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    }
  });
  it('sends HSTS outside localhost only (or behind https)', () => {
    expect(securityHeaders({ host: 'ikv.example.nl', for: page })['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    for (const host of ['localhost:3000', '127.0.0.1:3100', '[::1]:3000', 'app.localhost'])
      expect(securityHeaders({ host, for: page })['Strict-Transport-Security']).toBeUndefined();
    expect(
      securityHeaders({ host: 'localhost', forwardedProto: 'https', for: page })['Strict-Transport-Security'],
    ).toBeDefined();
  });
});

describe('contentSecurityPolicy', () => {
  it('lets a page run only scripts with its nonce and what they load: no inline script, no eval', () => {
    const csp = contentSecurityPolicy(page);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-cmFuZG9tLW5vbmNlLTEyMw==' 'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    for (const d of [
      "default-src 'self'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ])
      expect(csp).toContain(d);
  });
  it('allows eval only under next dev', () => {
    expect(directive(contentSecurityPolicy({ ...page, dev: true }), 'script-src')).toContain("'unsafe-eval'");
    expect(directive(contentSecurityPolicy({ ...page, dev: true }), 'script-src')).not.toContain("'unsafe-inline'");
  });
  it('is Next.js-readable: the nonce is the first nonce source of script-src', () => {
    // the parsing Next.js does (get-script-nonce-from-header): script-src, first 'nonce-…' source
    const nonce = directive(contentSecurityPolicy(page), 'script-src')!
      .split(/\s+/)
      .map((s) => /^'nonce-(.+)'$/.exec(s)?.[1])
      .find(Boolean);
    expect(nonce).toBe(page.nonce);
  });
  it('refuses a nonce that could break out of the header', () => {
    expect(() => contentSecurityPolicy({ kind: 'document', nonce: "x'; script-src *" })).toThrow();
    expect(() => contentSecurityPolicy({ kind: 'document', nonce: '' })).toThrow();
  });
  it('lets resources (JSON, files) load and run nothing', () => {
    const csp = contentSecurityPolicy({ kind: 'resource' });
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).not.toContain('unsafe');
  });
});

describe('createNonce', () => {
  it('draws 128 random bits, base64, different each time', () => {
    const a = createNonce();
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(a).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(new Set(Array.from({ length: 100 }, createNonce)).size).toBe(100);
    expect(() => contentSecurityPolicy({ kind: 'document', nonce: a })).not.toThrow();
  });
});

describe('isDocumentPath', () => {
  it('pages and the API reference are documents; the rest of /api is data or files', () => {
    for (const p of [
      '/',
      '/login',
      '/bedrijven?x=1',
      '/adviseur/aanvragen',
      '/api/docs',
      '/_next/static/chunks/a.js',
      '/apivoorbeeld',
    ])
      expect(isDocumentPath(p), p).toBe(true);
    for (const p of [
      '/api/companies',
      '/api/trpc/chat.unreadCount',
      '/api/openapi.json',
      '/api/docs/assets/swagger-ui.css',
      '/api/aanvragen/x/ikv/pdf',
      '/api',
    ])
      expect(isDocumentPath(p), p).toBe(false);
  });
});

describe('securityTargetFor: uploaded documents are sandboxed before any route answers', () => {
  it('an inline or attached document gets sandbox without scripts; the viewer may be framed by the app only', () => {
    const inline = securityTargetFor('/api/documents/doc_123?inline=1');
    expect(inline).toEqual({ kind: 'file', inline: true });
    const headers = securityHeaders({ host: 'ikv.example.nl', for: inline });
    const csp = headers['Content-Security-Policy']!;
    expect(csp.split(';')[0]).toBe('sandbox');
    expect(directive(csp, 'script-src')).toBeUndefined();
    expect(directive(csp, 'default-src')).toBe("default-src 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
    const attached = securityHeaders({ host: 'ikv.example.nl', for: securityTargetFor('/api/documents/doc_123') });
    expect(attached['Content-Security-Policy']!.split(';')[0]).toBe('sandbox');
    expect(directive(attached['Content-Security-Policy']!, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(attached['X-Frame-Options']).toBe('DENY');
  });
  it('pages stay documents, other API answers resources', () => {
    expect(securityTargetFor('/bedrijven').kind).toBe('document');
    expect(securityTargetFor('/api/companies/c1/documents').kind).toBe('resource');
    expect(securityTargetFor('/api/documents/doc_123/extra').kind).toBe('resource');
  });
});

describe('isSameOriginMutation', () => {
  const own = ['http://localhost:3000', 'https://ikv.example.nl'];
  it('trusts Sec-Fetch-Site first', () => {
    expect(isSameOriginMutation(h({ 'sec-fetch-site': 'same-origin' }), own)).toBe(true);
    expect(isSameOriginMutation(h({ 'sec-fetch-site': 'none' }), own)).toBe(true);
    expect(isSameOriginMutation(h({ 'sec-fetch-site': 'cross-site', origin: 'https://ikv.example.nl' }), own)).toBe(
      false,
    );
    expect(isSameOriginMutation(h({ 'sec-fetch-site': 'same-site' }), own)).toBe(false);
  });
  it('falls back to Origin, and refuses a mutation with neither', () => {
    expect(isSameOriginMutation(h({ origin: 'https://ikv.example.nl' }), own)).toBe(true);
    expect(isSameOriginMutation(h({ origin: 'HTTP://LOCALHOST:3000/' }), own)).toBe(true);
    expect(isSameOriginMutation(h({ origin: 'https://evil.example' }), own)).toBe(false);
    expect(isSameOriginMutation(h({ origin: 'null' }), own)).toBe(false);
    expect(isSameOriginMutation(h({}), own)).toBe(false);
  });
});
