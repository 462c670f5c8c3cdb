// Test helpers for the Trust part (API.md): evidence documents made directly in the database (the
// upload operation is another stream's), confirmed ownership, the adviser's identity check (Trust
// III) and the adviser's checks, so a request can pass the issuing gate.
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '@ikv/db';
import { call } from './api-client.ts';

/** A small PDF document of the company (optionally for one year), as an upload would store it. */
export async function createDocument(
  db: Db,
  companyId: string,
  jaar: number | null,
  soort: 'JAARREKENING' | 'KVK_UITTREKSEL' = 'JAARREKENING',
) {
  const inhoud = Buffer.from(`%PDF-1.4\n% ${soort} ${jaar ?? ''} ${randomUUID()}\n%%EOF\n`);
  return db.document.create({
    data: {
      companyId,
      jaar,
      soort,
      bestandsnaam: `${soort.toLowerCase()}-${jaar ?? 'bedrijf'}.pdf`,
      mimeType: 'application/pdf',
      grootte: inhoud.length,
      sha256: createHash('sha256').update(inhoud).digest('hex'),
      inhoud,
    },
    select: { id: true },
  });
}

export async function confirmOwnership(db: Db, aanvraagId: string) {
  const a = await db.aanvraag.findUniqueOrThrow({
    where: { id: aanvraagId },
    select: { companyId: true, ondernemerId: true },
  });
  await db.companyMember.update({
    where: { companyId_userId: { companyId: a.companyId, userId: a.ondernemerId } },
    data: { eigendomStatus: 'BEVESTIGD', eigendomMethode: 'ADVISEUR', eigendomBevestigdOp: new Date() },
  });
}

/** An adviser establishes the entrepreneur's identity over REST (API.md, Trust III): issuing needs it. */
export async function establishIdentity(
  baseUrl: string,
  adviserToken: string,
  ondernemerId: string,
  methode: 'ID_DOCUMENT' | 'VIDEOGESPREK' | 'PERSOONLIJK' = 'ID_DOCUMENT',
) {
  const res = await call(baseUrl, 'PUT', `/adviseur/ondernemers/${ondernemerId}/identiteit`, {
    token: adviserToken,
    json: { methode, toelichting: 'Identiteitsbewijs bekeken in de afspraak.' },
  });
  if (res.status !== 200) throw new Error(`identiteit: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { ondernemerId: string; methode: string; vastgesteldOp: string };
}

/** Ownership confirmed, identity established, one document per year and an akkoord check of each year: ready to issue (after a calculation). */
export async function makeIssuable(baseUrl: string, db: Db, aanvraagId: string, adviserToken: string, jaren: number[]) {
  await confirmOwnership(db, aanvraagId);
  const { companyId, ondernemerId } = await db.aanvraag.findUniqueOrThrow({
    where: { id: aanvraagId },
    select: { companyId: true, ondernemerId: true },
  });
  await establishIdentity(baseUrl, adviserToken, ondernemerId);
  for (const jaar of jaren) {
    const doc = await createDocument(db, companyId, jaar);
    const res = await call(baseUrl, 'PUT', `/adviseur/aanvragen/${aanvraagId}/controle/${jaar}`, {
      token: adviserToken,
      json: { akkoord: true, documentIds: [doc.id] },
    });
    if (res.status !== 200) throw new Error(`controle ${jaar}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}
