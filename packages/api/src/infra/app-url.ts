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
