import { describe, expect, it } from 'vitest';
import { keuzeVan, toPrecheckInput, valuesFromDocumenten, veld } from './voorcheck-form-state.ts';

const w = (waarde: number) => ({ waarde, bestand: 'd.pdf', pagina: 1, tekst: 'regel' });
const msg = { invalidAmount: 'bedrag', invalidYear: 'jaar' };

describe('the figures read from documents fill the typed form', () => {
  it('the three latest years, oldest first, in Dutch notation; a figure not read stays empty', () => {
    const values = valuesFromDocumenten(
      [
        { jaar: 2025, velden: { fiscaleWinst: w(50823), balanstotaal: w(100906.5), eigenVermogen: w(-1234) } },
        { jaar: 2022, velden: { fiscaleWinst: w(1) } },
        { jaar: 2023, velden: { fiscaleWinst: w(42366) } },
        { jaar: 2024, velden: { fiscaleWinst: w(75433), kortlopendeSchulden: w(21697) } },
      ],
      { rechtsvorm: 'VOF', aandeel: '50' },
    );
    expect(values).toMatchObject({
      rechtsvorm: 'VOF',
      aandeel: '50',
      [veld(0, 'jaar')]: '2023',
      [veld(0, 'fiscaleWinst')]: '42.366',
      [veld(0, 'balanstotaal')]: '',
    });
    expect(values[veld(1, 'kortlopendeSchulden')]).toBe('21.697');
    expect(values[veld(2, 'balanstotaal')]).toBe('100.906,50');
    expect(values[veld(2, 'eigenVermogen')]).toBe('-1.234');
    expect(values[veld(2, 'dgaSalaris')]).toBe('');
  });

  it('what it fills is what the typed form reads back (the same figures go to the pre-check)', () => {
    const values = valuesFromDocumenten(
      [
        {
          jaar: 2025,
          velden: {
            fiscaleWinst: w(50823.25),
            vlottendeActiva: w(55943),
            balanstotaal: w(100906),
            eigenVermogen: w(18007),
          },
        },
      ],
      { rechtsvorm: 'EENMANSZAAK', aandeel: '100' },
    );
    const { input } = toPrecheckInput(values, msg);
    expect(input?.boekjaren).toEqual([
      {
        jaar: 2025,
        fiscaleWinst: 50823.25,
        vlottendeActiva: 55943,
        immaterieleActiva: 0,
        eigenVermogen: 18007,
        balanstotaal: 100906,
        balanscorrectie: 0,
        balanscorrectieReden: null,
      },
    ]);
  });

  it('in English the figures are shown and read back in English notation ("64,195" is sixty-four thousand)', () => {
    const values = valuesFromDocumenten(
      [{ jaar: 2025, velden: { fiscaleWinst: w(64195), balanstotaal: w(80120.5) } }],
      { rechtsvorm: 'EENMANSZAAK', aandeel: '100' },
      'en',
    );
    expect(values[veld(0, 'fiscaleWinst')]).toBe('64,195');
    expect(values[veld(0, 'balanstotaal')]).toBe('80,120.50');
    const { input, fieldErrors } = toPrecheckInput(values, msg, 'en');
    expect(fieldErrors).toEqual({});
    expect(input?.boekjaren[0]).toMatchObject({ fiscaleWinst: 64195, balanstotaal: 80120.5 });
    // typed by hand in English, too
    const typed = toPrecheckInput({ [veld(0, 'jaar')]: '2025', [veld(0, 'fiscaleWinst')]: '64,195' }, msg, 'en');
    expect(typed.input?.boekjaren[0]?.fiscaleWinst).toBe(64195);
    // and in Dutch "64.195" is the same amount
    const nl = toPrecheckInput({ [veld(0, 'jaar')]: '2025', [veld(0, 'fiscaleWinst')]: '64.195' }, msg, 'nl');
    expect(nl.input?.boekjaren[0]?.fiscaleWinst).toBe(64195);
  });

  it('dropping documents keeps the legal form, the share and the DGA salaries typed before (by year)', () => {
    const vorige = {
      rechtsvorm: 'BV',
      aandeel: '50',
      [veld(0, 'jaar')]: '2024',
      [veld(0, 'dgaSalaris')]: '48.000',
      [veld(1, 'jaar')]: '2025',
      [veld(1, 'dgaSalaris')]: '60.000',
    };
    const values = valuesFromDocumenten(
      [
        { jaar: 2023, velden: { fiscaleWinst: w(1000) } },
        { jaar: 2024, velden: { fiscaleWinst: w(2000) } },
        { jaar: 2025, velden: { fiscaleWinst: w(3000) } },
      ],
      vorige,
    );
    expect(values).toMatchObject({
      rechtsvorm: 'BV',
      aandeel: '50',
      [veld(0, 'dgaSalaris')]: '',
      [veld(1, 'dgaSalaris')]: '48.000',
      [veld(2, 'dgaSalaris')]: '60.000',
    });
    expect(keuzeVan(vorige, 'nl')).toEqual({
      rechtsvorm: 'BV',
      dgaSalarissen: [
        { jaar: 2024, bedrag: 48000 },
        { jaar: 2025, bedrag: 60000 },
      ],
    });
    expect(keuzeVan({ rechtsvorm: 'VOF', aandeel: '50' }, 'nl')).toEqual({ rechtsvorm: 'VOF', aandeelPercentage: 50 });
    expect(keuzeVan({ rechtsvorm: 'VOF', aandeel: '37.5' }, 'en')).toEqual({
      rechtsvorm: 'VOF',
      aandeelPercentage: 37.5,
    });
  });
});
