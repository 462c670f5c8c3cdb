// A document's kind and year corrected from what its reading found (API.md, Flow III: documents first;
// "any uploaded file is read whatever its soort guess, and a wrong guess is corrected from the content").
// Pure; the intake applies it when it saves a reading.
import type { GelezenBoekjaar } from '@ikv/reader';
import { GELEZEN_SOORTEN, type DocumentSoort } from '../../../shared/documenten.fields.ts';

export interface DocumentCorrectie {
  soort?: DocumentSoort;
  jaar?: number;
}

/**
 * A document filed as a kind whose figures are not read (other, a KvK extract) whose reading found a
 * financial year's figures is annual accounts when it has a balance sheet, else a return; "annual
 * accounts" that state only the fiscal profit are a return. One uploaded without a year belongs to
 * the newest year it states (its own year: the others are its comparative columns). A year still to
 * come is never taken. Null when nothing changes.
 */
export function correctieUitLezing(
  doc: { soort: DocumentSoort; jaar: number | null },
  boekjaren: readonly GelezenBoekjaar[],
  maxJaar: number,
): DocumentCorrectie | null {
  const jaren = boekjaren
    .filter((b) => Object.keys(b.velden).length > 0 && b.jaar >= 1900 && b.jaar <= maxJaar)
    .map((b) => b.jaar);
  if (jaren.length === 0) return null;
  const correctie: DocumentCorrectie = {};
  // a balance sheet makes annual accounts; the fiscal profit alone a return (a return may carry the
  // entrepreneur's balance sheet, so a return or assessment is never made annual accounts)
  const alleenWinst = boekjaren.every((b) => Object.keys(b.velden).every((v) => v === 'fiscaleWinst'));
  if (!GELEZEN_SOORTEN.includes(doc.soort)) correctie.soort = alleenWinst ? 'IB_AANGIFTE' : 'JAARREKENING';
  else if (doc.soort === 'JAARREKENING' && alleenWinst) correctie.soort = 'IB_AANGIFTE';
  if (doc.jaar === null) correctie.jaar = Math.max(...jaren);
  return Object.keys(correctie).length > 0 ? correctie : null;
}
