import { describe, expect, it } from 'vitest';
import { computeIkv, type IkvBoekjaar } from '../ikv-berekening/ikv.rules.ts';
import { documentenNodig, rechtsvormVan, voorcheckVan } from './voorcheck.rules.ts';

const H = {
  vlottendeActiva: 30000,
  immaterieleActiva: 0,
  eigenVermogen: 20000,
  balanstotaal: 40000,
  balanscorrectie: 0,
  balanscorrectieReden: null,
};
const jaren = (...w: [number, number][]): IkvBoekjaar[] =>
  w.map(([jaar, fiscaleWinst]) => ({ jaar, fiscaleWinst, ...H }));

describe('the pre-check of a result', () => {
  it('takes the rule forms and the KvK texts, nothing else', () => {
    expect(rechtsvormVan('bv')).toBe('BV');
    expect(rechtsvormVan('Vennootschap onder firma')).toBe('VOF');
    expect(rechtsvormVan('Stichting')).toBeNull();
  });

  it('keeps the calculation’s figures and explains every year between the steps and the last year’s ratios', () => {
    const r = computeIkv({
      rechtsvorm: 'EENMANSZAAK',
      aandeelPercentage: 100,
      peildatum: '2026-06-15',
      boekjaren: jaren([2023, 28000], [2024, 31000], [2025, 24000]),
    });
    const v = voorcheckVan(r);
    expect(v).toMatchObject({
      toetsinkomen: 24000,
      status: r.status,
      regelsVersie: 'IKV-NHG-2026.1',
      geldigVanaf: '2026-01-01',
    });
    expect(v.jaren.map((j) => j.voldoet)).toEqual([true, true, true]);
    const stappen = v.uitleg.map((u) => u.stap);
    expect(stappen.indexOf('jaar-2025')).toBeLessThan(stappen.indexOf('solvabiliteit'));
    expect(stappen.at(-1)).toBe('regels');
    expect(v.uitleg.at(-1)!.nl).toContain('geldig vanaf 1 januari 2026, op peildatum 15 juni 2026');
    expect(v.uitleg.find((u) => u.stap === 'jaar-2024')!.en).toBe(
      '2024: solvency 50.0% (norm at least 25%): passes; liquidity 1.50 (norm at least 1.00): passes.',
    );
  });

  it('asks a partnership for the division of profit, a BV for the DGA salary, and interim figures when given', () => {
    const venster = { vanJaar: 2024, totJaar: 2025, aantalJaren: 2, ontbrekendeJaren: [], genegeerdeJaren: [] };
    const vof = documentenNodig({ rechtsvorm: 'VOF', venster, tussentijds: null, peildatum: '2026-06-15' });
    expect(vof.filter((d) => d.soort === 'JAARREKENING').every((d) => d.nl.includes('winstverdeling'))).toBe(true);
    expect(vof.some((d) => d.soort === 'DGA_SALARIS')).toBe(false);
    const bv = documentenNodig({
      rechtsvorm: 'BV',
      venster,
      tussentijds: { geextrapoleerd: 1, toegepast: false },
      peildatum: '2026-09-01',
    });
    expect(bv.map((d) => `${d.soort}${d.jaar ?? ''}`)).toEqual([
      'JAARREKENING2024',
      'IB_AANGIFTE2024',
      'DGA_SALARIS2024',
      'JAARREKENING2025',
      'IB_AANGIFTE2025',
      'DGA_SALARIS2025',
      'TUSSENTIJDSE_CIJFERS2026',
      'KVK_UITTREKSEL',
    ]);
  });
});
