// readDocument: the figures of one document's bytes, in memory, without a database (API.md, Intake).
// Used by the background reader (in a bounded child process, see read-bounded.ts) and by anything
// that reads a dropped file directly. Throws nothing: a file that cannot be read ends as MISLUKT.
import type { LeesResultaat } from './types.ts';
import { PdfUnreadable, pdfPages } from './pdf-text.ts';
import { readXbrl } from './xbrl/read-xbrl.ts';
import { looksLikeIxbrl, looksLikeXbrl } from './xbrl/sniff.ts';
import { XbrlRefused } from './xbrl/xml.ts';
// scans and photos (OCR): read-ocr.ts
import { imageKind } from './ocr.rules.ts';
import { readImage, readPdfPages } from './read-ocr.ts';

type LeesbareSoort = 'JAARREKENING' | 'IB_AANGIFTE' | 'AANSLAG_IB';

const MISLUKT = (nl: string, en: string): LeesResultaat => ({
  status: 'MISLUKT',
  boekjaren: [],
  meldingen: [{ code: 'MISLUKT', nl, en }],
});

export async function readDocument(
  bytes: Uint8Array,
  options: {
    soort?: LeesbareSoort | string;
    /** (scans) OCR starts no page after this time (ms since the epoch); else after OCR_BUDGET_MS */
    ocrDeadline?: number;
  } = {},
): Promise<LeesResultaat> {
  const isPdf = bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';
  if (isPdf) {
    try {
      return await readPdfPages(bytes, await pdfPages(bytes), options.ocrDeadline);
    } catch (e) {
      if (e instanceof PdfUnreadable || e instanceof Error)
        return MISLUKT(
          'Het PDF-bestand is beschadigd, versleuteld of niet te lezen.',
          'The PDF file is damaged, encrypted or unreadable.',
        );
      throw e;
    }
  }
  if (looksLikeXbrl(bytes) || looksLikeIxbrl(bytes)) {
    try {
      return readXbrl(bytes);
    } catch (e) {
      if (e instanceof XbrlRefused || e instanceof Error)
        return MISLUKT(
          'Het XBRL-bestand is ongeldig of bevat niet-toegestane onderdelen (zoals een DTD of entiteiten).',
          'The XBRL file is invalid or contains parts that are not allowed (such as a DTD or entities).',
        );
      throw e;
    }
  }
  // scans and photos (OCR): a JPEG or PNG upload is read from its image
  if (imageKind(bytes)) {
    try {
      return await readImage(bytes, options.ocrDeadline);
    } catch {
      return MISLUKT(
        'De afbeelding is beschadigd of niet op tijd te lezen.',
        'The image is damaged or could not be read in time.',
      );
    }
  }
  return {
    status: 'GEEN_TEKST',
    boekjaren: [],
    meldingen: [
      {
        code: 'GEEN_TEKST',
        nl: 'Dit is een afbeelding zonder tekstlaag; de cijfers zijn niet te lezen.',
        en: 'This is an image without a text layer; the figures cannot be read.',
      },
    ],
  };
}
