// Test data for the Trust part (API.md) straight in the e2e database: the evidence documents (the
// upload operation belongs to another stream) and a confirmed ownership, so a request can pass the
// issuing gate once the adviser has checked each year.
import { createHash, randomUUID } from 'node:crypto';
import { createDb } from '@ikv/db';
import { databaseUrlOf } from './app-instance.ts';

/** Confirms the requesting entrepreneur's ownership and stores one PDF document per financial year; answers jaar → document id. */
export async function prepareEvidence(aanvraagId: string): Promise<Map<number, string>> {
  const db = createDb(await databaseUrlOf(), { max: 1 });
  try {
    const a = await db.aanvraag.findUniqueOrThrow({
      where: { id: aanvraagId },
      select: { companyId: true, ondernemerId: true },
    });
    await db.companyMember.update({
      where: { companyId_userId: { companyId: a.companyId, userId: a.ondernemerId } },
      data: { eigendomStatus: 'BEVESTIGD', eigendomMethode: 'ADVISEUR', eigendomBevestigdOp: new Date() },
    });
    const jaren = await db.financialYear.findMany({ where: { companyId: a.companyId }, select: { jaar: true } });
    const out = new Map<number, string>();
    for (const { jaar } of jaren) {
      const inhoud = Buffer.from(`%PDF-1.4\n% jaarrekening ${jaar} ${randomUUID()}\n%%EOF\n`);
      const doc = await db.document.create({
        data: {
          companyId: a.companyId,
          jaar,
          soort: 'JAARREKENING',
          bestandsnaam: `jaarrekening-${jaar}.pdf`,
          mimeType: 'application/pdf',
          grootte: inhoud.length,
          sha256: createHash('sha256').update(inhoud).digest('hex'),
          inhoud,
        },
        select: { id: true },
      });
      out.set(jaar, doc.id);
    }
    return out;
  } finally {
    await db.$disconnect();
  }
}

/** Marks an account's e-mail address as confirmed (an aanvraag needs it). */
export async function confirmEmail(email: string): Promise<void> {
  const db = createDb(await databaseUrlOf(), { max: 1 });
  try {
    await db.user.update({ where: { email }, data: { emailGeverifieerdOp: new Date() } });
  } finally {
    await db.$disconnect();
  }
}
