import { describe, expect, it } from 'vitest';
import { checkVerklaringGereed, type GereedInvoer } from './verklaring-gereed.rules.ts';

const j = (jaar: number, fiscaleWinst: number) => ({ jaar, fiscaleWinst, eigenVermogen: 1000, balanscorrectieReden: null });
const ready: GereedInvoer = {
  verklaringType: 'IKV',
  eigendom: 'BEVESTIGD',
  identiteitVastgesteld: true,
  berekening: { invoerBoekjaren: [j(2023, 10), j(2024, 20)], gebruikteJaren: [2023, 2024] },
  huidigeBoekjaren: [j(2024, 20), j(2023, 10)],
  controles: [
    { jaar: 2023, akkoord: true, vervallen: false },
    { jaar: 2024, akkoord: true, vervallen: false },
  ],
};

describe('checkVerklaringGereed', () => {
  it('passes when owned, calculated on the current figures and every used year approved', () => {
    expect(checkVerklaringGereed(ready)).toEqual([]);
  });
  it('names every missing piece once', () => {
    const fouten = checkVerklaringGereed({
      ...ready,
      eigendom: 'ONBEVESTIGD',
      huidigeBoekjaren: [j(2023, 10), j(2024, 21)],
      controles: [{ jaar: 2023, akkoord: false, vervallen: false }],
    });
    expect(fouten.map((f) => f.path)).toEqual(['eigendom', 'ikvResultaat', 'controles.2023', 'controles.2024']);
    expect(fouten[2]!.nl).toContain('zonder akkoord');
    expect(fouten[3]!.nl).toContain('nog niet gecontroleerd');
  });
  it('asks for the identity check of the applicant, after ownership and before the figures', () => {
    const fouten = checkVerklaringGereed({ ...ready, identiteitVastgesteld: false });
    expect(fouten).toEqual([
      { path: 'identiteit', code: 'IDENTITEIT_NIET_VASTGESTELD', nl: expect.stringContaining('identiteit'), en: expect.stringContaining('identity') },
    ]);
    expect(checkVerklaringGereed({ ...ready, eigendom: 'ONBEVESTIGD', identiteitVastgesteld: false, berekening: null }).map((f) => f.path)).toEqual([
      'eigendom',
      'identiteit',
      'ikvResultaat',
    ]);
    expect(checkVerklaringGereed({ ...ready, verklaringType: 'ORIENTATIE', identiteitVastgesteld: false })).toEqual([]);
  });
  it('counts a void check as no check and a rejected ownership as not confirmed', () => {
    const fouten = checkVerklaringGereed({ ...ready, eigendom: 'AFGEWEZEN', controles: [ready.controles[0]!, { jaar: 2024, akkoord: true, vervallen: true }] });
    expect(fouten.map((f) => f.code)).toEqual(['EIGENDOM_NIET_BEVESTIGD', 'JAAR_NIET_GECONTROLEERD']);
    expect(fouten[0]!.nl).toContain('afgewezen');
    expect(fouten[1]!.nl).toContain('vervallen');
  });
  it('asks for a calculation when there is none, and for a new one when a year was added', () => {
    expect(checkVerklaringGereed({ ...ready, berekening: null }).map((f) => f.code)).toEqual(['GEEN_ACTUELE_BEREKENING']);
    expect(checkVerklaringGereed({ ...ready, huidigeBoekjaren: [...ready.huidigeBoekjaren, j(2025, 5)] }).map((f) => f.code)).toEqual(['GEEN_ACTUELE_BEREKENING']);
  });
  it('treats an absent field like null (a stored snapshot from before a new optional field)', () => {
    expect(checkVerklaringGereed({ ...ready, huidigeBoekjaren: ready.huidigeBoekjaren.map((y) => ({ ...y, kortlopendeSchulden: null })) })).toEqual([]);
  });
  it('has no gate for an orientation', () => {
    expect(checkVerklaringGereed({ ...ready, verklaringType: 'ORIENTATIE', eigendom: null, berekening: null })).toEqual([]);
  });
});

