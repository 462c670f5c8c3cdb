import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en.ts';
import { nl } from '~/i18n/nl.ts';
import { partnerWarningText } from './partner-warning-text.ts';

describe('partnerWarningText', () => {
  it('Dutch as the API words it, English by its code', () => {
    const w = {
      code: 'SAMENWERKINGSVERBAND_EEN_VENNOOT',
      bericht: 'Een vennootschap onder firma heeft normaal meerdere vennoten of maten. Nodig uw partners uit.',
    };
    expect(partnerWarningText(w, nl, 'nl')).toBe(w.bericht);
    expect(partnerWarningText(w, en, 'en')).toBe(en.flowUi.partnerWarnings.partnershipOne);
    expect(
      partnerWarningText(
        { code: 'AANDELEN_ONDER_100', bericht: 'De aandelen tellen op tot 60 %, niet 100 %.' },
        en,
        'en',
      ),
    ).toBe('The shares add up to 60%, not 100%.');
    expect(partnerWarningText({ code: 'REGISTER_MEER_VENNOTEN', bericht: 'Het register noemt 2 …' }, en, 'en')).toBe(
      en.flowUi.partnerWarnings.registerMorePartners,
    );
    expect(partnerWarningText({ code: 'EENMANSZAAK_MEER_DAN_EEN_EIGENAAR', bericht: 'x' }, en, 'en')).toBe(
      en.flowUi.partnerWarnings.soleTraderMembers,
    );
  });
});
