// Only what a person sees becomes a figure: a digit glued before an amount in render mode 3 or 7, in
// white on the white page, or clipped away is taken out; the amount a person sees is read.
import { describe, expect, it } from 'vitest';
import {
  beginText,
  clip,
  endPath,
  endText,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  setTextRenderingMode,
  showText,
  StandardFonts,
  TextRenderingMode,
} from 'pdf-lib';
import { readDocument } from './read-document.ts';

type Decoy = 'render-3' | 'render-7' | 'white' | 'clipped';

/** A balance sheet whose items add up; a "1" nobody sees is drawn right before the vorderingen of 2025. */
async function balance(decoy: Decoy): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const rows: [string, string, string][] = [
    ['Vaste activa', '40.000', '36.000'],
    ['Vlottende activa', '', ''],
    ['  Vorderingen', '6.000', '5.000'],
    ['  Liquide middelen', '4.000', '4.000'],
    ['', '10.000', '9.000'],
    ['Totaal activa', '50.000', '45.000'],
  ];
  const right = (text: string, x: number, y: number) =>
    page.drawText(text, { x: x - font.widthOfTextAtSize(text, 10), y, size: 10, font, color: rgb(0, 0, 0) });
  page.drawText('Balans per 31 december 2025', { x: 60, y: 780, size: 14, font });
  right('2025', 400, 740);
  right('2024', 500, 740);
  page.drawText('ACTIVA', { x: 60, y: 720, size: 10, font });
  rows.forEach(([label, a, b], i) => {
    const y = 700 - i * 16;
    if (label) page.drawText(label.trim(), { x: label.startsWith(' ') ? 72 : 60, y, size: 10, font });
    if (a) right(a, 400, y);
    if (b) right(b, 500, y);
  });
  const x = 400 - font.widthOfTextAtSize('6.000', 10) - font.widthOfTextAtSize('1', 10);
  const y = 700 - 2 * 16;
  const name = page.node.newFontDictionary(font.name, font.ref);
  page.pushOperators(
    pushGraphicsState(),
    ...(decoy === 'clipped' ? [rectangle(0, 0, 10, 10), clip(), endPath()] : []),
    beginText(),
    setFontAndSize(name, 10),
    ...(decoy === 'white' ? [setFillingRgbColor(1, 1, 1)] : []),
    ...(decoy === 'render-3' ? [setTextRenderingMode(TextRenderingMode.Invisible)] : []),
    ...(decoy === 'render-7' ? [setTextRenderingMode(TextRenderingMode.Clip)] : []),
    setTextMatrix(1, 0, 0, 1, x, y),
    showText(font.encodeText('1')),
    endText(),
    popGraphicsState(),
  );
  return doc.save();
}

describe('only what a person sees', () => {
  for (const decoy of ['render-3', 'render-7', 'white', 'clipped'] as const)
    it(`a digit glued before an amount (${decoy}) is not read; the amount a person sees is`, async () => {
      const result = await readDocument(await balance(decoy));
      const y2025 = result.boekjaren.find((b) => b.jaar === 2025)?.velden;
      expect(y2025?.vlottendeActiva?.waarde).toBe(10000);
      expect(y2025?.balanstotaal?.waarde).toBe(50000);
      expect(JSON.stringify(result)).not.toContain('16.000');
    });
});
