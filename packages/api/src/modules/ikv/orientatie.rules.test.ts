import { describe, expect, it } from 'vitest';
import { FINANCIERINGSLAST_2026 } from './financieringslast-2026.rules.ts';
import { annuiteitFactor, computeOrientatie, findFinancieringslastPct } from './orientatie.rules.ts';

describe('financing-burden table 2026 (Staatscourant 2025, 36471, Bijlage 1 Tabel 1)', () => {
  it('holds published cells', () => {
    // Tabel 1, row € 50.000, column 4,501-5,000%: 24,6 %; column 3,501-4,000%: 22,6 %
    expect(findFinancieringslastPct(FINANCIERINGSLAST_2026, 50000, 5.0)).toEqual({ pct: 24.6, rijVanaf: 50000, band: '4,501-5,000%' });
    expect(findFinancieringslastPct(FINANCIERINGSLAST_2026, 50000, 4.0)?.pct).toBe(22.6);
    // row € 125.000, column <= 1,500%: 22,2 %
    expect(findFinancieringslastPct(FINANCIERINGSLAST_2026, 125000, 1.2)?.pct).toBe(22.2);
    expect(FINANCIERINGSLAST_2026.jaar).toBe(2026);
    expect(FINANCIERINGSLAST_2026.bron.nl).toContain('Staatscourant 2025, 36471');
  });
  it('uses the lower listed row between rows, the top row above it, none below the first', () => {
    expect(findFinancieringslastPct(FINANCIERINGSLAST_2026, 79999, 5.0)?.rijVanaf).toBe(70000);
    expect(findFinancieringslastPct(FINANCIERINGSLAST_2026, 300000, 5.0)?.rijVanaf).toBe(125000);
    expect(findFinancieringslastPct(FINANCIERINGSLAST_2026, 29999, 5.0)).toBeNull();
  });
  it('percentages never fall with income within a band (so the lower row is conservative)', () => {
    for (let b = 0; b < FINANCIERINGSLAST_2026.banden.length; b++) {
      const col = FINANCIERINGSLAST_2026.rijen.map((r) => r.percentages[b]!);
      for (let i = 1; i < col.length; i++) expect(col[i]).toBeGreaterThanOrEqual(col[i - 1]!);
    }
  });
  it('rejects a test rate outside the listed bands', () => {
    expect(() => findFinancieringslastPct(FINANCIERINGSLAST_2026, 50000, 2.2)).toThrow(RangeError);
  });
});

describe('computeOrientatie', () => {
  it('annuity: € 100.000 at 6 % over 360 months costs € 599,55 a month', () => {
    expect(100000 * annuiteitFactor(6, 360)).toBeCloseTo(599.55, 2);
  });
  it('test income € 50.000 at the 5 % test rate: 24,6 % → € 12.300 a year → about € 190.938', () => {
    const o = computeOrientatie(50000);
    expect(o.financieringslastPct).toBe(24.6);
    expect(o.maximaleJaarlast).toBe(12300);
    expect(o.maximaleMaandlast).toBe(1025);
    expect(o.maximaleHypotheek).toBe(Math.floor(1025 / annuiteitFactor(5, 360)));
    expect(o.maximaleHypotheek).toBeGreaterThan(190000);
    expect(o.maximaleHypotheek).toBeLessThan(191500);
    expect(o.tabelJaar).toBe(2026);
    expect(o.aannames.map((a) => a.nl).join(' ')).toContain('30 jaar');
  });
  it('no indication below the table', () => {
    const o = computeOrientatie(20000);
    expect(o.maximaleHypotheek).toBeNull();
    expect(o.aannames[0]!.nl).toContain('onder de eerste rij');
  });
});
