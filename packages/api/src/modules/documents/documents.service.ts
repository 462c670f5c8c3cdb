// Evidence documents (API.md, Trust): members upload, list, download and delete their own uploads;
// advisers read the documents of companies with an aanvraag. Anyone else gets 404 (nothing leaks).
import { openDocument, sealDocument } from '../../infra/document-crypto.ts';
import { recordInzage } from '../../infra/audit/inzage.repository.ts';
import { createHash } from 'node:crypto';
import { DomainError } from '../../errors/domain-error.ts';
import type { AuthedContext } from '../../infra/service-context.ts';
import type { TDocument } from './document.schema.ts';
import { ZUploadFields } from './document.schema.ts';
import { ZId } from '../../shared/schema-primitives.schema.ts';
import {
  deleteDocumentWithAudit,
  type DocumentMetaRow,
  findDocumentContent,
  findDocumentMeta,
  findDocumentsOfCompany,
  insertDocumentWithAudit,
  isMember,
} from './documents.repository.ts';
import { MAX_DOCUMENT_BYTES, safeFileName, sniffMime } from './documents.rules.ts';
import { bestandstypenTekst, type DocumentMime } from '../../shared/documenten.fields.ts';
import { amsterdamYear } from '../../shared/amsterdam-time.ts';
import { intakeFor, requestIntake } from './intake/intake.service.ts';
import type { TListedDocument } from './list.schema.ts';
import type { LeesStatus, Melding } from '@ikv/reader';
import { mayRead } from './document-access.ts';

const companyNotFound = () =>
  new DomainError('COMPANY_NOT_FOUND', 'Dit bedrijf bestaat niet of is niet voor u toegankelijk.');
const documentNotFound = () =>
  new DomainError('DOCUMENT_NOT_FOUND', 'Dit document bestaat niet of is niet voor u toegankelijk.');

function toDocument(row: DocumentMetaRow, viewerId: string): TDocument {
  return {
    id: row.id,
    companyId: row.companyId,
    soort: row.soort,
    jaar: row.jaar,
    bestandsnaam: row.bestandsnaam,
    mimeType: row.mimeType as DocumentMime,
    grootte: row.grootte,
    sha256: row.sha256,
    geuploadOp: row.geuploadOp.toISOString(),
    geuploadDoorNaam: row.geuploadDoor ? `${row.geuploadDoor.voornaam} ${row.geuploadDoor.achternaam}`.trim() : null,
    eigenUpload: row.geuploadDoorId === viewerId,
  };
}

/**
 * Upload: only members of the company (the route admits entrepreneurs only, see rest/documents-route.ts);
 * anyone else's company is 404.
 */
async function requireMember(ctx: AuthedContext, companyId: string): Promise<void> {
  if (!(await isMember(ctx.db, companyId, ctx.actor.userId))) throw companyNotFound();
}

interface UploadInput {
  companyId: string;
  fields: Record<string, unknown>;
  bestandsnaam: string;
  bytes: Uint8Array;
}

/** What the transport read of an upload: the file (or none) and the form's other fields. */
interface ReceivedUpload {
  bestand: { naam: string; size: number; bytes(): Promise<Uint8Array> } | null;
  fields: Record<string, unknown>;
}

/**
 * An upload as it arrives (POST /companies/{companyId}/documents): who may upload is checked once,
 * before a byte of the body is read (`read` is the transport's reading of the form; a body above the
 * cap throws documentTooLarge there), then the file is checked and stored.
 */
export async function receiveDocument(
  ctx: AuthedContext,
  companyId: string,
  read: () => Promise<ReceivedUpload>,
): Promise<TDocument> {
  // an id that cannot exist is simply unknown
  if (!ZId.safeParse(companyId).success) throw new DomainError('COMPANY_NOT_FOUND');
  await requireMember(ctx, companyId);
  const { bestand, fields } = await read();
  if (!bestand) {
    throw new DomainError('VALIDATION_FAILED', 'De invoer is niet geldig.', {
      errors: [{ path: 'bestand', message: 'voeg het bestand toe in het veld bestand' }],
    });
  }
  if (bestand.size > MAX_DOCUMENT_BYTES) throw documentTooLarge();
  return storeDocument(ctx, { companyId, fields, bestandsnaam: bestand.naam, bytes: await bestand.bytes() });
}

