import { describe, expect, it } from 'vitest';
import { checkVerklaringGereed, type GereedInvoer } from './verklaring-gereed.rules.ts';

const ready: GereedInvoer = {
  verklaringType: 'IKV',
  eigendom: 'BEVESTIGD',
  identiteitVastgesteld: true,
  berekening: { wijzigingen: [], gebruikteJaren: [2023, 2024] },
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
      berekening: {
        wijzigingen: [{ soort: 'BOEKJAAR', jaar: 2024, velden: ['fiscaleWinst'] }],
        gebruikteJaren: [2023, 2024],
      },
      controles: [{ jaar: 2023, akkoord: false, vervallen: false }],
    });
    expect(fouten.map((f) => f.path)).toEqual(['eigendom', 'ikvResultaat', 'controles.2023', 'controles.2024']);
    expect(fouten[2]!.nl).toContain('zonder akkoord');
    expect(fouten[3]!.nl).toContain('nog niet gecontroleerd');
  });
  it('asks for the identity check of the applicant, after ownership and before the figures', () => {
    const fouten = checkVerklaringGereed({ ...ready, identiteitVastgesteld: false });
    expect(fouten).toEqual([
      {
        path: 'identiteit',
        code: 'IDENTITEIT_NIET_VASTGESTELD',
        nl: expect.stringContaining('identiteit'),
        en: expect.stringContaining('identity'),
      },
    ]);
    expect(
      checkVerklaringGereed({ ...ready, eigendom: 'ONBEVESTIGD', identiteitVastgesteld: false, berekening: null }).map(
        (f) => f.path,
      ),
    ).toEqual(['eigendom', 'identiteit', 'ikvResultaat']);
    expect(checkVerklaringGereed({ ...ready, verklaringType: 'ORIENTATIE', identiteitVastgesteld: false })).toEqual([]);
  });
  it('counts a void check as no check and a rejected ownership as not confirmed', () => {
    const fouten = checkVerklaringGereed({
      ...ready,
      eigendom: 'AFGEWEZEN',
      controles: [ready.controles[0]!, { jaar: 2024, akkoord: true, vervallen: true }],
    });
    expect(fouten.map((f) => f.code)).toEqual(['EIGENDOM_NIET_BEVESTIGD', 'JAAR_NIET_GECONTROLEERD']);
    expect(fouten[0]!.nl).toContain('afgewezen');
    expect(fouten[1]!.nl).toContain('vervallen');
  });
  it('asks for a calculation when there is none, and for a new one saying what changed', () => {
    expect(checkVerklaringGereed({ ...ready, berekening: null }).map((f) => f.code)).toEqual([
      'GEEN_ACTUELE_BEREKENING',
    ]);
    const [f] = checkVerklaringGereed({
      ...ready,
      berekening: { wijzigingen: [{ soort: 'AANDEEL', van: 100, naar: 60 }], gebruikteJaren: [2023, 2024] },
    });
    expect(f).toMatchObject({ code: 'GEEN_ACTUELE_BEREKENING', path: 'ikvResultaat' });
    expect(f!.nl).toBe(
      'De laatste IKV-berekening is niet meer actueel (het winstaandeel van de aanvrager is gewijzigd van 100 % naar 60 %); bereken het IKV opnieuw.',
    );
    expect(f!.en).toBe(
      "The last IKV calculation is out of date (the applicant's profit share changed from 100% to 60%); recalculate the IKV.",
    );
  });
  it('has no gate for an orientation', () => {
    expect(checkVerklaringGereed({ ...ready, verklaringType: 'ORIENTATIE', eigendom: null, berekening: null })).toEqual(
      [],
    );
  });
});
