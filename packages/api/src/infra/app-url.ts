// The public origin of the web app, for links in e-mails (APP_URL, else AUTH_URL, else the local default).
export function appUrl(): string {
  const raw = process.env.APP_URL?.trim() || process.env.AUTH_URL?.trim() || 'http://localhost:3000';
  return raw.replace(/\/+$/, '').replace(/\/api\/auth$/, '');
}

/**
 * In production, e-mails must link to the public address: a warning (for the startup log) when
 * APP_URL is missing or points at this machine, null when all is well or outside production.
 */
export function publicUrlWarning(env: { NODE_ENV?: string; APP_URL?: string; AUTH_URL?: string }): string | null {
  if (env.NODE_ENV !== 'production') return null;
  const url = env.APP_URL?.trim();
  if (!url) return 'APP_URL is not set: links in e-mails fall back to AUTH_URL or http://localhost:3000 and will not work for recipients. Set APP_URL to the public origin, e.g. https://ikv.example.nl.';
  let host = '';
  try {
    host = new URL(url).hostname;
  } catch {
    return `APP_URL (${url}) is not a valid URL: links in e-mails will be broken.`;
  }
  if (host === 'localhost' || host === '127.0.0.1' || host === '::1' || host === '[::1]') return `APP_URL (${url}) points at this machine: links in e-mails will not work for recipients.`;
  return null;
}

/**
 * Auth.js's own URL (AUTH_URL) for the app server: as given, else the public address (APP_URL, so
 * behind TLS the sign-in runs over https and its cookies are Secure), else this machine on `port`.
 */
export function authUrlFor(env: { APP_URL?: string; AUTH_URL?: string }, port: string | number): string {
  return env.AUTH_URL?.trim() || env.APP_URL?.trim() || `http://localhost:${port}`;
}

/**
 * Whether the web app's cookies must be Secure (and the session cookie `__Secure-`, the CSRF cookie
 * `__Host-` prefixed): when the app is served over https, as APP_URL or AUTH_URL says. Decided by
 * the configuration, not by a request's X-Forwarded-Proto: a proxy that forgets that header must
 * not downgrade the cookies.
 */
export function secureCookiesFor(env: { APP_URL?: string; AUTH_URL?: string }): boolean {
  return [env.APP_URL, env.AUTH_URL].some((url) => /^https:\/\//i.test(url?.trim() ?? ''));
}
