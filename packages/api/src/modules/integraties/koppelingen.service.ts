// Consent, person by person (API.md, Integrations): a client invites an address, the entrepreneur
// with that verified address accepts or refuses, and ends it whenever he likes; a client reads his
// requests and issued statements only through an ACTIEF koppeling of its own organisation (404
// otherwise). Never his documents.
import { DomainError } from '../../errors/domain-error.ts';
import { appUrl } from '../../infra/app-url.ts';
import { inTransaction } from '../../infra/database.ts';
import { openVerklaringPdf } from '../../infra/document-crypto.ts';
import { writeAudit } from '../../infra/audit/audit.repository.ts';
import { recordInzage } from '../../infra/audit/inzage.repository.ts';
import type { AuthedContext, ClientContext } from '../../infra/service-context.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { plainMailLine } from '../mail/mail-text.rules.ts';
import { consume } from '../rate-limit/rate-limit.service.ts';
import { verificatieStatus } from '../verklaring/verklaring.rules.ts';
import { isoDate } from '../verklaring/verklaring.mapping.ts';
import { clientMayRead, isForPerson, nextKoppelingStatus, type KoppelingActie } from './koppeling.rules.ts';
import {
  findAanvragenViaKoppeling,
  findKoppeling,
  findKoppelingenForPerson,
  findKoppelingenOfOrganisatie,
  findOpenKoppelingFor,
  findVerifiedEmail,
  findVerklaringenOf,
  findVerklaringPdfOf,
  insertKoppeling,
  lockOrganisatie,
  moveKoppeling,
  type KoppelingRow,
} from './koppelingen.repository.ts';
import type { TKoppeling, TKoppelingAanvraag, TKoppelingVerklaring, TMijnKoppeling } from './koppeling.schema.ts';
import type { TCreateKoppelingInput } from './koppelingen/create.schema.ts';

function toKoppeling(k: KoppelingRow): TKoppeling {
  return {
    id: k.id,
    status: k.status,
    email: k.email,
    kenmerk: k.kenmerk,
    aangemaaktOp: k.aangemaaktOp.toISOString(),
    ondernemer:
      k.status === 'ACTIEF' && k.ondernemer
        ? { voornaam: k.ondernemer.voornaam, achternaam: k.ondernemer.achternaam }
        : null,
  };
}

function toMijnKoppeling(k: KoppelingRow): TMijnKoppeling {
  return {
    id: k.id,
    status: k.status,
    organisatie: { naam: k.organisatie.naam, soort: k.organisatie.soort },
    kenmerk: k.kenmerk,
    aangemaaktOp: k.aangemaaktOp.toISOString(),
  };
}

function invitationMail(to: string, organisatie: string, soort: 'INTERMEDIAIR' | 'GELDVERSTREKKER') {
  const naam = plainMailLine(organisatie);
  const wie = soort === 'INTERMEDIAIR' ? 'hypotheekadviseur' : 'geldverstrekker';
  const link = `${appUrl()}/instellingen#koppelingen`;
  const tekst =
    `${naam} (${wie}) vraagt u om uw inkomensverklaring te delen.\n\n` +
    `Als u akkoord gaat, ziet ${naam} de status van uw aanvragen en uw uitgegeven verklaringen met hun cijfers. ` +
    `Uw documenten (jaarrekeningen, aangiften) ziet ${naam} nooit. U kunt de koppeling altijd weer beëindigen.\n\n` +
    `Log in met dit e-mailadres (${to}) en kies akkoord of weigeren bij Instellingen:\n${link}\n\n` +
    `Kent u ${naam} niet, dan kunt u dit bericht negeren of de uitnodiging weigeren.\n\n` +
    `---\n${naam} asks you to share your income statement: the status of your requests and your issued statements with their figures, never your documents. Sign in with this address and accept or refuse under Settings.`;
  return { aan: to, onderwerp: `${naam} vraagt uw inkomensverklaring te delen`, tekst };
}

