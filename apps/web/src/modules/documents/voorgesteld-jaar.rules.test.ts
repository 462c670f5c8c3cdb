import { describe, expect, it } from 'vitest';
import type { TJaarBronnen } from '@ikv/api/schemas/documents/intake/bronnen';
import { voorgesteldJaar } from './voorgesteld-jaar.rules.ts';

const voorstel = (documentId: string, bestandsnaam: string, waarde: number) => ({
  documentId,
  bestandsnaam,
  waarde,
  tekst: `regel ${waarde}`,
});
const veld = (voorstellen: ReturnType<typeof voorstel>[], oneens = false) => ({
  voorstellen,
  afwijking: false,
  oneens,
  zonderDocument: false,
});

describe('voorgesteldJaar', () => {
  it('fills in what the documents agree on, names the documents, and leaves a disagreement to type', () => {
    const bronnen: TJaarBronnen = {
      velden: {
        balanstotaal: veld([voorstel('a', 'jaarrekening-2025.pdf', 125612)]),
        eigenVermogen: veld([voorstel('a', 'jaarrekening-2025.pdf', 39902), voorstel('b', 'jr-2024.pdf', 39000)], true),
        fiscaleWinst: veld([voorstel('c', 'aangifte-2024.pdf', 41606)]),
      },
      bezig: [],
      documentIdsAllesKlopt: null,
    };
    expect(voorgesteldJaar(2024, bronnen)).toEqual({
      jaar: 2024,
      // intangible assets no document states are left to type, never proposed as nil
      velden: { balanstotaal: 125612, fiscaleWinst: 41606 },
      // in the order of the fields
      documenten: ['aangifte-2024.pdf', 'jaarrekening-2025.pdf', 'jr-2024.pdf'],
    });
  });

  it('proposes only what a document states: no intangible assets of nil without a balance sheet either', () => {
    const bronnen: TJaarBronnen = {
      velden: { fiscaleWinst: veld([voorstel('c', 'aangifte-2024.pdf', 41606)]) },
      bezig: [],
      documentIdsAllesKlopt: null,
    };
    expect(voorgesteldJaar(2024, bronnen).velden).toEqual({ fiscaleWinst: 41606 });
  });
});
