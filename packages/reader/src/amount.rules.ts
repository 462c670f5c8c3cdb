// Pure rules for the text of annual accounts (API.md, Intake): amounts as Dutch and English accounts
// print them, the years of column headers and the scale a page states. Amounts are returned in cents
// (integers), so no binary floating point touches a figure.

/** Dot leaders and ellipses that fill the space between a label and its amount. */
const LEADERS = /(?:\s*[.…·_]\s*){3,}/g;

/** A label without leaders, colons at the end and runs of spaces. */
export function cleanLabel(text: string): string {
  return text
    .replace(LEADERS, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[\s:]+$/, '')
    .trim();
}

/** Lower case, without accents, quotes and dashes made plain: for comparing labels. */
export function normalizeLabel(text: string): string {
  return cleanLabel(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[‐-―]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

const NUMBER_BODY = String.raw`\d{1,3}(?:[.,\u00a0 ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const AMOUNT = new RegExp(
  String.raw`^(?<pre>-\/-|[-−–])?\s*(?:€|eur|euro|£|gbp)?\s*(?<open>\()?\s*(?:€|eur|euro|£|gbp)?\s*(?<pre2>-\/-|[-−–])?\s*(?<num>${NUMBER_BODY})\s*(?<close>\))?\s*(?<post>-\/-|-)?$`,
  'i',
);

/**
 * An amount in cents, or null when the text is not exactly one amount. Accepts `1.234`, `1,234`,
 * `1.234,56`, `1,234.56`, `€ 1.234`, `-1.234`, `(1.234)`, `1.234 -/-`, `-/- 1.234`, `1.234-`. A lone
 * separator followed by three digits is a thousands separator, by one or two digits a decimal one.
 * A bare dash (`-`, `–`) is zero, as accounts print an empty comparative figure.
 */
export function parseAmountCents(raw: string): number | null {
  const text = raw.replace(/\u00a0/g, ' ').trim();
  if (/^[-–—]$/.test(text)) return 0;
  const m = AMOUNT.exec(text);
  if (!m?.groups) return null;
  const { pre, open, pre2, num, close, post } = m.groups;
  if (Boolean(open) !== Boolean(close)) return null;
  const signs = [pre, pre2, post, open ? '()' : undefined].filter(Boolean).length;
  if (signs > 1) return null;
  const cents = numberCents(num!);
  if (cents === null) return null;
  return signs === 1 ? -cents : cents;
}

function numberCents(num: string): number | null {
  const s = num.replace(/[\u00a0 ]/g, '.');
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let intPart: string;
  let decPart = '';
  if (lastDot >= 0 && lastComma >= 0) {
    const decSep = lastDot > lastComma ? '.' : ',';
    const thouSep = decSep === '.' ? ',' : '.';
    const i = s.lastIndexOf(decSep);
    intPart = s.slice(0, i);
    decPart = s.slice(i + 1);
    if (
      intPart.includes(decSep) ||
      !/^\d{1,3}(?:[.,]\d{3})*$/.test(intPart) ||
      intPart.replace(new RegExp(`\\${thouSep}`, 'g'), '').match(/\D/)
    )
      return null;
    if (!/^\d{1,2}$/.test(decPart)) return null;
    intPart = intPart.split(thouSep).join('');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const parts = s.split(sep);
    const tail = parts[parts.length - 1]!;
    if (parts.length > 2 || tail.length === 3) {
      // thousands separators only: every group after the first has three digits
      if (!parts.slice(1).every((p) => /^\d{3}$/.test(p)) || !/^\d{1,3}$/.test(parts[0]!)) return null;
      intPart = parts.join('');
    } else {
      if (!/^\d{1,2}$/.test(tail)) return null;
      intPart = parts[0]!;
      decPart = tail;
    }
  } else {
    intPart = s;
  }
  if (!/^\d+$/.test(intPart) || intPart.length > 13) return null;
  return Number(intPart) * 100 + (decPart ? Number(decPart.padEnd(2, '0')) : 0);
}

const MONTHS: Record<string, number> = {
  januari: 1,
  january: 1,
  jan: 1,
  februari: 2,
  february: 2,
  feb: 2,
  maart: 3,
  march: 3,
  mrt: 3,
  mar: 3,
  april: 4,
  apr: 4,
  mei: 5,
  may: 5,
  juni: 6,
  june: 6,
  jun: 6,
  juli: 7,
  july: 7,
  jul: 7,
  augustus: 8,
  august: 8,
  aug: 8,
  september: 9,
  sep: 9,
  sept: 9,
  oktober: 10,
  october: 10,
  okt: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
};

export interface YearToken {
  jaar: number;
  /** a balance date (day and month printed), not just a year */
  datum: boolean;
}

/**
 * The financial year a column header names: `2025`, `31-12-2025`, `31.12.2025`, `30 juni 2025`,
 * `June 30, 2025`, `2024/2025` or `2024/25` (a year ending in the later one), optionally after
 * `per`, `boekjaar`, `FY`. Null for anything else. The year is the one the balance date or the
 * period end falls in (API.md, Intake).
 */
export function parseYearHeader(raw: string): YearToken | null {
  const t = normalizeLabel(raw)
    .replace(/^(?:per|boekjaar|jaar|year|fy|at|as at|balans per)\s+/, '')
    .trim();
  const ok = (y: number) => y >= 1950 && y <= 2199;
  let m = /^(\d{4})$/.exec(t);
  if (m) return ok(+m[1]!) ? { jaar: +m[1]!, datum: false } : null;
  m = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4})$/.exec(t);
  if (m)
    return +m[2]! >= 1 && +m[2]! <= 12 && +m[1]! >= 1 && +m[1]! <= 31 && ok(+m[3]!)
      ? { jaar: +m[3]!, datum: true }
      : null;
  m = /^(\d{1,2})\s+([a-z]+)\.?\s+(\d{4})$/.exec(t);
  if (m) return MONTHS[m[2]!] && ok(+m[3]!) ? { jaar: +m[3]!, datum: true } : null;
  m = /^([a-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(t);
  if (m) return MONTHS[m[1]!] && ok(+m[3]!) ? { jaar: +m[3]!, datum: true } : null;
  m = /^(\d{4})\s*[/-]\s*(\d{4}|\d{2})$/.exec(t);
  if (m) {
    const start = +m[1]!;
    const end = m[2]!.length === 2 ? Math.floor(start / 100) * 100 + +m[2]! : +m[2]!;
    return end === start + 1 && ok(end) ? { jaar: end, datum: false } : null;
  }
  return null;
}

/**
 * The scale a text states for its amounts: 1000 for `x € 1.000`, `× € 1.000`, `in € 1.000`, `(x 1.000
 * euro)`, `in duizenden euro's`, `in thousands of euros`, `€ '000`, `EUR 000`, `k€`; 1 000 000 for `in
 * miljoenen euro's`, `x € 1 miljoen`, `in millions`, `€m`; 1 for `x € 1`, `in euro's`, `bedragen in €`; null
 * when the text says nothing; TEGENSTRIJDIG when it states two.
 */
export function statedScale(pageText: string): 1 | 1000 | 1000000 | 'TEGENSTRIJDIG' | null {
  // OCR reads the noughts of a column's "R000's" or "€ '000" as letters ("RO00's", "ROOO's"): such a
  // token is a scale too, never read as units (the South African photo's figures 1 000× too small)
  const t = normalizeLabel(pageText)
    .replace(
      /(^|[\s(])([r€£$]\s?'?|'|(?=[o0]*0))([o0]{3})('?s)?(?=[\s).,:;]|$)/g,
      (_m, before: string, sign: string, _noughts: string, s?: string) => `${before}${sign}000${s ?? ''}`,
    )
    // and "x € 1.0OO" is "x € 1.000"
    .replace(/\b1([.,])(?=[o0]*o)([o0]{3})(?![\d.,]?[\do])/g, '1$1000');
  const millions =
    /(?:x|×|in)\s*(?:€|eur|euro)?\s*1[.,]000[.,]000\b|in miljoenen|miljoenen euro|x\s*(?:€|eur|euro)?\s*1\s*miljoen|in millions|millions of euro|(?:€|eur|£)\s*(?:m|mln|million)\b|\bmln\s*(?:€|eur)/.test(
      t,
    );
  const thousands =
    /(?:x|×|in)\s*(?:€|eur|euro|£)?\s*1[.,]000(?![.,]\d)|x\s*1[.,]000\s*(?:euro|eur)|in duizenden|duizenden euro|in thousands|thousands of (?:euro|pound)|(?:€|eur|£|\$|\br)\s*'?000(?:'?s)?\b|(?:^|[\s(])'000(?:'?s)?\b|\b000'?s\b|(?:€|eur)\s*thousands?\b|\bteur\b|k€|£'000/.test(
      t,
    );
  // "x € 1", "in hele euro's" state units; "in euro's" and "bedragen in €" name the currency and give way
  // to a multiplier stated beside them ("Bedragen in euro's" over "(bedragen × € 1.000)")
  const units = /(?:x|×)\s*(?:€|eur|euro)\s*1(?![.,]?\d)|\bin hele euro/.test(t);
  const currency = /\bin euro'?s\b|\bin euros\b|bedragen in €(?!\s*1[.,]000)/.test(t);
  const stated = [millions, thousands, units].filter(Boolean).length;
  if (stated > 1) return 'TEGENSTRIJDIG';
  if (stated === 0 && currency) return 1;
  return millions ? 1000000 : thousands ? 1000 : units ? 1 : null;
}
