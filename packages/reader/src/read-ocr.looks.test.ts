// The later looks at a scan's statement pages (read-ocr.ts `lookAgain`), with the reading stubbed: when
// another look is taken, in which order, and what stands when time runs out or a look fails. What the
// looks read on real scans and photos is measured in docs/intake.md ("Scans and photos").
import { describe, expect, it } from 'vitest';
import type { Blik } from './ocr.ts';
import { blankInBlackAndWhite, lookAgain } from './read-ocr.ts';
import type { PageText } from './layout.rules.ts';
import type { LeesResultaat } from './types.ts';

const unproven: LeesResultaat = {
  status: 'NIET_HERKEND',
  bron: 'PDF_TEKST',
  boekjaren: [],
  meldingen: [{ code: 'TELT_NIET_OP', nl: '', en: '' }],
};
const proven = (waarde: number): LeesResultaat => ({
  status: 'GELEZEN',
  bron: 'PDF_TEKST',
  boekjaren: [
    {
      jaar: 2024,
      velden: {
        vlottendeActiva: { waarde, tekst: 'Vlottende activa' },
        eigenVermogen: { waarde, tekst: 'Eigen vermogen' },
      },
    },
  ],
  meldingen: [],
});
const later = Date.now() + 60_000;

function reader(answers: Partial<Record<Blik, LeesResultaat | Error>>) {
  const asked: Blik[] = [];
  const read = async (blik: Blik) => {
    asked.push(blik);
    const answer = answers[blik];
    if (answer instanceof Error) throw answer;
    return answer ?? unproven;
  };
  return { asked, read };
}

describe('lookAgain', () => {
  it('a first reading that proved its statement, or found none: no other look', async () => {
    const r = reader({});
    expect(await lookAgain(proven(1), true, later, r.read)).toEqual(proven(1));
    expect(await lookAgain(unproven, false, later, r.read)).toBe(unproven);
    expect(r.asked).toEqual([]);
  });
  it('sharper first, then black and white; it stops at the first look that proves the statement', async () => {
    const r = reader({ SCHERP: proven(7) });
    expect(await lookAgain(unproven, true, later, r.read)).toEqual(proven(7));
    expect(r.asked).toEqual(['SCHERP']);
    const both = reader({ ZWART_WIT: proven(8) });
    expect(await lookAgain(unproven, true, later, both.read)).toEqual(proven(8));
    expect(both.asked).toEqual(['SCHERP', 'ZWART_WIT']);
  });
  it('no look after the deadline; a look that fails (out of time) leaves the readings before it', async () => {
    const r = reader({ SCHERP: proven(7) });
    // a look it wanted and had no time for: more time may read more (the service reads it on)
    expect(await lookAgain(unproven, true, Date.now() - 1, r.read)).toEqual({ ...unproven, tijdOp: true });
    expect(r.asked).toEqual([]);
    const failing = reader({ SCHERP: new Error('OCR over time'), ZWART_WIT: proven(8) });
    expect(await lookAgain(unproven, true, later, failing.read)).toBe(unproven);
    expect(failing.asked).toEqual(['SCHERP']);
    // a reading that needs no other look is not marked, however late
    expect(await lookAgain(proven(1), true, Date.now() - 1, r.read)).toEqual(proven(1));
  });
  it('two looks proving different amounts: the figure from neither', async () => {
    const first = { ...proven(1), meldingen: [{ code: 'BALANS_SLUIT_NIET', nl: '', en: '' }] };
    const r = await lookAgain(first, true, later, reader({ SCHERP: proven(2) }).read);
    expect(r.boekjaren).toEqual([]);
    expect(r.meldingen.map((m) => m.code)).toEqual(['BALANS_SLUIT_NIET', 'TEGENSTRIJDIGE_BEDRAGEN']);
  });
});

describe('blankInBlackAndWhite', () => {
  const page = (pagina: number, woorden: string[]): PageText => ({
    pagina,
    breedte: 595,
    hoogte: 842,
    items: woorden.map((str, i) => ({ str, x: 60, y: 60 + i * 14, w: str.length * 5, h: 9 })),
  });
  const text = ['Toelichting op de balans per 31 december 2022', 'Vlottende activa 309.255 32.049'];
  const asked: number[][] = [];
  const reads =
    (answer: PageText[] | Error, gestopt = 0) =>
    async (paginas: number[]) => {
      asked.push(paginas);
      if (answer instanceof Error) throw answer;
      return { pages: answer, gestopt };
    };

  it('pages OCR found nothing on, where no statement was found, are read in black and white', async () => {
    asked.length = 0;
    const byPage = new Map([1, 2, 3, 4, 5].map((n) => [n, page(n, n === 1 ? ['Stichting Voorbeeld'] : [])]));
    const r = await blankInBlackAndWhite(byPage, false, later, reads([page(2, text)]));
    // at most three pages, and what they read takes the place of nothing
    expect(asked).toEqual([[2, 3, 4]]);
    expect(r).toEqual({ gelezen: new Set([2]), tijdOp: false });
    expect(byPage.get(2)?.items.map((i) => i.str)).toEqual(text);
    expect(byPage.get(3)?.items).toEqual([]);
  });
  it('not where a statement was found, nor without blank pages; out of time says so; a failure leaves the first look', async () => {
    asked.length = 0;
    const blank = () => new Map([[1, page(1, [])]]);
    expect(await blankInBlackAndWhite(blank(), true, later, reads([]))).toEqual({ gelezen: new Set(), tijdOp: false });
    const withText = new Map([[1, page(1, text)]]);
    expect(await blankInBlackAndWhite(withText, false, later, reads([]))).toEqual({
      gelezen: new Set(),
      tijdOp: false,
    });
    expect(asked).toEqual([]);
    expect(await blankInBlackAndWhite(blank(), false, Date.now() - 1, reads([]))).toEqual({
      gelezen: new Set(),
      tijdOp: true,
    });
    expect(asked).toEqual([]);
    expect(await blankInBlackAndWhite(blank(), false, later, reads([], 1))).toEqual({
      gelezen: new Set(),
      tijdOp: true,
    });
    const failed = blank();
    expect(await blankInBlackAndWhite(failed, false, later, reads(new Error('JPX')))).toEqual({
      gelezen: new Set(),
      tijdOp: false,
    });
    expect(failed.get(1)?.items).toEqual([]);
  });
});
