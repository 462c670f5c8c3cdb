// Pure rules for evidence documents (API.md, Trust): the type judged by the bytes (magic numbers, from
// the file types' definition in shared/documenten.fields.ts), the size cap, a safe stored file name
// and the Content-Disposition of a download.
// the content sniffers only: the web's pages import these rules through the document schema
import { looksLikeIxbrl, looksLikeXbrl } from '@ikv/reader/sniff';
import { BESTANDSTYPEN, type DocumentMime } from '../../shared/documenten.fields.ts';

/** The largest document accepted: 10 MB. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Room for the multipart envelope (boundaries, part headers, the small fields) around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** The largest upload body: the file plus its envelope. Anything above is refused (413) unread. */
export const MAX_UPLOAD_BODY_BYTES = MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES;

/** The reader's own tests of a type it recognises by content rather than by its first bytes. */
const LEZER_HERKENT: Record<'xbrl' | 'ixbrl', (bytes: Uint8Array) => boolean> = {
  xbrl: looksLikeXbrl,
  ixbrl: looksLikeIxbrl,
};

/** The type of the content by its first bytes, never by name or declared type; null for anything else. */
export function sniffMime(bytes: Uint8Array): DocumentMime | null {
  const starts = (sig: readonly number[]) => bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);
  const type = BESTANDSTYPEN.find(({ herkenning: h }) =>
    'begin' in h ? starts(h.begin) : LEZER_HERKENT[h.lezer](bytes),
  );
  return type?.mime ?? null;
}

const EXTENSIE = new Map<string, string>(BESTANDSTYPEN.map((t) => [t.mime, t.extensie]));
/** a name's extension of any accepted type, removed before the judged type's own is added */
const ELKE_EXTENSIE = new RegExp(
  `(${BESTANDSTYPEN.flatMap((t) => t.extensies)
    .map((e) => e.replace('.', '\\.'))
    .join('|')})$`,
  'i',
);

/**
 * The name to store and offer on download: the last path segment of what the browser sent, without
 * control characters or characters that are special in file systems or headers, at most 120
 * characters, with the extension of the judged type (a `.pdf` name on a PNG becomes `….png`).
 */
export function safeFileName(original: string, mime: DocumentMime): string {
  const ext = EXTENSIE.get(mime)!;
  const base = (original.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>:"|?*;]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const stem = base
    .replace(ELKE_EXTENSIE, '')
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
