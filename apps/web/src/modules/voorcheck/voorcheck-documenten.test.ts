import { describe, expect, it } from 'vitest';
import { toPrecheckInput, valuesFromDocumenten, veld } from './voorcheck-form-state.ts';

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
      'VOF',
      '50',
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
      'EENMANSZAAK',
      '100',
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
});
