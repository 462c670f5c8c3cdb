// Runs once when the server starts: the outbox's delivery worker picks up mail still queued
// (e.g. from before a restart) and retries failures periodically.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startMailDelivery } = await import('@ikv/api/auth');
  startMailDelivery();
}
