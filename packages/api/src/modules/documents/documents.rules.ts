// Pure rules for evidence documents (API.md, Trust): the type judged by the bytes (magic numbers),
// the size cap, a safe stored file name and the Content-Disposition of a download.
import { looksLikeXbrl } from './intake/xbrl.rules.ts';

/** The largest document accepted: 10 MB. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Room for the multipart envelope (boundaries, part headers, the small fields) around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** The largest upload body: the file plus its envelope. Anything above is refused (413) unread. */
export const MAX_UPLOAD_BODY_BYTES = MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES;

export const DOCUMENT_SOORTEN = ['JAARREKENING', 'IB_AANGIFTE', 'AANSLAG_IB', 'KVK_UITTREKSEL', 'OVERIG'] as const;
export type DocumentSoort = (typeof DOCUMENT_SOORTEN)[number];

/** `application/xml`: an SBR/XBRL instance document (API.md, Intake), judged by its content. */
export type DocumentMime = 'application/pdf' | 'image/png' | 'image/jpeg' | 'application/xml';
export const DOCUMENT_MIMES = ['application/pdf', 'image/png', 'image/jpeg', 'application/xml'] as const;

const EXTENSION: Record<DocumentMime, string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'application/xml': '.xbrl',
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The type of the content by its first bytes, never by name or declared type; null for anything else. */
export function sniffMime(bytes: Uint8Array): DocumentMime | null {
  const starts = (sig: readonly number[]) => bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts(PNG)) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (looksLikeXbrl(bytes)) return 'application/xml';
  return null;
}

/**
 * The name to store and offer on download: the last path segment of what the browser sent, without
 * control characters or characters that are special in file systems or headers, at most 120
 * characters, with the extension of the judged type (a `.pdf` name on a PNG becomes `….png`).
 */
export function safeFileName(original: string, mime: DocumentMime): string {
  const ext = EXTENSION[mime];
  const base = (original.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>:"|?*;]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const stem = base
    .replace(/\.(pdf|png|jpe?g|xbrl|xml)$/i, '')
    .slice(0, 120 - ext.length)
    .trim();
  return `${stem || 'document'}${ext}`;
}

/** An ASCII-only fallback of a name for the plain `filename=` parameter. */
export function asciiFileName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ -]/g, '_')
    .replace(/_+/g, '_');
  return ascii.trim() || 'document';
}

/** Content-Disposition with a quoted ASCII fallback and the exact name per RFC 5987/6266. */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${asciiFileName(name)}"; filename*=UTF-8''${encoded}`;
}
