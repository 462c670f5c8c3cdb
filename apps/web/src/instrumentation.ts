// Runs once when a Next.js server process starts: background jobs of this instance (appointment
// reminders). Only in the Node.js runtime, never during the build.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startBackgroundJobs } = await import('@ikv/api/jobs');
  startBackgroundJobs();
}
