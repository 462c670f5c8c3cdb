// The text layer of a PDF with positions, read with pdf.js (through unpdf's serverless build): no
// network, no worker download, no font loading, no wasm, no XFA forms.
import type { PageText, TextItem } from './layout.rules.ts';

/** At most this many pages are read; a longer document is not annual accounts anyone types over. */
const MAX_PAGES = 300;

export class PdfUnreadable extends Error {}

export async function pdfPages(bytes: Uint8Array): Promise<PageText[]> {
  const { getDocumentProxy } = await import('unpdf');
  let doc: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    doc = await getDocumentProxy(new Uint8Array(bytes), {
      useWorkerFetch: false,
      useWasm: false,
      enableXfa: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: true,
      verbosity: 0,
      isOffscreenCanvasSupported: false,
    });
  } catch (e) {
    throw new PdfUnreadable(e instanceof Error ? e.name : 'unreadable');
  }
  try {
    if (doc.numPages > MAX_PAGES) throw new PdfUnreadable('too many pages');
    const pages: PageText[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items: TextItem[] = [];
      for (const raw of content.items) {
        if (!('str' in raw) || raw.str.trim() === '') continue;
        const [a, b, , d, e, f] = raw.transform as number[];
        // only upright text; rotated text (stamps, margins) is no part of a table
        if (Math.abs(b!) > 1e-3 || a! <= 0) continue;
        const h = Math.abs(d!) || raw.height;
        // viewport.transform maps PDF space to the top-left origin of the page as displayed
        const [x, yTop] = viewport.convertToViewportPoint(e!, f! + h);
        items.push({ str: raw.str, x: x!, y: yTop!, w: raw.width, h });
      }
      pages.push({ pagina: n, breedte: viewport.width, hoogte: viewport.height, items });
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.cleanup();
  }
}
