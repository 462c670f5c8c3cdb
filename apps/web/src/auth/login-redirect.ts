// The way back after a login: the page a visitor was on when his session was missing or had expired,
// as a same-origin path. The login action accepts it only through lib/return-path.ts.

const LOGIN_PATHS = new Set(['/login', '/registreren', '/wachtwoord-vergeten']);

/** The path and query of a page request, without Next's internal `_rsc` parameter; null where there is nothing to return to. */
export function returnPathOf(requestUrl: string | null | undefined): string | null {
  if (!requestUrl || !requestUrl.startsWith('/') || requestUrl.startsWith('//') || requestUrl.includes('\\'))
    return null;
  let url: URL;
  try {
    url = new URL(requestUrl, 'http://ikv.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://ikv.invalid') return null;
  url.searchParams.delete('_rsc');
  if (
    url.pathname === '/' ||
    LOGIN_PATHS.has(url.pathname) ||
    url.pathname.startsWith('/api/') ||
    url.pathname.startsWith('/_next/')
  )
    return null;
  return url.pathname + url.search;
}

/** The login page that brings the visitor back to `path` afterwards. */
export function loginUrlFor(path: string | null): string {
  return path ? `/login?callbackUrl=${encodeURIComponent(path)}&melding=inloggen-vereist` : '/login';
}
