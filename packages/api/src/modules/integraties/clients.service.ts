// Organisations and their API clients: create (secret shown once), rotate a secret with overlap,
// revoke. Used by `pnpm create-client`, the advisers' management page and the tests.
import type { Db } from '@ikv/db';
import { isUniqueViolation } from '@ikv/db';
import { DomainError } from '../../errors/domain-error.ts';
import { inTransaction } from '../../infra/database.ts';
import { writeAudit } from '../../infra/audit/audit.repository.ts';
import type { Clock } from '../../infra/clock.ts';
import type { AuthedContext, ClientScope } from '../../infra/service-context.ts';
import {
  endSecretsAt,
  findClientById,
  findOrganisatieByNaam,
  findOrganisatiesWithClients,
  insertClient,
  insertOrganisatie,
  insertSecret,
  lockClient,
  setClientJwks,
  setClientRevoked,
  setTechnischContact,
} from './clients.repository.ts';
import {
  DEFAULT_ROTATION_OVERLAP_HOURS,
  isClientScope,
  parseClientJwks,
  rotationEnd,
  secretValidAt,
} from './clients.rules.ts';
import { newClientId, newClientSecret } from './client-secrets.ts';
import { ZEmail } from '../../shared/schema-primitives.schema.ts';
import { instanceHub, type LiveContext } from '../live/live-hub.ts';

/** Who does it: an adviser with the beheer permission, or null for the command line. */
interface Beheerder extends LiveContext {
  db: Db;
  clock: Clock;
  userId: string | null;
  ip: string | null;
}

interface NewClientInput {
  naam: string;
  organisatie: string;
  soort: 'INTERMEDIAIR' | 'GELDVERSTREKKER';
  scopes: ClientScope[];
  /** the organisation's technical contact (e-mail), set or replaced when given */
  contact?: string;
}

interface NewClient {
  id: string;
  clientId: string;
  /** shown once: only its hash is kept */
  clientSecret: string;
  organisatie: { id: string; naam: string; soort: 'INTERMEDIAIR' | 'GELDVERSTREKKER'; technischContact: string | null };
}

/** A technical contact's address, lower case; 400 when it is not an e-mail address. */
function technischContactOf(value: string): string {
  const parsed = ZEmail.safeParse(value);
  if (!parsed.success)
    throw new DomainError('VALIDATION_FAILED', 'Het technisch contact is geen geldig e-mailadres.', {
      errors: [{ path: 'contact', message: 'geen geldig e-mailadres', code: 'invalid_format' }],
    });
  return parsed.data;
}

/**
 * A client of the named organisation (created with `soort` when new; an existing one must have
 * that soort, else 409), with its first secret.
 */
export async function createClient(ctx: Beheerder, input: NewClientInput): Promise<NewClient> {
  const naam = input.naam.trim();
  const organisatieNaam = input.organisatie.trim();
  if (!naam || !organisatieNaam || naam.length > 100 || organisatieNaam.length > 100)
    throw new DomainError('VALIDATION_FAILED', 'Naam en organisatie zijn elk 1 tot 100 tekens.');
  if (input.scopes.length === 0) throw new DomainError('VALIDATION_FAILED', 'Geef de client minstens één scope.');
  const contact = input.contact === undefined ? null : technischContactOf(input.contact);
  let organisatie = await findOrganisatieByNaam(ctx.db, organisatieNaam);
  if (!organisatie) {
    try {
      organisatie = await insertOrganisatie(ctx.db, {
        naam: organisatieNaam,
        soort: input.soort,
        technischContact: contact,
      });
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      organisatie = await findOrganisatieByNaam(ctx.db, organisatieNaam);
    }
  }
  if (!organisatie) throw new DomainError('CONFLICT', 'De organisatie kon niet worden aangemaakt.');
  if (organisatie.soort !== input.soort)
    throw new DomainError(
      'CONFLICT',
      `${organisatie.naam} is al bekend als ${organisatie.soort === 'INTERMEDIAIR' ? 'intermediair' : 'geldverstrekker'}.`,
    );
  if (contact !== null && organisatie.technischContact !== contact)
    organisatie = await setTechnischContact(ctx.db, organisatie.id, contact);
  const org = organisatie;
  const secret = newClientSecret();
  const client = await inTransaction(ctx.db, async (tx) => {
    const row = await insertClient(tx, {
      clientId: newClientId(),
      naam,
      organisatieId: org.id,
      scopes: [...new Set(input.scopes)],
    });
    await insertSecret(tx, { apiClientId: row.id, hash: secret.hash, prefix: secret.prefix });
    await writeAudit(tx, {
      userId: ctx.userId,
      apiClientId: row.id,
      actie: 'CLIENT_AANGEMAAKT',
      ip: ctx.ip,
      details: { naam, organisatie: org.naam, scopes: row.scopes },
    });
    return row;
  });
  return { id: client.id, clientId: client.clientId, clientSecret: secret.secret, organisatie: org };
}

/**
 * A new secret for the client; every secret valid now keeps working for `overlapHours` more (0: it
 * stops at once), so the client's system can switch without a gap.
 */