/** POST /koppelingen: an invitation to `email`, mailed at once. */
export async function createKoppeling(ctx: ClientContext, input: TCreateKoppelingInput): Promise<TKoppeling> {
  const email = input.email.toLowerCase();
  // every invitation counts, per client and per recipient, before anything is answered
  await consume(ctx, [
    ['koppelingClient', ctx.client.apiClientId],
    ['koppelingRecipient', email],
  ]);
  const created = await inTransaction(ctx.db, async (tx) => {
    await lockOrganisatie(tx, ctx.client.organisatieId);
    if (await findOpenKoppelingFor(tx, ctx.client.organisatieId, email))
      throw new DomainError('CONFLICT', 'Dit adres is al uitgenodigd of gekoppeld.');
    const row = await insertKoppeling(tx, {
      organisatieId: ctx.client.organisatieId,
      apiClientId: ctx.client.apiClientId,
      email,
      kenmerk: input.kenmerk ?? null,
    });
    await queueMail(tx, {
      ...invitationMail(email, ctx.client.organisatieNaam, ctx.client.organisatieSoort),
      sleutel: `koppeling:${row.id}`,
    });
    await writeAudit(tx, {
      userId: null,
      apiClientId: ctx.client.apiClientId,
      actie: 'KOPPELING_UITGENODIGD',
      ip: ctx.ip,
      details: { koppelingId: row.id },
    });
    return row;
  });
  return toKoppeling(created);
}

/** GET /koppelingen: the organisation's invitations and links. */
export async function listKoppelingen(ctx: ClientContext): Promise<TKoppeling[]> {
  return (await findKoppelingenOfOrganisatie(ctx.db, ctx.client.organisatieId)).map(toKoppeling);
}

const noReadableKoppeling = () =>
  new DomainError('NOT_FOUND', 'Geen actieve koppeling van uw organisatie met deze id.');

/** The koppeling the client reads through: ACTIEF and of its organisation, else 404. */
async function readableKoppeling(ctx: ClientContext, id: string) {
  const k = await findKoppeling(ctx.db, id);
  if (!k || !clientMayRead(k, ctx.client.organisatieId)) throw noReadableKoppeling();
  return { ...k, ondernemerId: k.ondernemerId! };
}

/** GET /koppelingen/{id}/aanvragen: the consent and the requests in one read (the rule of `readableKoppeling` in its WHERE). */
export async function koppelingAanvragen(ctx: ClientContext, id: string): Promise<TKoppelingAanvraag[]> {
  const rows = await findAanvragenViaKoppeling(ctx.db, id, ctx.client.organisatieId);
  if (rows.length === 0) throw noReadableKoppeling();
  return rows.flatMap((a) =>
    a.id === null
      ? []
      : [
          {
            id: a.id,
            type: a.verklaringType,
            status: a.status,
            bedrijf: { naam: a.naamOverride ?? a.naam, kvkNummer: a.kvkNummer },
            kenmerk: a.kenmerk,
            aangemaaktOp: a.aangemaaktOp.toISOString(),
            gewijzigdOp: a.bijgewerktOp.toISOString(),
          },
        ],
  );
}

/** GET /koppelingen/{id}/verklaringen */
export async function koppelingVerklaringen(ctx: ClientContext, id: string): Promise<TKoppelingVerklaring[]> {
  const k = await readableKoppeling(ctx, id);
  const now = ctx.clock.now();
  const rows = await findVerklaringenOf(ctx.db, k.ondernemerId);
  // reading a statement as data (its JWS carries his name and figures) is an opening like the PDF's:
  // audited under the client, and shown to the entrepreneur (API.md, Privacy: GET /account/inzage)
  if (rows.length > 0)
    await inTransaction(ctx.db, async (tx) => {
      await writeAudit(tx, {
        userId: null,
        apiClientId: ctx.client.apiClientId,
        actie: 'VERKLARINGEN_GELEZEN',
        ip: ctx.ip,
        details: { koppelingId: k.id, verklaringen: rows.map((v) => v.nummer) },
      });
      for (const v of rows)
        await recordInzage(tx, {
          eigenaarId: k.ondernemerId,
          kijkerId: null,
          apiClientId: ctx.client.apiClientId,
          soort: 'VERKLARING',
          objectId: v.aanvraagId,
          naam: v.nummer,
        });
    });
  return rows.map((v) => ({
    nummer: v.nummer,
    code: v.code,
    status: verificatieStatus(v.status, isoDate(v.geldigTot), now),
    toetsinkomen: v.toetsinkomen === null ? null : v.toetsinkomen.toNumber(),
    geldigTot: isoDate(v.geldigTot),
    jws: v.jws,
  }));
}

