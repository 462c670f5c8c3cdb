// Numbers and dates as real documents print them.
import type { Keuzes } from './traits.ts';

export interface GetalStijl {
  duizend: '.' | ' ' | ',' | '';
  decimaal: ',' | '.';
  decimalen: number;
  negatief: string;
  nul: string;
}

export function getalStijl(k: Keuzes, decimalen: number): GetalStijl {
  const g = k.getal;
  const duizend = g === '1 234 567' ? ' ' : g === '1,234,567' ? ',' : g === '1234567' ? '' : '.';
  const decimaal = duizend === ',' ? '.' : ',';
  return { duizend, decimaal, decimalen, negatief: k.negatief ?? '-1.234', nul: k.nul ?? '0' };
}

/** Formats a whole number of printed units (`units` / 10^decimalen) in the document's style. */
export function formatBedrag(units: number, s: GetalStijl): string {
  if (units === 0) {
    if (s.nul === 'leeg') return '';
    if (s.nul === '0') return s.decimalen > 0 ? `0${s.decimaal}${'0'.repeat(s.decimalen)}` : '0';
    return s.nul;
  }
  const abs = Math.abs(units);
  const heel = Math.floor(abs / 10 ** s.decimalen);
  const frac = abs % 10 ** s.decimalen;
  let kern = String(heel).replace(/\B(?=(\d{3})+(?!\d))/g, s.duizend);
  if (s.decimalen > 0) kern += s.decimaal + String(frac).padStart(s.decimalen, '0');
  if (units > 0) return kern;
  switch (s.negatief) {
    case '(1.234)':
      return `(${kern})`;
    case '1.234-':
      return `${kern}-`;
    case '-/- 1.234':
      return `-/- ${kern}`;
    case '– 1.234':
      return `\u2013 ${kern}`;
    default:
      return `-${kern}`;
  }
}

const MAANDEN = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function maandNaam(maand: number): string {
  return MAANDEN[maand - 1] ?? 'december';
}

export function englishMonth(maand: number): string {
  return MONTHS_LONG[maand - 1] ?? 'December';
}

/** A balance date in the form a column header uses. */
export function formatDatum(vorm: string | undefined, dag: number, maand: number, jaar: number): string {
  const dd = String(dag).padStart(2, '0');
  const mm = String(maand).padStart(2, '0');
  switch (vorm) {
    case '31-12-2024':
      return `${dd}-${mm}-${jaar}`;
    case '31 december 2024':
      return `${dag} ${maandNaam(maand)} ${jaar}`;
    case '31.12.2024':
      return `${dd}.${mm}.${jaar}`;
    case 'Dec 31, 2024':
      return `${MONTHS[maand - 1] ?? 'Dec'} ${dag}, ${jaar}`;
    case '31/12/2024':
      return `${dd}/${mm}/${jaar}`;
    case '31 dec. 2024':
      return `${dag} ${maandNaam(maand).slice(0, 3)}. ${jaar}`;
    case 'ultimo 2024':
      return maand === 12 ? `ultimo ${jaar}` : `${dag} ${maandNaam(maand)} ${jaar}`;
    default:
      return String(jaar);
  }
}

export function langeDatum(dag: number, maand: number, jaar: number, engels: boolean): string {
  return engels ? `${dag} ${englishMonth(maand)} ${jaar}` : `${dag} ${maandNaam(maand)} ${jaar}`;
}
