// One case: generate, read with the reader's public entry, judge.
import { readDocument, type LeesResultaat } from '@ikv/reader';
import { genereer, type Geval } from './layout.ts';
import { beoordeel, type Uitkomst } from './property.ts';

export interface Resultaat {
  geval: Geval;
  uitkomst: Uitkomst;
  /** Only for a case with a wrong figure or status: what a developer needs to open it. */
  bewijs?: { pdf: Uint8Array; waarheid: unknown; vermeld: string[]; antwoord: LeesResultaat };
}

export async function draai(geval: Geval): Promise<Resultaat> {
  const g = await genereer(geval);
  let antwoord: LeesResultaat;
  try {
    antwoord = await readDocument(g.pdf.slice(), { soort: g.soort });
  } catch (e) {
    antwoord = {
      status: 'MISLUKT',
      boekjaren: [],
      meldingen: [{ code: `EXCEPTION: ${String(e)}`.slice(0, 200), nl: '', en: '' }],
    } as unknown as LeesResultaat;
  }
  const uitkomst = beoordeel(g, antwoord);
  const mis = uitkomst.fout > 0 || !uitkomst.statusGoed;
  return {
    geval,
    uitkomst,
    bewijs: mis ? { pdf: g.pdf, waarheid: g.waarheid, vermeld: g.vermeld, antwoord } : undefined,
  };
}
