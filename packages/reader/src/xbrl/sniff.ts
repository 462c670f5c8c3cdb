// Judging a file by its content: an XBRL instance (root `xbrli:xbrl`) or an inline XBRL document
// (an XHTML page that declares the inline XBRL namespace). Anything else that looks like HTML is
// neither, and the upload refuses it (API.md, Intake II).

const XBRLI = 'http://www.xbrl.org/2003/instance';
const IX = /xmlns:[\w.-]+\s*=\s*["']http:\/\/www\.xbrl\.org\/(?:2008|2013)\/inlineXBRL["']/;
const XHTML = /xmlns\s*=\s*["']http:\/\/www\.w3\.org\/1999\/xhtml["']/;

function head(bytes: Uint8Array, n: number): string {
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, n)).replace(/^\uFEFF/, '');
}

/** Whether the bytes look like an XBRL instance. */
export function looksLikeXbrl(bytes: Uint8Array): boolean {
  const text = head(bytes, 4096);
  if (!/^\s*<(?:\?xml|!--|[A-Za-z_])/.test(text)) return false;
  return /<(?:[A-Za-z_][\w.-]*:)?xbrl[\s>]/.test(text) && text.includes(XBRLI);
}

/** Whether the bytes look like an inline XBRL document: an `html` root in the XHTML namespace with `ix`. */
export function looksLikeIxbrl(bytes: Uint8Array): boolean {
  const text = head(bytes, 16384);
  if (!/^\s*<(?:\?xml|!--|!DOCTYPE|html)/i.test(text)) return false;
  const root = /<html\b[^>]*>/i.exec(text)?.[0];
  return root !== undefined && XHTML.test(root) && IX.test(root);
}
