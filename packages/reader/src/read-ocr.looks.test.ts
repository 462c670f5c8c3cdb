// The later looks at a scan's statement pages (read-ocr.ts `lookAgain`), with the reading stubbed: when
// another look is taken, in which order, and what stands when time runs out or a look fails. What the
// looks read on real scans and photos is measured in docs/intake.md ("Scans and photos").
import { describe, expect, it } from 'vitest';
import type { Blik } from './ocr.ts';
import { lookAgain } from './read-ocr.ts';
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
