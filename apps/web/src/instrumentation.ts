// Runs once when a Next.js server process starts: background jobs of this instance (appointment
// reminders, the mail outbox, …; server.ts stops them on SIGTERM/SIGINT). Only in the Node.js
// runtime, never during the build.
export async function register() {
  // not configuration: Next replaces NEXT_RUNTIME at compile time, which keeps the jobs (and their
  // Node-only imports) out of the edge bundle
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startBackgroundJobs } = await import('@ikv/api/jobs');
  startBackgroundJobs();
}
