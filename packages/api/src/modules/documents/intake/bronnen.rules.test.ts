import { describe, expect, it } from 'vitest';
import { type DocumentLezingInvoer, jarenUitDocumenten, vergelijkJaarMetDocumenten } from './bronnen.rules.ts';

const positie = { x: 56, y: 210, breedte: 480, hoogte: 11 };
const jr2025: DocumentLezingInvoer = {
  documentId: 'd-jr25',
  bestandsnaam: 'jaarrekening-2025.pdf',
  status: 'GELEZEN',
  boekjaren: [
    {
      jaar: 2025,
      velden: {
        vlottendeActiva: { waarde: 63602, pagina: 3, tekst: 'Vlottende activa 63.602 51.200', positie },
        eigenVermogen: { waarde: 39902, pagina: 3, tekst: 'Eigen vermogen 39.902' },
        balanstotaal: { waarde: 125612, pagina: 3, tekst: 'Totaal 125.612' },
      },
    },
    { jaar: 2024, velden: { balanstotaal: { waarde: 194990, pagina: 3, tekst: 'Totaal 125.612 194.990' } } },
  ],
};
const aangifte2025: DocumentLezingInvoer = {
  documentId: 'd-ib25',
  bestandsnaam: 'aangifte-2025.pdf',
  status: 'GELEZEN',
  boekjaren: [
    {
      jaar: 2025,
      velden: { fiscaleWinst: { waarde: 41606, pagina: 1, tekst: 'Saldo fiscale winstberekening 41.606' } },
    },
  ],
};
const jr2024: DocumentLezingInvoer = {
  documentId: 'd-jr24',
  bestandsnaam: 'jaarrekening-2024.pdf',
  status: 'GELEZEN',
  boekjaren: [{ jaar: 2024, velden: { balanstotaal: { waarde: 194000, pagina: 2, tekst: 'Balanstotaal 194.000' } } }],
};
const saved2025 = {
  fiscaleWinst: 41606,
  vlottendeActiva: 63602,
  immaterieleActiva: 0,
  eigenVermogen: 39902,
  balanstotaal: 125612,
  kortlopendeSchulden: null,
};

