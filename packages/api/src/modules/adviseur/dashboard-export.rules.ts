// The CSV export of the adviser's list (pure): UTF-8 with a byte-order mark, `;` between cells,
// CRLF between rows (what Excel with Dutch regional settings opens as columns), amounts with a
// decimal comma and two decimals (no thousands separator), dates as dd-mm-jjjj uu:mm in
// Europe/Amsterdam, and text cells that a spreadsheet would take for a formula neutralised.
import type { AanvraagStatus } from '../aanvraag-regels/aanvraag-status.rules.ts';
import { aanvraagStatusLabel } from '../aanvraag-regels/aanvraag-status-labels.rules.ts';
import { TIME_ZONE } from '../../shared/amsterdam-time.ts';

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

/**
 * A formula a spreadsheet could run: = + - @ (also their full-width forms) at the start or after
 * leading white space, or a cell that starts with a tab, CR or LF (OWASP "CSV injection").
 */
const FORMULA_START = /^(?:[\s\u00A0\u2000-\u200B\u3000\uFEFF]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r\n])/;
/** Control characters other than TAB, CR and LF (a NUL cuts a cell short in some programs). */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A text cell: control characters removed, a formula start gets a ' in front (CSV injection), then quoted when needed. */
export function csvText(value: string | null | undefined): string {
  let v = (value ?? '').replace(CONTROL, '');
  if (FORMULA_START.test(v)) v = `'${v}`;
  return /[;,"\r\n\t]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** An amount: two decimals with a decimal comma (e.g. 24000,00 or -1250,50); empty for none. */
export function csvAmount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return value.toFixed(2).replace('.', ',');
}

const dateFormat = new Intl.DateTimeFormat('nl-NL', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/** dd-mm-jjjj uu:mm in Amsterdam time. */
export function csvDate(d: Date): string {
  const p = Object.fromEntries(dateFormat.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}`;
}

export const csvRow = (cells: readonly string[]) => `${cells.join(CSV_SEPARATOR)}\r\n`;

export const EXPORT_HEADER = [
  'Aanvraagnummer',
  'Bedrijf',
  'KvK-nummer',
  'Ondernemer',
  'E-mail',
  'Soort',
  'Status',
  'Behandelaar',
  'Aangemaakt op',
  'Bijgewerkt op',
  'Toetsinkomen (EUR)',
];

const SOORT_LABEL: Record<string, string> = { IKV: 'Inkomensverklaring', ORIENTATIE: 'Oriëntatie' };

export interface ExportRow {
  nummer: number;
  bedrijf: string;
  kvkNummer: string;
  ondernemer: string;
  email: string;
  verklaringType: string;
  status: AanvraagStatus;
  behandelaar: string | null;
  aangemaaktOp: Date;
  bijgewerktOp: Date;
  toetsinkomen: number | null;
}

export function exportLine(r: ExportRow): string {
  return csvRow([
    String(r.nummer),
    csvText(r.bedrijf),
    csvText(r.kvkNummer),
    csvText(r.ondernemer),
    csvText(r.email),
    csvText(SOORT_LABEL[r.verklaringType] ?? r.verklaringType),
    csvText(aanvraagStatusLabel(r.status, 'nl')),
    csvText(r.behandelaar),
    csvDate(r.aangemaaktOp),
    csvDate(r.bijgewerktOp),
    csvAmount(r.toetsinkomen),
  ]);
}
