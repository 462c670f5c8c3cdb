// The public origin of the web app, for links in e-mails (APP_URL, else AUTH_URL, else the local default).
export function appUrl(): string {
  const raw = process.env.APP_URL?.trim() || process.env.AUTH_URL?.trim() || 'http://localhost:3000';
  return raw.replace(/\/+$/, '').replace(/\/api\/auth$/, '');
}