describe('vergelijkJaarMetDocumenten', () => {
  it('gives each field its proposals with document, page, line and position', () => {
    const r = vergelijkJaarMetDocumenten(2025, saved2025, [jr2025, aangifte2025]);
    expect(r.velden.vlottendeActiva).toEqual({
      voorstellen: [
        {
          documentId: 'd-jr25',
          bestandsnaam: 'jaarrekening-2025.pdf',
          waarde: 63602,
          pagina: 3,
          tekst: 'Vlottende activa 63.602 51.200',
          positie,
        },
      ],
      afwijking: false,
      oneens: false,
      zonderDocument: false,
    });
    expect(r.velden.fiscaleWinst?.voorstellen[0]).toMatchObject({ documentId: 'd-ib25', waarde: 41606, pagina: 1 });
    expect(r.velden.eigenVermogen?.voorstellen[0]).not.toHaveProperty('positie');
  });

  it('when every figure matches, cites the documents; intangible 0 without a line is not "without a document"', () => {
    const r = vergelijkJaarMetDocumenten(2025, saved2025, [jr2025, aangifte2025]);
    expect(r.velden.immaterieleActiva).toBeUndefined();
    expect(r.velden.kortlopendeSchulden).toBeUndefined();
    expect(r.documentIdsAllesKlopt).toEqual(['d-ib25', 'd-jr25']);
  });

  it('flags a saved figure that differs from its document, and then nothing is one click', () => {
    const r = vergelijkJaarMetDocumenten(2025, { ...saved2025, balanstotaal: 130000 }, [jr2025, aangifte2025]);
    expect(r.velden.balanstotaal).toMatchObject({ afwijking: true, oneens: false, zonderDocument: false });
    expect(r.velden.vlottendeActiva?.afwijking).toBe(false);
    expect(r.documentIdsAllesKlopt).toBeNull();
  });

  it('compares in cents: 0.004 apart is equal, 0.01 apart differs', () => {
    expect(
      vergelijkJaarMetDocumenten(2025, { ...saved2025, balanstotaal: 125612.004 }, [jr2025]).velden.balanstotaal
        ?.afwijking,
    ).toBe(false);
    expect(
      vergelijkJaarMetDocumenten(2025, { ...saved2025, balanstotaal: 125612.01 }, [jr2025]).velden.balanstotaal
        ?.afwijking,
    ).toBe(true);
  });

  it('flags two documents that disagree: the comparative column of 2025 against the 2024 accounts', () => {
    const r = vergelijkJaarMetDocumenten(2024, { balanstotaal: 194990 }, [jr2025, aangifte2025, jr2024]);
    expect(r.velden.balanstotaal?.voorstellen.map((v) => [v.documentId, v.waarde])).toEqual([
      ['d-jr25', 194990],
      ['d-jr24', 194000],
    ]);
    expect(r.velden.balanstotaal).toMatchObject({ oneens: true, afwijking: true });
    expect(r.documentIdsAllesKlopt).toBeNull();
  });

  it('flags figures saved without a document; a field neither saved nor read is absent', () => {
    const r = vergelijkJaarMetDocumenten(
      2023,
      {
        fiscaleWinst: 30000,
        vlottendeActiva: 1000,
        immaterieleActiva: 500,
        eigenVermogen: 2000,
        balanstotaal: 5000,
        kortlopendeSchulden: null,
      },
      [jr2025],
    );
    expect(r.velden.fiscaleWinst).toEqual({ voorstellen: [], afwijking: false, oneens: false, zonderDocument: true });
    expect(r.velden.immaterieleActiva?.zonderDocument).toBe(true);
    expect(r.velden.kortlopendeSchulden).toBeUndefined();
    expect(r.documentIdsAllesKlopt).toBeNull();
  });

  it('a figure read but not saved is neither a difference nor a match', () => {
    const r = vergelijkJaarMetDocumenten(2025, { ...saved2025, vlottendeActiva: null }, [jr2025, aangifte2025]);
    expect(r.velden.vlottendeActiva).toMatchObject({ afwijking: false, oneens: false, zonderDocument: false });
    expect(r.documentIdsAllesKlopt).toBeNull();
  });

  it('a needed figure no document gives blocks the one-click check', () => {
    expect(vergelijkJaarMetDocumenten(2025, saved2025, [jr2025]).documentIdsAllesKlopt).toBeNull();
  });

  it('documents still being read are listed and block the check; failed readings give nothing', () => {
    const bezig: DocumentLezingInvoer = {
      documentId: 'd-x',
      bestandsnaam: 'aanslag.pdf',
      status: 'BEZIG',
      boekjaren: [],
    };
    const mislukt: DocumentLezingInvoer = { ...jr2024, documentId: 'd-m', status: 'MISLUKT' };
    const r = vergelijkJaarMetDocumenten(2025, saved2025, [jr2025, aangifte2025, bezig, mislukt]);
    expect(r.bezig).toEqual([{ documentId: 'd-x', bestandsnaam: 'aanslag.pdf' }]);
    expect(r.documentIdsAllesKlopt).toBeNull();
    expect(
      vergelijkJaarMetDocumenten(2024, { balanstotaal: 194990 }, [jr2025, mislukt]).velden.balanstotaal?.oneens,
    ).toBe(false);
  });
});

describe('jarenUitDocumenten (documents first)', () => {
  const bezig: DocumentLezingInvoer = { documentId: 'd-x', bestandsnaam: 'x.pdf', status: 'BEZIG', boekjaren: [] };
  const toekomst: DocumentLezingInvoer = {
    documentId: 'd-2030',
    bestandsnaam: 'begroting.pdf',
    status: 'GELEZEN',
    boekjaren: [{ jaar: 2030, velden: { balanstotaal: { waarde: 1, tekst: 'Totaal 1' } } }],
  };

  it('offers every year a reading states that is not saved, newest first, the comparative column included', () => {
    const jaren = jarenUitDocumenten([jr2025, aangifte2025, bezig], new Set(), 2026);
    expect(jaren.map((j) => j.jaar)).toEqual([2025, 2024]);
    expect(jaren[0]!.bronnen.velden.fiscaleWinst?.voorstellen[0]).toMatchObject({
      documentId: 'd-ib25',
      waarde: 41606,
    });
    expect(jaren[1]!.bronnen.velden.balanstotaal?.voorstellen).toMatchObject([
      { documentId: 'd-jr25', waarde: 194990 },
    ]);
  });

  it('leaves out saved years and years still to come; two documents that disagree are shown, not chosen', () => {
    expect(jarenUitDocumenten([jr2025, toekomst], new Set([2025]), 2026).map((j) => j.jaar)).toEqual([2024]);
    const [j2024] = jarenUitDocumenten([jr2025, jr2024], new Set([2025]), 2026);
    expect(j2024!.bronnen.velden.balanstotaal).toMatchObject({ oneens: true });
    expect(jarenUitDocumenten([bezig], new Set(), 2026)).toEqual([]);
  });
});
