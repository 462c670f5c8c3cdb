// A stored financial year's shape, from the fields' definition, for tests that compare whole records:
// a new field changes what GET and PUT answer without a change to those tests.
import { BOEKJAAR_VELDEN, EXTRA_VELDEN } from '../src/shared/financieel-boekjaar.fields.ts';

/** Every optional field as unknown (null): what GET adds to a year saved by the FIXED submit. */
export const ONBEKENDE_EXTRA: Readonly<Record<string, null>> = Object.fromEntries(
  EXTRA_VELDEN.map((v) => [v.naam, null]),
);

/** The keys of a stored year as GET and PUT answer it, sorted. */
export const OPGESLAGEN_VELDEN: readonly string[] = ['jaar', ...BOEKJAAR_VELDEN.map((v) => v.naam)].sort();
