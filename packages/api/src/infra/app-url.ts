// The public address of the web app, resolved in one place from the configuration (config.ts):
// APP_URL, else AUTH_URL, else this machine on PORT. Links in e-mails, the statement's verification
// URL, return paths after a login and the CSRF origin check all use it.
import { config, type Config } from './config.ts';

type UrlSettings = Pick<Config, 'appUrl' | 'authUrl' | 'port'>;

/** The public URL without a trailing slash (and without an Auth.js `/api/auth` path left on AUTH_URL). */
export function appUrl(c: UrlSettings = config()): string {
  const raw = c.appUrl || c.authUrl || `http://localhost:${c.port}`;
  return raw.replace(/\/+$/, '').replace(/\/api\/auth$/, '');
}

/** The public origin (scheme, host, port): what a browser sends as Origin from the app's pages. */
export function appOrigin(c: UrlSettings = config()): string {
  return new URL(appUrl(c)).origin;
}

/** The origins the app is served on: APP_URL's and AUTH_URL's (both when they differ), else appUrl's. */
export function appOrigins(c: UrlSettings = config()): string[] {
  const configured = [c.appUrl, c.authUrl].filter((u): u is string => !!u).map((u) => new URL(u).origin);
  return configured.length ? [...new Set(configured)] : [appOrigin(c)];
}

/**
 * In production, e-mails must link to the public address: a warning (for the startup log) when
 * APP_URL is missing or points at this machine, null when all is well or outside production. (An
 * APP_URL that is not a URL does not get this far: the configuration refuses it.)
 */
export function publicUrlWarning(c: Pick<Config, 'nodeEnv' | 'appUrl'> = config()): string | null {
  if (c.nodeEnv !== 'production') return null;
  if (!c.appUrl)
    return 'APP_URL is not set: links in e-mails fall back to AUTH_URL or http://localhost:$PORT and will not work for recipients. Set APP_URL to the public origin, e.g. https://ikv.example.nl.';
  const host = new URL(c.appUrl).hostname;
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]')
    return `APP_URL (${c.appUrl}) points at this machine: links in e-mails will not work for recipients.`;
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
export function secureCookies(c: Pick<Config, 'appUrl' | 'authUrl'> = config()): boolean {
  return [c.appUrl, c.authUrl].some((url) => /^https:\/\//i.test(url ?? ''));
}
