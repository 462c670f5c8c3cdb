// The link from a figure's source to the in-app page viewer (API.md, Intake: "a click on the source
// opens the document at that page with the line highlighted"), and reading it back. Pure.

interface BronPlaats {
  pagina?: number;
  tekst: string;
  positie?: { x: number; y: number; breedte: number; hoogte: number };
}

const r1 = (n: number) => String(Math.round(n * 10) / 10);

/** The viewer for a PDF source with a page; an XBRL source (no page) opens the document itself. */
export function bronHref(documentId: string, bron: BronPlaats): string {
  const id = encodeURIComponent(documentId);
  if (!bron.pagina) return `/api/documents/${id}?inline=1`;
  const q = new URLSearchParams({ pagina: String(bron.pagina) });
  if (bron.positie) {
    q.set('x', r1(bron.positie.x));
    q.set('y', r1(bron.positie.y));
    q.set('b', r1(bron.positie.breedte));
    q.set('h', r1(bron.positie.hoogte));
  }
  q.set('regel', bron.tekst.slice(0, 300));
  return `/documenten/${id}?${q.toString()}`;
}

export interface ViewerParams {
  pagina: number;
  positie: { x: number; y: number; breedte: number; hoogte: number } | null;
  regel: string | null;
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const num = (v: string | string[] | undefined, max: number): number | null => {
  const s = one(v);
  if (s === undefined || !/^\d{1,5}(\.\d{1,3})?$/.test(s)) return null;
  const n = Number(s);
  return n <= max ? n : null;
};

/** The viewer's query, checked: a page 1–300 (the reader's bound), a rectangle only when complete. */
export function viewerParams(q: Record<string, string | string[] | undefined>): ViewerParams {
  const pagina = num(q.pagina, 300);
  const [x, y, b, h] = [num(q.x, 14_400), num(q.y, 14_400), num(q.b, 14_400), num(q.h, 14_400)];
  const regel = one(q.regel)?.slice(0, 300) ?? null;
  return {
    pagina: pagina && Number.isInteger(pagina) && pagina >= 1 ? pagina : 1,
    positie:
      x !== null && y !== null && b !== null && h !== null && b > 0 && h > 0 ? { x, y, breedte: b, hoogte: h } : null,
    regel: regel || null,
  };
}
