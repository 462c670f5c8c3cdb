// `pnpm create-adviser <email> --voornaam Jan --achternaam Jansen [--beheer]`: adds an ADVISEUR account.
// The name is required: it greets the adviser in e-mails and stands on every statement he issues.
// --beheer lets him manage organisations and their API clients (docs/integrations.md).
// Database: DATABASE_URL, else the embedded PostgreSQL under .data/pg that `pnpm start` uses
// (migrated first, like `pnpm start` does). Password: ADVISER_PASSWORD, else asked twice without echo.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDb, isUniqueViolation } from '@ikv/db';
import { resolveDatabaseUrl } from '@ikv/db/embedded';
import { hashPassword } from '@ikv/db/factories';
import { applyMigrations } from '@ikv/db/migrate';
import { ConfigError } from '@ikv/api/config';
import { scriptConfig } from './config.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD_MIN = 10;
const PASSWORD_MAX = 128;

class UsageError extends Error {}

const USAGE = 'usage: pnpm create-adviser <email> --voornaam <voornaam> --achternaam <achternaam> [--beheer]';

function parseCli() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { voornaam: { type: 'string' }, achternaam: { type: 'string' }, beheer: { type: 'boolean' } },
  });
  const email = positionals[0]?.trim().toLowerCase();
  if (positionals.length !== 1 || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new UsageError(USAGE);
  }
  const voornaam = values.voornaam?.trim() ?? '';
  const achternaam = values.achternaam?.trim() ?? '';
  const ontbreekt = [voornaam ? null : '--voornaam', achternaam ? null : '--achternaam'].filter((x) => x !== null);
  if (ontbreekt.length > 0) {
    throw new UsageError(
      `Geef de naam van de adviseur op (${ontbreekt.join(' en ')} ontbreekt): die staat op elke verklaring die hij uitgeeft en in de aanhef van zijn e-mails.\n${USAGE}`,
    );
  }
  if (voornaam.length > 100 || achternaam.length > 100)
    throw new UsageError('Voornaam en achternaam zijn elk hoogstens 100 tekens.');
  return { email, voornaam, achternaam, beheer: values.beheer === true };
}

/** Asks each question on one readline interface, echoing nothing that is typed. */
async function askHidden(questions: string[]): Promise<string[]> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) });
  rl.on('SIGINT', () => {
    process.stdout.write('\n');
    process.exit(130);
  });
  const lines = rl[Symbol.asyncIterator](); // buffers lines that arrive early (piped input)
  const answers: string[] = [];
  for (const question of questions) {
    process.stdout.write(question);
    muted = true;
    const { value, done } = await lines.next();
    muted = false;
    process.stdout.write('\n');
    if (done) throw new UsageError('Geen wachtwoord ingevoerd.');
    answers.push(value);
  }
  rl.close();
  return answers;
}

async function readPassword(given: string | undefined): Promise<string> {
  let password = given;
  if (password === undefined) {
    const [first = '', second] = await askHidden(['Wachtwoord: ', 'Herhaal wachtwoord: ']);
    if (first !== second) throw new UsageError('De wachtwoorden komen niet overeen.');
    password = first;
  }
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new UsageError(`Het wachtwoord moet ${PASSWORD_MIN} tot ${PASSWORD_MAX} tekens lang zijn.`);
  }
  return password;
}

async function main() {
  const input = parseCli();
  const settings = scriptConfig(root);
  const password = await readPassword(settings.adviserPassword);
  const embedded = !settings.app.databaseUrl;
  const dataDir = join(settings.dataDir, 'pg');
  const database = await resolveDatabaseUrl({ databaseUrl: settings.app.databaseUrl, dataDir });
  const db = createDb(database.url, { max: 1 });
  try {
    await applyMigrations(database.url); // as `pnpm start` does: a fresh database gets its tables first
    if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })) {
      throw new UsageError(`Er bestaat al een account met e-mailadres ${input.email}.`);
    }
    const user = await db.user
      .create({
        data: {
          ...input,
          rol: 'ADVISEUR',
          passwordHash: await hashPassword(password),
          emailGeverifieerdOp: new Date(),
        },
        select: { id: true, email: true },
      })
      .catch((e: unknown) => {
        throw isUniqueViolation(e) ? new UsageError(`Er bestaat al een account met e-mailadres ${input.email}.`) : e;
      });
    console.log(
      `Adviseur ${user.email} aangemaakt (id ${user.id})${input.beheer ? ', met beheerrecht' : ''}${embedded ? ` in de ingebouwde database (${dataDir})` : ''}.`,
    );
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof UsageError || e instanceof ConfigError ? e.message : e);
  process.exit(e instanceof UsageError ? 2 : 1);
});
