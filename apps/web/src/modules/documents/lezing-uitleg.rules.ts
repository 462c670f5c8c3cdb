// What the reading of one document found, said beside the document in the reader's language (API.md,
// Flow III: every reading explained): being read; read, with the years; read from an image, so check;
// or not (fully) read, with the reader's own reasons and what to do. A file filed as a kind whose
// figures are not read (a KvK extract, other) says nothing unless figures were found in it. Pure.
import type { TListedDocument } from '@ikv/api/schemas/documents/list';
import { DOCUMENT_SOORT_DEFINITIES } from '@ikv/api/shared/documenten.fields';
import { fill, type Dictionary, type Locale } from '~/i18n/locale.ts';

interface LezingUitleg {
  tone: 'muted' | 'success' | 'warning';
  tekst: string;
  /** the reader's own explanations, in the reader's language */
  redenen: string[];
}

/** "2024 en 2025" / "2024 and 2025" */
function jarenTekst(jaren: readonly number[], t: Dictionary): string {
  const lijst = [...new Set(jaren)].sort((a, b) => a - b).map(String);
  return lijst.length <= 1 ? (lijst[0] ?? '') : `${lijst.slice(0, -1).join(', ')} ${t.common.and} ${lijst.at(-1)}`;
}

/**
 * What the reader says of figures it did read, not of figures left to enter: which of a group's and a
 * company's own figures it took (docs/intake.md, "Group and company columns"). Shown, but the
 * document still counts as read whole.
 */
const TER_INFORMATIE = new Set(['GROEP_OVERGESLAGEN', 'XBRL_GECONSOLIDEERD']);

export function lezingUitleg(
  d: Pick<TListedDocument, 'soort' | 'lezing'>,
  t: Dictionary,
  locale: Locale,
): LezingUitleg | null {
  const l = d.lezing;
  if (!l) return null;
  const redenen = l.meldingen.filter((m) => m.code !== 'GELEZEN_MET_OCR').map((m) => m[locale]);
  if (l.status === 'BEZIG') return { tone: 'muted', tekst: t.documents.readingNow, redenen: [] };
  if (l.status === 'GELEZEN') {
    const jaren = jarenTekst(l.jaren, t);
    if (l.bron === 'OCR') return { tone: 'warning', tekst: fill(t.documents.readOcr, { jaren }), redenen };
    const deels = l.meldingen.some((m) => m.code !== 'GELEZEN_MET_OCR' && !TER_INFORMATIE.has(m.code));
    return {
      tone: deels ? 'warning' : 'success',
      tekst: fill(deels ? t.documents.readPartly : t.documents.readAll, { jaren }),
      redenen,
    };
  }
  if (!DOCUMENT_SOORT_DEFINITIES[d.soort].gelezen) return null;
  return {
    tone: 'warning',
    tekst: l.status === 'MISLUKT' ? t.documents.readFailed : t.documents.readNothing,
    redenen: l.meldingen.map((m) => m[locale]),
  };
}
