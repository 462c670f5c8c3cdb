// Pure: what goes into an iCalendar file (RFC 5545) from text people typed. The `ics` library
// escapes \ ; , and CRLF/LF in TEXT values, but not a bare CR, not control characters, and not
// parameter values: a name with a line break or a double quote in ORGANIZER;CN="…" could end the
// line or the parameter and add properties (ATTENDEE, BEGIN:VEVENT) or change the address. It also
// folds lines at 75 characters, not octets, so a line of accented or Hebrew text is far longer
// than RFC 5545's 75 octets. Hence: clean the values before the library, fold its output again.

// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL_EXCEPT_TAB_LF = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;

/** A TEXT value (SUMMARY, DESCRIPTION, LOCATION): every line break becomes \n (escaped by the library), other control characters go. */
export function icsText(value: string): string {
  return value.replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n').replace(CONTROL_EXCEPT_TAB_LF, '');
}

/** A quoted parameter value (CN=): one line, no control characters, no double quote (not allowed in QSAFE-CHAR). */
export function icsParam(value: string): string {
  return value.replace(ANY_CONTROL, ' ').replace(/"/g, "'").replace(/ {2,}/g, ' ').trim();
}

const encoder = new TextEncoder();

/** Folds one content line at 75 octets (continuations start with a space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // the leading space of a continuation line counts
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Unfolds an iCalendar text (CRLF + space/tab) and folds every line again at 75 octets; CRLF line ends. */
export function refoldIcs(ics: string): string {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines.map((l) => (l === '' ? l : foldLine(l))).join('\r\n');
}
