// Before each integration file: the environment the run started with, and the configuration read from it
// again. The files share their worker's modules (vitest.config.ts), so a file that changed process.env
// (an SMTP sink's address, a public URL) and a configuration parsed from that change must not reach the
// next file in the same worker; the caches made from the configuration follow it (mailer, KvK registry).
import { resetConfigForTests } from '../src/infra/config.ts';

const run = globalThis as { ikvStartEnv?: Record<string, string | undefined> };
run.ikvStartEnv ??= { ...process.env };
for (const name of Object.keys(process.env)) if (!(name in run.ikvStartEnv)) delete process.env[name];
for (const [name, value] of Object.entries(run.ikvStartEnv)) if (value !== undefined) process.env[name] = value;
resetConfigForTests();
