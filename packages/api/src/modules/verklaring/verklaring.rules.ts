// The issued statement's pure parts: its number, its validity and its state at a moment.
import { toLocalParts } from '../../shared/amsterdam-time.ts';

export const GELDIGHEID_MAANDEN = 6;

export type VerificatieStatus = 'GELDIG' | 'VERLOPEN' | 'INGETROKKEN';

/** IKV-2026-000123: the year of issue and a sequence number within that year. */
export function formatVerklaringNummer(jaar: number, volgnummer: number): string {
  return `IKV-${jaar}-${String(volgnummer).padStart(6, '0')}`;
}

/** The sequence number of a statement number of `jaar` (null for anything else). */
export function volgnummerVan(nummer: string, jaar: number): number | null {
  const m = /^IKV-(\d{4})-(\d{6,})$/.exec(nummer);
  return m && Number(m[1]) === jaar ? Number(m[2]) : null;
}

/** The last calendar day (YYYY-MM-DD) the statement is valid: `maanden` months after the Amsterdam issue date, clamped to the month's end. */
export function computeGeldigTot(uitgegevenOp: Date, maanden = GELDIGHEID_MAANDEN): string {
  const [y, m, d] = toLocalParts(uitgegevenOp).date.split('-').map(Number) as [number, number, number];
  const totaal = m - 1 + maanden;
  const jaar = y + Math.floor(totaal / 12);
  const maand = (totaal % 12) + 1;
  const laatste = new Date(Date.UTC(jaar, maand, 0)).getUTCDate();
  return `${jaar}-${String(maand).padStart(2, '0')}-${String(Math.min(d, laatste)).padStart(2, '0')}`;
}

/** The state a lender sees now: withdrawn wins; after geldigTot (Amsterdam date) it has expired. */
export function verificatieStatus(status: 'GELDIG' | 'INGETROKKEN', geldigTot: string, now: Date): VerificatieStatus {
  if (status === 'INGETROKKEN') return 'INGETROKKEN';
  return toLocalParts(now).date > geldigTot ? 'VERLOPEN' : 'GELDIG';
}