export async function rotateClientSecret(
  ctx: Beheerder,
  apiClientId: string,
  overlapHours = DEFAULT_ROTATION_OVERLAP_HOURS,
): Promise<{ clientSecret: string; oudeGeldigTot: string }> {
  const now = ctx.clock.now();
  const until = rotationEnd(now, overlapHours);
  const secret = newClientSecret();
  await inTransaction(ctx.db, async (tx) => {
    const [locked] = await lockClient(tx, apiClientId);
    const client = locked ? await findClientById(tx, apiClientId) : null;
    if (!client) throw new DomainError('NOT_FOUND', 'Onbekende client.');
    if (client.ingetrokkenOp) throw new DomainError('CONFLICT', 'Deze client is ingetrokken.');
    await endSecretsAt(tx, apiClientId, until);
    await insertSecret(tx, { apiClientId, hash: secret.hash, prefix: secret.prefix });
    await writeAudit(tx, {
      userId: ctx.userId,
      apiClientId,
      actie: 'CLIENT_SECRET_VERNIEUWD',
      ip: ctx.ip,
      details: { oudeGeldigTot: until.toISOString() },
    });
  });
  return { clientSecret: secret.secret, oudeGeldigTot: until.toISOString() };
}

/**
 * Revokes the client: no new tokens, and its current tokens stop at once (client-auth.ts): this
 * instance forgets the cached client now, the others at the commit's NOTIFY (the api_clients trigger).
 */
export async function revokeClient(ctx: Beheerder, apiClientId: string): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const [locked] = await lockClient(tx, apiClientId);
    if (!locked) throw new DomainError('NOT_FOUND', 'Onbekende client.');
    const client = await findClientById(tx, apiClientId);
    if (client?.ingetrokkenOp) return;
    await setClientRevoked(tx, apiClientId, ctx.clock.now());
    await writeAudit(tx, { userId: ctx.userId, apiClientId, actie: 'CLIENT_INGETROKKEN', ip: ctx.ip });
  });
  instanceHub(ctx.live)?.clientChanged(apiClientId);
}

/** Every organisation with its clients and, per client, its secrets that still work (the page). */
export async function listOrganisaties(ctx: Pick<Beheerder, 'db' | 'clock'>) {
  const now = ctx.clock.now();
  const rows = await findOrganisatiesWithClients(ctx.db);
  return rows.map((o) => ({
    id: o.id,
    naam: o.naam,
    soort: o.soort,
    technischContact: o.technischContact,
    clients: o.clients.map((c) => ({
      id: c.id,
      clientId: c.clientId,
      naam: c.naam,
      scopes: c.scopes.filter(isClientScope),
      ingetrokkenOp: c.ingetrokkenOp?.toISOString() ?? null,
      aangemaaktOp: c.aangemaaktOp.toISOString(),
      secrets: c.secrets
        .filter((s) => secretValidAt(s, now))
        .map((s) => ({ id: s.id, prefix: s.prefix, geldigTot: s.geldigTot?.toISOString() ?? null })),
    })),
  }));
}

// ——— the same, for an adviser with the beheer permission (integraties.beheer.*) ———

const asBeheerder = (ctx: AuthedContext & LiveContext): Beheerder => ({
  db: ctx.db,
  clock: ctx.clock,
  userId: ctx.actor.userId,
  ip: ctx.ip,
  ...(ctx.live ? { live: ctx.live } : {}),
});

/**
 * Registers the client's public keys for private_key_jwt (RFC 7523): a JWK Set or one JWK (RSA 2048+
 * or EC P-256, public parts only), replacing any before; null removes them (secrets only again).
 */
export async function setClientPublicKeys(ctx: Beheerder, id: string, jwksText: string | null): Promise<void> {
  const parsed = jwksText === null ? null : parseClientJwks(jwksText);
  if (parsed && !parsed.ok) throw new DomainError('VALIDATION_FAILED', `Publieke sleutel: ${parsed.reden}.`);
  const row = await findClientById(ctx.db, id);
  if (!row) throw new DomainError('NOT_FOUND', 'Onbekende client.');
  await inTransaction(ctx.db, async (tx) => {
    await setClientJwks(tx, id, parsed ? parsed.jwks : null);
    await writeAudit(tx, {
      userId: ctx.userId,
      apiClientId: id,
      actie: parsed ? 'CLIENT_SLEUTEL_GEREGISTREERD' : 'CLIENT_SLEUTEL_VERWIJDERD',
      ip: ctx.ip,
      details: parsed ? { sleutels: parsed.jwks.keys.length } : {},
    });
  });
}

export async function createClientAsBeheerder(
  ctx: AuthedContext,
  input: NewClientInput,
): Promise<{ clientId: string; clientSecret: string }> {
  const c = await createClient(asBeheerder(ctx), input);
  return { clientId: c.clientId, clientSecret: c.clientSecret };
}

export async function rotateSecretAsBeheerder(ctx: AuthedContext, input: { id: string; overlapUren?: number }) {
  const row = await findClientById(ctx.db, input.id);
  if (!row) throw new DomainError('NOT_FOUND', 'Onbekende client.');
  const r = await rotateClientSecret(asBeheerder(ctx), input.id, input.overlapUren);
  return { clientId: row.clientId, clientSecret: r.clientSecret, oudeGeldigTot: r.oudeGeldigTot };
}

export async function revokeClientAsBeheerder(ctx: AuthedContext & LiveContext, id: string): Promise<void> {
  await revokeClient(asBeheerder(ctx), id);
}
