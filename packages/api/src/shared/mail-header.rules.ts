// Pure: text that goes into a mail header (the subject). A subject is built from what people typed
// (an appointment subject, a company name, a notification title); a line break in it must never
// start a new header line (`Bcc:`), whatever the transport does, so line breaks and other control
// characters become one space and the subject is cut to a length mail clients show.

// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const BREAKS_AND_CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
export const SUBJECT_MAX = 200;

/** One line of at most SUBJECT_MAX characters (cut with an ellipsis), no control characters. */
export function headerText(value: string): string {
  const line = value.replace(BREAKS_AND_CONTROLS, ' ').replace(DIRECTION_CONTROLS, '').replace(/ {2,}/g, ' ').trim();
  return line.length > SUBJECT_MAX ? `${line.slice(0, SUBJECT_MAX - 1).trimEnd()}…` : line;
}
