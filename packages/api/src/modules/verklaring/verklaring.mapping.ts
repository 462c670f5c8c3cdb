// Prisma rows → the statement domain's DTOs (pure).
import type { TAanvraagDocument, TControle, TVerificatie, TVerklaringInfo } from './verklaring.schema.ts';
import type { ControleRow, DocumentMetaRow, VerklaringMetaRow } from './verklaring.repository.ts';
import { gelezenJaren } from './bewijs.rules.ts';
import { verificatieStatus } from './verklaring.rules.ts';

/** The fields the statement's JWS covers (API.md, Trust). */
export interface VerklaringPayload {
  nummer: string;
  code: string;
  kvkNummer: string;
  bedrijfsnaam: string;
  ondernemer: { voornaam: string; achternaam: string };
  toetsinkomen: number | null;
  regelsVersie: string;
  uitgegevenOp: string;
  geldigTot: string;
  adviseur: { naam: string };
  /** the per-year figures the PDF shows (API.md, Trust III); absent in statements issued before */
  jaren?: VerklaringJaar[];
  pdfSha256: string;
}

/** One year as the issued PDF shows it: profit, the profit share counted, and the balance ratios. */
export interface VerklaringJaar {
  jaar: number;
  fiscaleWinst: number;
  winstaandeel: number | null;
  /** solvabiliteit in procent (null: not calculable) */
  solvabiliteitPct: number | null;
  liquiditeit: number | null;
}

export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export function toAanvraagDocument(
  r: DocumentMetaRow & { lezing?: { status: string; resultaat: unknown } | null },
): TAanvraagDocument {
  const { lezing, ...meta } = r;
  return {
    ...meta,
    // the stored type was judged from the bytes at upload (documents.rules.ts sniffMime)
    mimeType: r.mimeType as TAanvraagDocument['mimeType'],
    geuploadOp: r.geuploadOp.toISOString(),
    // the years its reading states: its evidence (bewijs.rules.ts)
    gelezenJaren: lezing?.status === 'GELEZEN' ? gelezenJaren(lezing.resultaat) : [],
  };
}

export function toControle(r: ControleRow): TControle {
  return {
    jaar: r.jaar,
    akkoord: r.akkoord,
    documentIds: r.documentIds,
    toelichting: r.toelichting,
    adviseur: r.adviseur ? { id: r.adviseur.id, naam: `${r.adviseur.voornaam} ${r.adviseur.achternaam}` } : null,
    op: r.op.toISOString(),
    vervallen: r.vervallenOp ? { op: r.vervallenOp.toISOString() } : null,
  };
}

export function toVerklaringInfo(r: VerklaringMetaRow, now: Date): TVerklaringInfo {
  return {
    nummer: r.nummer,
    code: r.code,
    status: verificatieStatus(r.status, isoDate(r.geldigTot), now),
    uitgegevenOp: r.uitgegevenOp.toISOString(),
    geldigTot: isoDate(r.geldigTot),
    adviseur: { naam: r.adviseurNaam },
    pdfSha256: r.pdfSha256,
    ingetrokkenOp: r.ingetrokkenOp ? r.ingetrokkenOp.toISOString() : null,
    intrekReden: r.intrekReden,
  };
}

export function toVerificatie(r: VerklaringMetaRow, now: Date): TVerificatie {
  const p = r.payload as unknown as VerklaringPayload;
  return {
    code: r.code,
    status: verificatieStatus(r.status, isoDate(r.geldigTot), now),
    nummer: r.nummer,
    bedrijfsnaam: p.bedrijfsnaam,
    kvkNummer: p.kvkNummer,
    ondernemer: { voornaam: p.ondernemer.voornaam, achternaam: p.ondernemer.achternaam },
    toetsinkomen: p.toetsinkomen,
    regelsVersie: p.regelsVersie,
    uitgegevenOp: p.uitgegevenOp,
    geldigTot: p.geldigTot,
    adviseur: { naam: p.adviseur.naam },
    jaren: (p.jaren ?? []).map((j) => ({
      jaar: j.jaar,
      fiscaleWinst: j.fiscaleWinst,
      winstaandeel: j.winstaandeel,
      solvabiliteitPct: j.solvabiliteitPct,
      liquiditeit: j.liquiditeit,
    })),
    pdfSha256: r.pdfSha256,
    jws: r.jws,
    ingetrokkenOp: r.ingetrokkenOp ? r.ingetrokkenOp.toISOString() : null,
  };
}