/** The checks of the file and its fields, then the file stored with its audit line (the member checked). */
async function storeDocument(ctx: AuthedContext, input: UploadInput): Promise<TDocument> {
  const parsed = ZUploadFields.safeParse(input.fields);
  if (!parsed.success) {
    throw new DomainError('VALIDATION_FAILED', 'De invoer is niet geldig.', {
      errors: parsed.error.issues.map((i) => ({ path: i.path.join('.') || '(body)', message: i.message })),
    });
  }
  const { soort, jaar } = parsed.data;
  const max = amsterdamYear(ctx.clock.now()); // the current year, as financials.rules.ts counts it
  if (jaar !== null && jaar > max)
    throw new DomainError('VALIDATION_FAILED', 'De invoer is niet geldig.', {
      errors: [
        {
          path: 'jaar',
          message: `jaar ligt tussen 1900 en ${max}`,
          code: 'too_big',
          params: { origin: 'number', maximum: max, inclusive: true },
        },
      ],
    });
  if (input.bytes.length > MAX_DOCUMENT_BYTES) throw documentTooLarge();
  const mimeType = sniffMime(input.bytes);
  if (!mimeType) {
    throw new DomainError(
      'DOCUMENT_TYPE_NOT_ALLOWED',
      `Alleen ${bestandstypenTekst('nl', 'en')} worden aangenomen; de inhoud van dit bestand is geen daarvan (de bestandsnaam telt niet).`,
    );
  }
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  const bestandsnaam = safeFileName(input.bestandsnaam, mimeType);
  const row = await insertDocumentWithAudit(
    ctx.db,
    {
      companyId: input.companyId,
      jaar,
      soort,
      bestandsnaam,
      mimeType,
      grootte: input.bytes.length,
      sha256,
      // sealed under its own data key (docs/privacy.md section 7)
      ...sealDocument(new Uint8Array(input.bytes)),
      geuploadDoorId: ctx.actor.userId,
      geuploadOp: ctx.clock.now(),
    },
    {
      userId: ctx.actor.userId,
      actie: 'DOCUMENT_GEUPLOAD',
      ip: ctx.ip,
      details: { companyId: input.companyId, soort, jaar, grootte: input.bytes.length, sha256 },
    },
    intakeFor(soort, mimeType),
  );
  if (row && intakeFor(soort, mimeType)?.status === 'BEZIG') requestIntake(ctx.db);
  return toDocument(row, ctx.actor.userId);
}

export const documentTooLarge = () =>
  new DomainError('DOCUMENT_TOO_LARGE', `Het bestand is groter dan ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB.`);

export async function listDocuments(ctx: AuthedContext, companyId: string): Promise<TListedDocument[]> {
  if (!(await mayRead(ctx, companyId))) throw companyNotFound();
  return (await findDocumentsOfCompany(ctx.db, companyId)).map((r) => ({
    ...toDocument(r, ctx.actor.userId),
    lezing: r.lezing ? lezingKort(r.lezing) : null,
  }));
}

/** A stored reading in short: its status, the years read and what it says about what it could not read. */
function lezingKort(l: { status: LeesStatus; bron: string | null; resultaat: unknown }): TListedDocument['lezing'] {
  const r = (l.status === 'BEZIG' ? {} : (l.resultaat ?? {})) as {
    boekjaren?: { jaar: number }[];
    meldingen?: Melding[];
  };
  return {
    status: l.status,
    bron: (l.bron as 'PDF_TEKST' | 'XBRL' | 'OCR' | null) ?? null,
    jaren: (r.boekjaren ?? []).map((b) => b.jaar),
    meldingen: (r.meldingen ?? []).map(({ code, nl, en }) => ({ code, nl, en })),
  };
}

export async function downloadDocument(
  ctx: AuthedContext,
  id: string,
): Promise<{ document: TDocument; bytes: Uint8Array }> {
  const meta = await findDocumentMeta(ctx.db, id);
  if (!meta || !(await mayRead(ctx, meta.companyId))) throw documentNotFound();
  const content = await findDocumentContent(ctx.db, id);
  if (!content) throw documentNotFound();
  // its owner sees who else opened it (API.md, Privacy)
  await recordInzage(ctx.db, {
    eigenaarId: meta.geuploadDoorId,
    kijkerId: ctx.actor.userId,
    soort: 'DOCUMENT',
    objectId: id,
    naam: meta.bestandsnaam,
  });
  return { document: toDocument(meta, ctx.actor.userId), bytes: openDocument(content) };
}

export async function deleteDocument(ctx: AuthedContext, id: string): Promise<void> {
  const meta = await findDocumentMeta(ctx.db, id);
  if (!meta || !(await mayRead(ctx, meta.companyId))) throw documentNotFound();
  if (meta.geuploadDoorId !== ctx.actor.userId)
    throw new DomainError('FORBIDDEN', 'Alleen wie dit document uploadde kan het verwijderen.');
  const result = await deleteDocumentWithAudit(ctx.db, id, {
    userId: ctx.actor.userId,
    actie: 'DOCUMENT_VERWIJDERD',
    ip: ctx.ip,
    details: { documentId: id, companyId: meta.companyId, sha256: meta.sha256 },
  });
  if (result === 'in-use')
    throw new DomainError(
      'DOCUMENT_IN_GEBRUIK',
      'Dit document ligt onder een uitgegeven inkomensverklaring en kan niet meer worden verwijderd.',
    );
}
