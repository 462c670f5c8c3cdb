// The one corpus of hostile strings for the injection tests (API integration tests and Playwright):
// markup and script, CRLF header and iCalendar injection, spreadsheet formulas, right-to-left
// marks, control characters and strings at a field's maximum length. Plain data, no imports, so
// both packages/api tests and e2e import it as `@ikv/db/hostile-strings`.

export interface HostileString {
  /** short name for test titles */
  name: string;
  value: string;
  /**
   * A piece of the value that must come out literally wherever the value is shown (after the API's
   * normalisation of free text: line breaks in one-line fields become spaces, invisible control
   * characters are removed).
   */
  literal: string;
}

export const HOSTILE_STRINGS = [
  { name: 'script tag', value: '<script>alert(1)</script>', literal: '<script>alert(1)</script>' },
  { name: 'attribute break-out', value: '"><img src=x onerror=alert(1)>', literal: '"><img src=x onerror=alert(1)>' },
  { name: 'svg onload', value: "'><svg/onload=alert(2)>", literal: "'><svg/onload=alert(2)>" },
  { name: 'javascript url', value: 'javascript:alert(3)', literal: 'javascript:alert(3)' },
  { name: 'entity', value: '&lt;b&gt;vet&lt;/b&gt; &amp;', literal: '&lt;b&gt;vet&lt;/b&gt; &amp;' },
  { name: 'CRLF Bcc header', value: 'x\r\nBcc: evil@example.com', literal: 'Bcc: evil@example.com' },
  {
    name: 'CRLF iCalendar',
    value: 'x\r\nATTENDEE:mailto:evil@example.com\r\nBEGIN:VEVENT',
    literal: 'ATTENDEE:mailto:evil@example.com',
  },
  { name: 'bare CR', value: 'y\rX-Injected: 1', literal: 'X-Injected: 1' },
  { name: 'formula HYPERLINK', value: '=HYPERLINK("http://evil","x")', literal: '=HYPERLINK("http://evil","x")' },
  { name: 'formula @', value: '@SUM(1+1)', literal: '@SUM(1+1)' },
  { name: 'formula -', value: '-2+3', literal: '-2+3' },
  { name: 'formula +', value: '+1+1', literal: '+1+1' },
  { name: 'iCalendar specials', value: 'a,b;c\\d:e', literal: 'a,b;c\\d:e' },
  { name: 'quote in parameter', value: 'Eva":MAILTO:evil@example.com;X="', literal: 'MAILTO:evil@example.com' },
  { name: 'right-to-left mark', value: 'abc\u200Fdef \u05E9\u05DC\u05D5\u05DD', literal: '\u05E9\u05DC\u05D5\u05DD' },
  { name: 'right-to-left override', value: 'invoice\u202Efdp.exe', literal: 'invoice' },
  { name: 'control characters', value: 'bel\u0007esc\u001B[31mdel\u007F', literal: 'bel' },
] as const satisfies readonly HostileString[];

/** A NUL byte: the API refuses it in free text (400), it must never reach storage or output. */
export const HOSTILE_NUL = 'a\u0000b';

/**
 * Formula prefixes after leading whitespace, a tab or a line break: a spreadsheet may still read a
 * formula (CSV export must neutralise them too).
 */
export const HOSTILE_FORMULAS_AFTER_SPACE = [
  ' =1+1',
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
  '\u00A0=1+1',
  '\uFF1D1+1',
  ' @SUM(1)',
] as const;

/** Words and spaces up to exactly `max` characters, starting with `<b>` markup, ending with a marker. */
export function longText(max: number, marker = 'EINDE'): string {
  const head = '<b>lang</b> ';
  const filler = 'woord '.repeat(Math.ceil(max / 6));
  return (head + filler).slice(0, max - marker.length) + marker;
}

/** One unbroken word of exactly `max` characters (no spaces: layouts must wrap or cut it). */
export function longWord(max: number): string {
  return 'W'.repeat(max);
}

/** A one-line combination of the worst cases, for fields of at least `max` (≥ 120) characters. */
export function hostileLine(max = 120): string {
  const v =
    '<script>alert(1)</script>"><img src=x onerror=alert(1)> =HYPERLINK("http://evil") \u200F x\r\nBcc: evil@example.com';
  return v.slice(0, max);
}
