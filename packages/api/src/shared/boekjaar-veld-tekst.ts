// The fields of a financial year inside a sentence, in the reader's language: "de fiscale winst en het
// eigen vermogen" / "the taxable profit and the equity". Used by the explanations of a recalculation
// and by the notifications (which render them when read). Pure.
import { BOEKJAAR_VELDEN, type BoekjaarVeld } from './financieel-boekjaar.fields.ts';
import type { TaalVoorkeur } from './taal.ts';

/** The readable names of a year's fields, from their definition. */
export const VELD = new Map<string, BoekjaarVeld>(BOEKJAAR_VELDEN.map((v) => [v.naam, v]));

export const veldNaam = (veld: string, taal: TaalVoorkeur): string =>
  VELD.get(veld)?.inZin[taal === 'EN' ? 'en' : 'nl'] ?? (taal === 'EN' ? 'a figure' : 'een cijfer');

/** "de fiscale winst en het eigen vermogen" / "the taxable profit and the equity". */
export function veldenTekst(velden: readonly string[], taal: TaalVoorkeur): string {
  const namen = velden.map((v) => veldNaam(v, taal));
  if (namen.length <= 1) return namen[0] ?? veldNaam('', taal);
  return `${namen.slice(0, -1).join(', ')} ${taal === 'EN' ? 'and' : 'en'} ${namen[namen.length - 1]}`;
}
