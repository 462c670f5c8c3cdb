// The link from a figure's source to the in-app page viewer (API.md, Intake: "a click on the source
// opens the document at that page with the line highlighted"), and reading it back. Pure.
// The link names the source, not what to draw (Trust IV): the year and the field of the document's
// own reading. The page, the marked line and its box come from that reading (GET
// /documents/{id}/cijfers), never from the query, so a crafted link cannot put words or a box of its
// choosing on a genuine page.
import { INTAKE_VELDEN, type IntakeVeld } from '@ikv/reader/types';

interface BronPlaats {
  pagina?: number;
}

/** The viewer for a PDF source with a page; an XBRL source (no page) opens the document itself. */
export function bronHref(documentId: string, jaar: number, veld: IntakeVeld, bron: BronPlaats): string {
  const id = encodeURIComponent(documentId);
  if (!bron.pagina) return `/api/documents/${id}?inline=1`;
  return `/documenten/${id}?${new URLSearchParams({ jaar: String(jaar), veld }).toString()}`;
}

/** Which source of the reading the viewer marks: a year and a field, or nothing. */
interface ViewerQuery {
  jaar: number | null;
  veld: IntakeVeld | null;
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The viewer's query, checked: a four-digit year and a field the reader knows; anything else is ignored. */
export function viewerQuery(q: Record<string, string | string[] | undefined>): ViewerQuery {
  const jaar = one(q.jaar);
  const veld = one(q.veld);
  return {
    jaar: jaar !== undefined && /^\d{4}$/.test(jaar) ? Number(jaar) : null,
    veld: veld !== undefined && (INTAKE_VELDEN as readonly string[]).includes(veld) ? (veld as IntakeVeld) : null,
  };
}

/** What the viewer shows: a page, and the line read there with its box, when the reading has them. */
export interface ViewerParams {
  pagina: number;
  positie: { x: number; y: number; breedte: number; hoogte: number } | null;
  regel: string | null;
}

/** The part of a document's reading (GET /documents/{id}/cijfers) the viewer looks the source up in. */
interface Lezing {
  boekjaren: readonly {
    jaar: number;
    velden: Partial<
      Record<
        IntakeVeld,
        { pagina?: number; tekst: string; positie?: { x: number; y: number; breedte: number; hoogte: number } }
      >
    >;
  }[];
}

/** The page and mark of the query's source in the reading; page 1 unmarked when the reading lacks it. */
export function viewerParams(query: ViewerQuery, lezing: Lezing | null): ViewerParams {
  const bron =
    query.jaar !== null && query.veld !== null
      ? lezing?.boekjaren.find((b) => b.jaar === query.jaar)?.velden[query.veld]
      : undefined;
  if (!bron?.pagina) return { pagina: 1, positie: null, regel: null };
  return { pagina: bron.pagina, positie: bron.positie ?? null, regel: bron.tekst || null };
}
