import { INTAKE_VELDEN } from '@ikv/reader';
import { describe, expect, it } from 'vitest';
import {
  BOEKJAAR_VELDEN,
  DOCUMENT_VELDEN,
  EXTRA_VELDEN,
  IKV_VELDEN,
  NODIGE_DOCUMENT_VELDEN,
  VASTE_VELDEN,
  type BoekjaarVeld,
} from './financieel-boekjaar.fields.ts';

describe('the fields of a financial year', () => {
  it('the FIXED ones are exactly those of FinancieelBoekjaarInput (API.md), in its order', () => {
    expect(VASTE_VELDEN.map((v) => v.naam)).toEqual([
      'fiscaleWinst',
      'vlottendeActiva',
      'immaterieleActiva',
      'eigenVermogen',
      'balanstotaal',
      'balanscorrectie',
      'balanscorrectieReden',
    ]);
  });

  it('a field outside the FIXED submit may always be left out (the submit keeps what is stored)', () => {
    expect(EXTRA_VELDEN.length).toBeGreaterThan(0);
    for (const v of EXTRA_VELDEN) expect(v.invoer, v.naam).toBe('optioneel');
  });

  it('names are unique, and every list keeps the order of the definition', () => {
    const namen = BOEKJAAR_VELDEN.map((v) => v.naam);
    expect(new Set(namen).size).toBe(namen.length);
    for (const lijst of [VASTE_VELDEN, EXTRA_VELDEN, IKV_VELDEN, DOCUMENT_VELDEN]) {
      const posities = lijst.map((v) => namen.indexOf(v.naam));
      expect(posities).toEqual([...posities].sort((a, b) => a - b));
    }
  });

  it('every field the reader gives is read into exactly one field, and every mapping names a reader field', () => {
    const gelezen = DOCUMENT_VELDEN.map((v) => v.document.veld);
    expect([...gelezen].sort()).toEqual([...INTAKE_VELDEN].sort());
  });

  it('a statement needs from documents every required amount but the one accounts leave out at 0', () => {
    expect(NODIGE_DOCUMENT_VELDEN).toEqual(['fiscaleWinst', 'vlottendeActiva', 'eigenVermogen', 'balanstotaal']);
  });

  it('has a label and a name in a sentence in both languages, translated', () => {
    for (const v of BOEKJAAR_VELDEN) {
      for (const tekst of [v.label, v.inZin, ...('hulp' in v ? [v.hulp] : [])]) {
        expect(tekst.nl.trim(), v.naam).not.toBe('');
        expect(tekst.en.trim(), v.naam).not.toBe('');
        expect(tekst.en, v.naam).not.toBe(tekst.nl);
      }
      expect(v.inZin.nl, v.naam).toMatch(/^(de|het) /);
      expect(v.inZin.en, v.naam).toMatch(/^the /);
    }
  });

  it('an example fits its own field', () => {
    for (const v of BOEKJAAR_VELDEN as readonly BoekjaarVeld[]) {
      if (v.soort === 'tekst') expect(v.voorbeeld === null || typeof v.voorbeeld === 'string', v.naam).toBe(true);
      else {
        expect(typeof v.voorbeeld, v.naam).toBe('number');
        if (v.minimum !== undefined) expect(v.voorbeeld as number, v.naam).toBeGreaterThanOrEqual(v.minimum);
      }
    }
  });
});
