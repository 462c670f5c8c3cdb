// Scores the reader on the corpus: per stated figure exact, wrong or missing; a figure the reader
// proposes that the document does not state is wrong too.
import { INTAKE_VELDEN } from '../../src/types.ts';
import type { LeesResultaat } from '../../src/types.ts';
import type { CorpusDocument } from './corpus.ts';

interface Score {
  exact: number;
  wrong: number;
  missing: number;
  statusWrong: number;
  details: string[];
}

export function scoreDocument(doc: CorpusDocument, result: LeesResultaat, score: Score): void {
  if (result.status !== doc.truth.status) {
    score.statusWrong++;
    score.details.push(
      `${doc.naam}: status ${result.status}, expected ${doc.truth.status} (${result.meldingen.map((m) => m.code).join(', ')})`,
    );
  }
  const read = new Map(result.boekjaren.map((b) => [String(b.jaar), b.velden]));
  const years = new Set([...Object.keys(doc.truth.boekjaren), ...read.keys()]);
  for (const jaar of years) {
    const truth = doc.truth.boekjaren[jaar] ?? {};
    const got = read.get(jaar) ?? {};
    for (const veld of INTAKE_VELDEN) {
      const t = truth[veld];
      const g = got[veld]?.waarde;
      if (t === undefined && g === undefined) continue;
      if (t !== undefined && g === undefined) {
        score.missing++;
        score.details.push(`${doc.naam}: ${jaar} ${veld} missing (truth ${t})`);
      } else if (t !== undefined && g !== undefined && Math.round(t * 100) === Math.round(g * 100)) score.exact++;
      else {
        score.wrong++;
        score.details.push(`${doc.naam}: ${jaar} ${veld} WRONG: read ${g}, truth ${t}`);
      }
    }
  }
}

export const emptyScore = (): Score => ({ exact: 0, wrong: 0, missing: 0, statusWrong: 0, details: [] });
