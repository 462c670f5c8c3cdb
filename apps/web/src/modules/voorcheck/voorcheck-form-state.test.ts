import { describe, expect, it } from 'vitest';
import { BEDRAG_VELDEN, toPrecheckInput, valuesFromInput, veld } from './voorcheck-form-state.ts';

const msg = { invalidAmount: 'bedrag?', invalidYear: 'jaar?' };
const jaar = (i: number, waarden: Record<string, string>) =>
  Object.fromEntries(Object.entries(waarden).map(([naam, w]) => [veld(i, naam as 'jaar'), w]));

describe('the typed pre-check → the API’s input (fields from their definition)', () => {
  it('asks for the amounts the IKV reads but the correction, and the DGA salary', () => {
    expect(BEDRAG_VELDEN).toEqual([
      'fiscaleWinst',
      'vlottendeActiva',
      'immaterieleActiva',
      'eigenVermogen',
      'balanstotaal',
      'kortlopendeSchulden',
      'dgaSalaris',
    ]);
  });
  it('an empty required amount is 0, an empty optional one is left out, the correction is 0 without a reason', () => {
    const { input, fieldErrors } = toPrecheckInput(
      { rechtsvorm: 'EENMANSZAAK', ...jaar(0, { jaar: '2025', fiscaleWinst: '45.000', balanstotaal: '60.000' }) },
      msg,
    );
    expect(fieldErrors).toEqual({});
    expect(input?.boekjaren).toEqual([
      {
        jaar: 2025,
        fiscaleWinst: 45000,
        vlottendeActiva: 0,
        immaterieleActiva: 0,
        eigenVermogen: 0,
        balanstotaal: 60000,
        balanscorrectie: 0,
        balanscorrectieReden: null,
      },
    ]);
  });
  it('a typed optional amount is passed; an unreadable amount is an error beside its field', () => {
    const ok = toPrecheckInput({ ...jaar(0, { jaar: '2025', fiscaleWinst: '1', kortlopendeSchulden: '12.500' }) }, msg);
    expect(ok.input?.boekjaren[0]?.kortlopendeSchulden).toBe(12500);
    const bad = toPrecheckInput({ ...jaar(1, { jaar: '2024', fiscaleWinst: '1', eigenVermogen: 'veel' }) }, msg);
    expect(bad).toMatchObject({ input: null, fieldErrors: { [veld(1, 'eigenVermogen')]: 'bedrag?' } });
  });

  it('figures carried before (Back from /orientatie, a new visit) fill the form and read back the same, in both notations', () => {
    const jaarInvoer = (jaar: number, winst: number) => ({
      jaar,
      fiscaleWinst: winst,
      vlottendeActiva: 30000,
      immaterieleActiva: 0,
      eigenVermogen: 20000.5,
      balanstotaal: 64195,
      balanscorrectie: 0,
      balanscorrectieReden: null,
    });
    const input = {
      rechtsvorm: 'VOF',
      aandeelPercentage: 50,
      boekjaren: [
        jaarInvoer(2023, 28000),
        jaarInvoer(2024, 31000),
        { ...jaarInvoer(2025, 24000), kortlopendeSchulden: 1200 },
      ],
    };
    for (const locale of ['nl', 'en'] as const) {
      const values = valuesFromInput(input, locale);
      expect(values.aandeel).toBe('50');
      expect(values[veld(2, 'balanstotaal')]).toBe(locale === 'nl' ? '64.195' : '64,195');
      expect(toPrecheckInput(values, msg, locale).input).toEqual(input);
    }
    const bv = { rechtsvorm: 'BV', boekjaren: [jaarInvoer(2025, 1)], dgaSalarissen: [{ jaar: 2025, bedrag: 60000 }] };
    expect(toPrecheckInput(valuesFromInput(bv, 'en'), msg, 'en').input).toEqual(bv);
  });
});
