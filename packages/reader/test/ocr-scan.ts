// A scan made from a generated balance sheet (for the OCR test and `pnpm bench:intake`): the sheet drawn
// as text with pdf-lib, rasterised with pdf.js on @napi-rs/canvas, optionally turned as a scan fed in
// askew, and wrapped as the only image of a PDF page as a scanner makes it. Figures invented.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { degrees, PDFDocument, setTextRenderingMode, StandardFonts, TextRenderingMode } from 'pdf-lib';
import '../src/node-polyfills.ts';

const BALANCE: [string, string, string][] = [
  ['ACTIVA', '', ''],
  ['Vaste activa', '', ''],
  ['  Immateriële vaste activa', '4.000', '5.000'],
  ['  Materiële vaste activa', '36.000', '31.000'],
  ['', '40.000', '36.000'],
  ['Vlottende activa', '', ''],
  ['  Vorderingen', '6.000', '5.000'],
  ['  Liquide middelen', '4.000', '4.000'],
  ['', '10.000', '9.000'],
  ['Totaal activa', '50.000', '45.000'],
  ['PASSIVA', '', ''],
  ['Eigen vermogen', '30.000', '28.000'],
  ['Kortlopende schulden', '20.000', '17.000'],
  ['Totaal passiva', '50.000', '45.000'],
];

/** The balance sheet with a 2024 equity the liabilities' total does not hold (31.000 + 20.000 for 50.000). */
export const UNEVEN_BALANCE = BALANCE.map(([label, a, b]): [string, string, string] =>
  label === 'Eigen vermogen' ? [label, '31.000', b] : [label, a, b],
);

/** The balance sheet (or the rows given) as a text PDF. */
export async function textPdf(rows: readonly [string, string, string][] = BALANCE): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  page.drawText('Balans per 31 december 2024', { x: 60, y: 770, size: 14, font: bold });
  const right = (s: string, xr: number, y: number, f = font) =>
    page.drawText(s, { x: xr - f.widthOfTextAtSize(s, 10), y, size: 10, font: f });
  right('31-12-2024', 400, 730, bold);
  right('31-12-2023', 500, 730, bold);
  rows.forEach(([label, a, b], i) => {
    const y = 705 - i * 18;
    page.drawText(label.trim(), { x: label.startsWith(' ') ? 72 : 60, y, size: 10, font });
    if (a) right(a, 400, y);
    if (b) right(b, 500, y);
  });
  return doc.save();
}

/** The text PDF's page as a PNG at `dpi`, turned `degrees` (a scan fed in slightly askew). */
export async function rasterise(pdf: Uint8Array, dpi: number, degrees = 0): Promise<Buffer> {
  const { renderPageAsImage } = await import('unpdf');
  const png = Buffer.from(
    await renderPageAsImage(new Uint8Array(pdf), 1, { canvasImport: () => import('@napi-rs/canvas'), scale: dpi / 72 }),
  );
  if (degrees === 0) return png;
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, image.width, image.height);
  ctx.translate(image.width / 2, image.height / 2);
  ctx.rotate((degrees * Math.PI) / 180);
  ctx.drawImage(image, -image.width / 2, -image.height / 2);
  return canvas.encode('png');
}

/** A PDF whose only page is the image (no text layer), as a scanner makes it. */
export async function imagePdf(png: Buffer, pages = 1): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(png);
  for (let i = 0; i < pages; i++) doc.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  return doc.save();
}

/**
 * A scan as a scanner with text recognition makes it, then given /Rotate 90: the page image with the
 * labels drawn invisibly over it (render mode 3), the page upright in its own space and so shown
 * sideways, as a page turned by a viewer's "rotate" and saved is.
 */
export async function turnedSandwichPdf(png: Buffer): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(png);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  page.pushOperators(setTextRenderingMode(TextRenderingMode.Invisible));
  page.drawText('Balans per 31 december 2024', { x: 60, y: 770, size: 14, font });
  BALANCE.forEach(([label], i) => {
    if (label.trim()) page.drawText(label.trim(), { x: 60, y: 705 - i * 18, size: 10, font });
  });
  page.setRotation(degrees(90));
  return doc.save();
}

/** A page of prose without a figure (minutes of a meeting), as a text PDF. */
export async function prosePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const lines = [
    'Verslag van de vergadering van het bestuur',
    'Aanwezig: de voorzitter, de secretaris en de penningmeester.',
    'De voorzitter opent de vergadering en heet iedereen welkom.',
    'Het verslag van de vorige vergadering wordt ongewijzigd vastgesteld.',
    'De penningmeester licht de plannen voor het komende seizoen toe.',
    'Niets meer aan de orde zijnde sluit de voorzitter de vergadering.',
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 60, y: 760 - i * 22, size: 12, font }));
  return doc.save();
}

export const TRUTH: Record<number, Record<string, number>> = {
  2024: {
    immaterieleActiva: 4000,
    vlottendeActiva: 10000,
    eigenVermogen: 30000,
    kortlopendeSchulden: 20000,
    balanstotaal: 50000,
  },
  2023: {
    immaterieleActiva: 5000,
    vlottendeActiva: 9000,
    eigenVermogen: 28000,
    kortlopendeSchulden: 17000,
    balanstotaal: 45000,
  },
};
