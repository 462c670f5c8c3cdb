// Test helpers for the Trust part (API.md): evidence documents made directly in the database (the
// upload operation is another stream's), confirmed ownership, and the adviser's checks, so a
// request can pass the issuing gate.
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '@ikv/db';
import { call } from './api-client.ts';

/** A small PDF document of the company (optionally for one year), as an upload would store it. */
export async function createDocument(db: Db, companyId: string, jaar: number | null, soort: 'JAARREKENING' | 'KVK_UITTREKSEL' = 'JAARREKENING') {
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
  const a = await db.aanvraag.findUniqueOrThrow({ where: { id: aanvraagId }, select: { companyId: true, ondernemerId: true } });
  await db.companyMember.update({
    where: { companyId_userId: { companyId: a.companyId, userId: a.ondernemerId } },
    data: { eigendomStatus: 'BEVESTIGD', eigendomMethode: 'ADVISEUR', eigendomBevestigdOp: new Date() },
  });
}

/** Ownership confirmed, one document per year and an akkoord check of each year: ready to issue (after a calculation). */
export async function makeIssuable(baseUrl: string, db: Db, aanvraagId: string, adviserToken: string, jaren: number[]) {
  await confirmOwnership(db, aanvraagId);
  const { companyId } = await db.aanvraag.findUniqueOrThrow({ where: { id: aanvraagId }, select: { companyId: true } });
  for (const jaar of jaren) {
    const doc = await createDocument(db, companyId, jaar);
    const res = await call(baseUrl, 'PUT', `/adviseur/aanvragen/${aanvraagId}/controle/${jaar}`, { token: adviserToken, json: { akkoord: true, documentIds: [doc.id] } });
    if (res.status !== 200) throw new Error(`controle ${jaar}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}
