// `pnpm create-client <naam> --organisatie <naam> --soort INTERMEDIAIR|GELDVERSTREKKER --scopes "<scopes>"
// [--contact <email>] [--jwks <file>]`: adds an API client to an organisation (created when new; --contact
// sets its technical contact, told when one of its webhook addresses is switched off) and prints its
// client_id and client_secret once; only the secret's hash is kept (docs/integrations.md). --jwks
// registers the client's public key(s) (a JWK or a JWK Set, RSA 2048+ or EC P-256) for private_key_jwt. Database: DATABASE_URL,
// else the embedded PostgreSQL under .data/pg that `pnpm start` uses (migrated first).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDb } from '@ikv/db';
import { resolveDatabaseUrl } from '@ikv/db/embedded';
import { applyMigrations } from '@ikv/db/migrate';
import { ConfigError } from '@ikv/api/config';
import { systemClock, DomainError, createClient, setClientPublicKeys, CLIENT_SCOPES } from '@ikv/api/operator';
import { parseClientJwks, parseScopeList } from '@ikv/api/rules/integraties/clients';
import { scriptConfig } from './config.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

class UsageError extends Error {}

const USAGE =
  'usage: pnpm create-client <naam> --organisatie <naam> --soort INTERMEDIAIR|GELDVERSTREKKER --scopes "<scopes>" [--contact <email>] [--jwks <file>]\n' +
  `scopes: ${CLIENT_SCOPES.join(' ')}`;

function parseCli() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      organisatie: { type: 'string' },
      soort: { type: 'string' },
      scopes: { type: 'string' },
      contact: { type: 'string' },
      jwks: { type: 'string' },
    },
  });
  const naam = positionals.join(' ').trim();
  const organisatie = values.organisatie?.trim() ?? '';
  if (!naam || !organisatie) throw new UsageError(`Geef de naam van de client en --organisatie op.\n${USAGE}`);
  const soort = values.soort?.trim().toUpperCase();
  if (soort !== 'INTERMEDIAIR' && soort !== 'GELDVERSTREKKER')
    throw new UsageError(`--soort is INTERMEDIAIR of GELDVERSTREKKER.\n${USAGE}`);
  const scopes = parseScopeList(values.scopes ?? '');
  if (!scopes.ok) throw new UsageError(`Onbekende scope(s): ${scopes.unknown.join(', ')}.\n${USAGE}`);
  if (scopes.scopes.length === 0) throw new UsageError(`Geef minstens één scope met --scopes.\n${USAGE}`);
  const contact = values.contact?.trim();
  let jwks: string | undefined;
  if (values.jwks) {
    try {
      jwks = readFileSync(values.jwks, 'utf8');
    } catch {
      throw new UsageError(`--jwks: ${values.jwks} is niet te lezen.\n${USAGE}`);
    }
    const parsed = parseClientJwks(jwks);
    if (!parsed.ok) throw new UsageError(`--jwks: ${parsed.reden}.\n${USAGE}`);
  }
  return { naam, organisatie, soort, scopes: scopes.scopes, ...(contact ? { contact } : {}), jwks } as const;
}

async function main() {
  const input = parseCli();
  const settings = scriptConfig(root);
  const dataDir = join(settings.dataDir, 'pg');
  const database = await resolveDatabaseUrl({ databaseUrl: settings.app.databaseUrl, dataDir });
  const db = createDb(database.url, { max: 1 });
  try {
    await applyMigrations(database.url);
    const { jwks, ...fields } = input;
    const beheer = { db, clock: systemClock, userId: null, ip: null };
    const client = await createClient(beheer, fields).catch((e: unknown) => {
      throw e instanceof DomainError ? new UsageError(e.message) : e;
    });
    if (jwks !== undefined) await setClientPublicKeys(beheer, client.id, jwks);
    console.log(
      `Client "${input.naam}" van ${client.organisatie.naam} (${client.organisatie.soort}) aangemaakt, scopes: ${input.scopes.join(' ')}.\n` +
        (client.organisatie.technischContact ? `Technisch contact: ${client.organisatie.technischContact}.\n` : '') +
        `Bewaar het secret nu: het wordt niet opgeslagen en niet nogmaals getoond.\n\n` +
        (jwks !== undefined
          ? `Publieke sleutel geregistreerd: de client kan ook met private_key_jwt een token halen.\n`
          : '') +
        `client_id=${client.clientId}\nclient_secret=${client.clientSecret}`,
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
