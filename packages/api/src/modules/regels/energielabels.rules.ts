// The energy labels of the Trhk (art. 4), on their own: the law's rule sets key their tables by them, and
// the calculator's form needs only this list (importing it from orientatie.rules.ts would bring the law's
// tables into the browser's first download).
export const ENERGIELABELS = [
  'A++++_GARANTIE',
  'A++++',
  'A+++',
  'A++',
  'A+',
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
] as const;
export type Energielabel = (typeof ENERGIELABELS)[number];
