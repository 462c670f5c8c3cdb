// Normalisation of free text people type (names, subjects, remarks, messages), pure and client-safe:
// invisible control characters have no meaning in them and only serve to break headers, calendar
// files, spreadsheets or the reading direction of what follows, so they are removed; line breaks in
// one-line fields become spaces. A NUL byte is not removed but refused (see hasNul): it is never
// typed, PostgreSQL cannot store it, and the API has always answered it with a 400.

/** C0 controls except TAB, LF and CR; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
/** Explicit direction embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they turn the
 * text after them around ("Trojan Source" spoofing). The marks U+200E/U+200F stay: they only hint. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/g;
const LINE_BREAK = /\r\n?|[\n\u0085\u2028\u2029]/g;

/** One-line text: line breaks and tabs become one space, control characters go, trimmed. */
export function cleanLine(value: string): string {
  return value
    .replace(/[\t\r\n\u0085\u2028\u2029]+/g, ' ')
    .replace(CONTROL, '')
    .replace(BIDI_CONTROL, '')
    .trim();
}

/** Multi-line text: every line break becomes \n, control characters (not TAB and \n) go, trimmed. */
export function cleanText(value: string): string {
  return value.replace(LINE_BREAK, '\n').replace(CONTROL, '').replace(BIDI_CONTROL, '').trim();
}

export const hasNul = (value: string) => value.includes('\u0000');
