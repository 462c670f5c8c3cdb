import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en.ts';
import { nl } from '~/i18n/nl.ts';
import { ownerCheckText } from './owner-check-text.ts';

const check = (
  uitkomst: 'EIGENAAR' | 'FUNCTIONARIS' | 'GEEN_MATCH' | 'NIET_BESCHIKBAAR',
  functie: string | null = null,
) => ({
  uitkomst,
  isEigenaar: uitkomst === 'EIGENAAR',
  functie,
  toelichting: 'x',
  gecontroleerdePersoon: 'Guus Geluk',
  gecontroleerdOp: '2026-01-01T00:00:00.000Z',
});

describe('ownerCheckText', () => {
  it('names the person and the function, in both languages', () => {
    expect(ownerCheckText(nl, check('EIGENAAR', 'Vennoot'))).toBe(
      'Guus Geluk staat in het handelsregister als vennoot.',
    );
    // the registry's Dutch role in the reader's language; an unknown term as the registry wrote it
    expect(ownerCheckText(en, check('EIGENAAR', 'Vennoot'))).toBe(
      'Guus Geluk is registered as partner in the trade register.',
    );
    expect(ownerCheckText(en, check('FUNCTIONARIS', 'Gevolmachtigde'))).toContain('as authorised representative');
    expect(ownerCheckText(en, check('EIGENAAR', 'Curator'))).toBe(
      'Guus Geluk is registered as curator in the trade register.',
    );
    expect(ownerCheckText(nl, check('GEEN_MATCH'))).toContain('komt niet voor');
    expect(ownerCheckText(en, check('NIET_BESCHIKBAAR'))).toContain('could not be done');
    expect(ownerCheckText(nl, null)).toBe(nl.companyAdmin.ownerCheckNone);
  });
});