/** GET /koppelingen/{id}/verklaringen/{nummer}/pdf: the sealed PDF as issued (the same bytes as everywhere). */
export async function koppelingVerklaringPdf(
  ctx: ClientContext,
  id: string,
  nummer: string,
): Promise<{ pdf: Buffer; bestandsnaam: string }> {
  const k = await readableKoppeling(ctx, id);
  const v = await findVerklaringPdfOf(ctx.db, k.ondernemerId, nummer);
  if (!v) throw new DomainError('NOT_FOUND', 'Geen verklaring met dit nummer binnen deze koppeling.');
  await writeAudit(ctx.db, {
    userId: null,
    apiClientId: ctx.client.apiClientId,
    actie: 'IKV_PDF_GEDOWNLOAD',
    ip: ctx.ip,
    details: { koppelingId: k.id, aanvraagId: v.aanvraagId, verklaring: v.nummer },
  });
  // the entrepreneur sees which organisation opened his statement (API.md, Privacy: GET /account/inzage)
  await recordInzage(ctx.db, {
    eigenaarId: k.ondernemerId,
    kijkerId: null,
    apiClientId: ctx.client.apiClientId,
    soort: 'VERKLARING',
    objectId: v.aanvraagId,
    naam: v.nummer,
  });
  return { pdf: Buffer.from(openVerklaringPdf(v)), bestandsnaam: `${v.nummer}.pdf` };
}

// ——— the entrepreneur ———

/** GET /account/koppelingen */
export async function listMijnKoppelingen(ctx: AuthedContext): Promise<TMijnKoppeling[]> {
  const rows = await findKoppelingenForPerson(ctx.db, ctx.actor.userId, ctx.actor.email);
  return rows.map(toMijnKoppeling);
}

const TIMESTAMP_OF = { ACTIEF: 'geaccepteerdOp', GEWEIGERD: 'geweigerdOp', BEEINDIGD: 'beeindigdOp' } as const;
const AUDIT_OF = {
  accepteren: 'KOPPELING_GEACCEPTEERD',
  weigeren: 'KOPPELING_GEWEIGERD',
  beeindigen: 'KOPPELING_BEEINDIGD',
} as const;

/** Accept, refuse or end a koppeling that is for him (404 otherwise); the change is immediate. */
export async function answerKoppeling(ctx: AuthedContext, id: string, actie: KoppelingActie): Promise<TMijnKoppeling> {
  const person = { userId: ctx.actor.userId, email: ctx.actor.email };
  const row = await findKoppeling(ctx.db, id);
  if (!row || !isForPerson(row, person)) throw new DomainError('NOT_FOUND', 'Onbekende koppeling.');
  if (actie === 'accepteren') {
    // only an invitation sent to his own address, once he has proven he reads it
    const user = await findVerifiedEmail(ctx.db, ctx.actor.userId);
    if (!user?.emailGeverifieerdOp || user.email.toLowerCase() !== row.email.toLowerCase())
      throw new DomainError(
        'EMAIL_NOT_VERIFIED',
        'Bevestig eerst uw e-mailadres; daarna kunt u de uitnodiging accepteren.',
      );
  }
  const next = nextKoppelingStatus(row.status, actie);
  if (next === null) throw new DomainError('ILLEGAL_TRANSITION', 'Deze uitnodiging is al beantwoord.');
  if (next === 'zelfde') return toMijnKoppeling(row);
  const now = ctx.clock.now();
  const moved = await inTransaction(ctx.db, async (tx) => {
    const { count } = await moveKoppeling(tx, id, row.status, next, {
      [TIMESTAMP_OF[next]]: now,
      ...(next === 'ACTIEF' ? { ondernemerId: ctx.actor.userId } : {}),
    });
    if (count === 0) return false;
    await writeAudit(tx, {
      userId: ctx.actor.userId,
      actie: AUDIT_OF[actie],
      ip: ctx.ip,
      details: { koppelingId: id, organisatie: row.organisatie.naam },
    });
    return true;
  });
  // someone (he, in another tab) answered in between: answer from what it is now
  if (!moved) return answerKoppeling(ctx, id, actie);
  const after = await findKoppeling(ctx.db, id);
  return toMijnKoppeling(after!);
}
