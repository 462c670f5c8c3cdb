// A year's evidence (API.md, Flow III): every document that states that year's figures — the year it
// was filed under, and every year its reading states (the next year's jaarrekening with its
// comparative column, a return, an assessment, an XBRL filing). Pure.

/** A document as far as its evidence goes: the year it was filed under and the years its reading states. */
export interface BewijsDocument {
  jaar: number | null;
  /** the reading's result as stored ({boekjaren: [{jaar, …}], …}); anything else counts as not read */
  lezing: unknown;
}

/** The years a reading states (none when it was not read or holds no years). */
export function gelezenJaren(lezing: unknown): number[] {
  if (typeof lezing !== 'object' || lezing === null) return [];
  const boekjaren = (lezing as { boekjaren?: unknown }).boekjaren;
  if (!Array.isArray(boekjaren)) return [];
  const jaren = boekjaren
    .map((b) => (typeof b === 'object' && b !== null ? (b as { jaar?: unknown }).jaar : undefined))
    .filter((j): j is number => typeof j === 'number' && Number.isInteger(j));
  return [...new Set(jaren)].sort((a, b) => a - b);
}

/**
 * Whether a document is evidence for a year: filed under it, filed without a year (e.g. a KvK extract
 * that the adviser chooses himself), or its reading states that year.
 */
export function isBewijsVoor(doc: BewijsDocument, jaar: number): boolean {
  if (doc.jaar === null || doc.jaar === jaar) return true;
  return gelezenJaren(doc.lezing).includes(jaar);
}
