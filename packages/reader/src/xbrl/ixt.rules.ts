// Pure rules: the number an inline XBRL fact states, from its printed text, its `format` (the
// Inline XBRL Transformation Registry, versions 1–5), its `scale` and its `sign` (Inline XBRL 1.1
// §4.1.5: the printed text never carries the sign; `sign="-"` makes the value negative). Values are
// returned in cents as bigint-safe integers within Number's exact range, or null when the text does
// not fit the format: an unknown format or a text that does not parse is never guessed.

/** The canonical lexical form of xs:decimal, as an instance document writes a value. */
export function decimalCents(text: string): number | null {
  const m = /^\s*([-+])?(\d{1,16})(?:\.(\d*))?\s*$/.exec(text);
  if (!m) return null;
  const frac = m[3] ?? '';
  // a value with more than cents (e.g. 12.345) is not an amount a form or a statement states
  if (/[1-9]/.test(frac.slice(2))) return null;
  const cents = Number(m[2]) * 100 + Number(frac.slice(0, 2).padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return m[1] === '-' ? -cents : cents;
}

type Style = 'dot-decimal' | 'comma-decimal' | 'zero' | 'integer';

/**
 * Formats by local name, any registry version (`ixt:numdotdecimal`, `ixt4:num-dot-decimal`, …).
 * `numcommadot` (ixt 1) is a comma for thousands and a dot for decimals; `numdotcomma` the reverse.
 */
const FORMATS: Record<string, Style> = {
  numdotdecimal: 'dot-decimal',
  'num-dot-decimal': 'dot-decimal',
  numcommadot: 'dot-decimal',
  numspacedot: 'dot-decimal',
  numcommadecimal: 'comma-decimal',
  'num-comma-decimal': 'comma-decimal',
  numdotcomma: 'comma-decimal',
  numspacecomma: 'comma-decimal',
  numcomma: 'comma-decimal',
  zerodash: 'zero',
  numdash: 'zero',
  'fixed-zero': 'zero',
  nocontent: 'zero',
  numinteger: 'integer',
  'num-integer': 'integer',
};

/** The transformation's local name (`ixt4:num-dot-decimal` → `num-dot-decimal`), lower case. */
function formatName(format: string | undefined): string | null {
  if (!format) return null;
  const i = format.indexOf(':');
  return (i < 0 ? format : format.slice(i + 1)).trim().toLowerCase();
}

/** Whether a format is one this reader knows (an unknown one leaves the fact unread). */
export function knownFormat(format: string | undefined): boolean {
  const name = formatName(format);
  return name === null || name in FORMATS;
}

function styledCents(raw: string, style: Style): number | null {
  const t = raw.replace(/[\u00a0\u202f\u2009]/g, ' ').trim();
  if (style === 'zero') return /^[-–—\s]*$/.test(t) || /^0+$/.test(t) ? 0 : null;
  if (!/^\d/.test(t) || !/\d$/.test(t)) return null;
  if (style === 'integer') return /^\d{1,16}$/.test(t) ? Number(t) * 100 : null;
  const decimal = style === 'dot-decimal' ? '.' : ',';
  const idx = t.lastIndexOf(decimal);
  let intPart = t;
  let frac = '';
  // a decimal separator followed by exactly three digits and preceded by groups of three is a
  // thousands separator of the other convention: refuse, the format says otherwise
  if (idx >= 0) {
    intPart = t.slice(0, idx);
    frac = t.slice(idx + 1);
    if (!/^\d{1,2}$/.test(frac)) return null;
  }
  // thousands: groups of three after the first, one kind of separator
  const groups = intPart.split(/[\s',.]/);
  const seps = new Set(intPart.match(/[\s',.]/g) ?? []);
  if (seps.has(decimal) || seps.size > 1) return null;
  if (groups.length > 1 && (!/^\d{1,3}$/.test(groups[0]!) || !groups.slice(1).every((g) => /^\d{3}$/.test(g))))
    return null;
  if (groups.length === 1 && !/^\d{1,16}$/.test(intPart)) return null;
  const digits = groups.join('');
  if (digits.length > 16) return null;
  return Number(digits) * 100 + Number(frac.padEnd(2, '0'));
}

/**
 * The value of an `ix:nonFraction` in cents: printed text through its format, times 10^scale,
 * negative with `sign="-"`. Null when the text does not fit, the format is unknown, or the scale
 * makes it fractional below a cent or too large to hold exactly.
 */
export function nonFractionCents(
  printed: string,
  attrs: { format?: string; scale?: string; sign?: string },
): number | null {
  const name = formatName(attrs.format);
  let cents: number | null;
  if (name === null) cents = decimalCents(printed);
  else {
    const style = FORMATS[name];
    if (!style) return null;
    cents = styledCents(printed, style);
  }
  if (cents === null || cents < 0) return null;
  const scale = attrs.scale === undefined || attrs.scale.trim() === '' ? 0 : Number(attrs.scale);
  if (!Number.isInteger(scale) || scale < -2 || scale > 9) return null;
  let scaled = cents;
  if (scale > 0) scaled = cents * 10 ** scale;
  else if (scale < 0) {
    const div = 10 ** -scale;
    if (cents % div !== 0) return null;
    scaled = cents / div;
  }
  if (!Number.isSafeInteger(scaled)) return null;
  return attrs.sign === '-' ? -scaled : scaled;
}
