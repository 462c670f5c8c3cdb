import { describe, expect, it } from 'vitest';
import { aandelenBericht, controleVervallenBericht } from './wijziging-berichten.rules.ts';

const regels = [
  { naam: 'Pien Partner', van: null, naar: 40 },
  { naam: 'Otto Eigenaar', van: 100, naar: 60 },
];

describe('aandelenBericht', () => {
  it('says who changed what and, per open request, whether its calculation must be made again', () => {
    const b = aandelenBericht(
      {
        bedrijf: 'Otto & Pien vof',
        regels,
        aanvragen: [
          { nummer: 12, aanvrager: 'Otto Eigenaar', eigen: true, berekend: true, aandeel: regels[1]! },
          { nummer: 13, aanvrager: 'Kees Klein', eigen: false, berekend: true, aandeel: null },
        ],
      },
      'NL',
    );
    expect(b.titel).toBe('Aandelen in Otto & Pien vof gewijzigd: een berekening moet opnieuw');
    expect(b.bericht).toBe(
      'Pien Partner is partner geworden met een aandeel van 40 %. Het aandeel van Otto Eigenaar is gewijzigd van 100 % naar 60 %.\n\n' +
        'De berekening van uw aanvraag #12 moet opnieuw: het winstaandeel van Otto Eigenaar is gewijzigd naar 60 %.\n\n' +
        'De berekening van aanvraag #13 van Kees Klein verandert hierdoor niet.',
    );
  });
  it('in English, for someone who left and a request not yet calculated', () => {
    const weg = { naam: 'Pien Partner', van: 40, naar: null };
    const b = aandelenBericht(
      {
        bedrijf: 'Acme',
        regels: [weg],
        aanvragen: [{ nummer: 7, aanvrager: 'Pien Partner', eigen: false, berekend: false, aandeel: weg }],
      },
      'EN',
    );
    expect(b.titel).toBe('Shares in Acme changed');
    expect(b.bericht).toBe(
      'Pien Partner is no longer a partner (the share was 40%).\n\nRequest #7 of Pien Partner will be calculated with the new share: Pien Partner is no longer a partner.',
    );
  });
});

describe('controleVervallenBericht', () => {
  const f = { bedrijf: 'Acme', door: 'Pien Partner', jaar: 2024, velden: ['fiscaleWinst'], nummer: 12 };
  it('tells the adviser his check is void and why', () => {
    expect(controleVervallenBericht({ ...f, aan: 'ADVISEUR' }, 'NL').titel).toBe(
      'Uw controle van 2024 is vervallen: Pien Partner wijzigde de fiscale winst',
    );
    expect(
      controleVervallenBericht({ ...f, velden: ['fiscaleWinst', 'kortlopendeSchulden'], aan: 'ADVISEUR' }, 'EN').titel,
    ).toBe('Your check of 2024 is void: Pien Partner changed the taxable profit and the short-term liabilities');
  });
  it('tells the other members what happened to the check', () => {
    const b = controleVervallenBericht({ ...f, aan: 'LID' }, 'NL');
    expect(b.titel).toBe('Pien Partner wijzigde de cijfers van 2024');
    expect(b.bericht).toContain('De controle van 2024 door de adviseur bij aanvraag #12 is daardoor vervallen');
  });
});
