// Where to go after logging in or registering (callbackUrl): only a path of this app. The value is
// resolved with the WHATWG URL parser (the browser's own) against the app's origin and accepted
// only when it lands on that origin; backslashes, control characters and whitespace (which the
// parser silently drops or turns into "/"), scheme-relative forms ("//host"), and encoded slashes
// that decode to one are refused outright. Pure apart from the default origin (the app's own,
// @ikv/api/app-url); tested with a corpus of known bypasses.
import { appOrigin } from '@ikv/api/app-url';

export const DEFAULT_RETURN_PATH = '/bedrijven';
const MAX_LENGTH = 2048;

/** C0/C1 control characters, DEL and any Unicode whitespace. */
function hasControlOrSpace(s: string): boolean {
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (c <= 0x20 || (c >= 0x7f && c <= 0x9f) || /\s/u.test(ch)) return true;
  }
  return false;
}

/** C0 control characters and DEL (an encoded space in a query is fine; an encoded TAB or newline is not). */
function hasControl(s: string): boolean {
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

function decodedOnce(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The same-origin path (with query and fragment) to redirect to, or null when the value is not one. */
export function returnPathOrNull(value: unknown, origin: string = appOrigin()): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  // control characters (incl. TAB, CR, LF, DEL), any whitespace and backslashes: the parser would rewrite them
  if (hasControlOrSpace(value) || value.includes('\\')) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  const decoded = decodedOnce(value);
  if (decoded.startsWith('//') || decoded.includes('\\') || hasControl(decoded)) return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // what we hand back must itself be a plain same-origin path
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

export function safeReturnPath(value: unknown, origin: string = appOrigin()): string {
  return returnPathOrNull(value, origin) ?? DEFAULT_RETURN_PATH;
}
