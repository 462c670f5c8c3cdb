// The issued PDF's machine-readable part: verklaring.json embedded as a standard PDF file
// attachment (EmbeddedFiles), so `pdfdetach -list` and any PDF library can read it. @react-pdf
// cannot attach files, so the rendered bytes are post-processed with pdf-lib (loaded on first use).
import { createHash } from 'node:crypto';

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export async function attachJson(pdf: Uint8Array, naam: string, json: string, op: Date): Promise<Buffer> {
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  await doc.attach(new TextEncoder().encode(json), naam, {
    mimeType: 'application/json',
    description: 'Ondertekende inkomensverklaring (JWS) / signed income statement',
    creationDate: op,
    modificationDate: op,
  });
  return Buffer.from(await doc.save({ updateFieldAppearances: false }));
}

/** A QR code (PNG data URL) for the verification link. */
export async function qrPng(url: string): Promise<string> {
  const QRCode = await import('qrcode');
  return QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 300 });
}
