import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toModule, parseRij, type TrhkJson } from '../../../scripts/orientatie-tabellen.ts';
import { rentebandLabel, trhkVoorDatum, zoekRenteband, zoekRij, TRHK_JAREN } from './orientatie-tabellen.rules.ts';
import { TRHK_2026, TRHK_2026_NIET_AFTREKBAAR } from '../regels/tables/trhk-2026.ts';

const cell = (rijen: readonly (readonly number[])[], vanaf: number, band: number) =>
  rijen.find((r) => r[0] === vanaf)![band]!;

describe('Trhk Bijlage 1, 2026 (Staatscourant 2025, 36471)', () => {
  it('has the sizes of the law: 97 and 83 rows, 12 bands, the last open', () => {
    expect(TRHK_2026.tabel1).toHaveLength(97);
    expect(TRHK_2026.tabel2).toHaveLength(83);
    expect(TRHK_2026_NIET_AFTREKBAAR.tabel3).toHaveLength(97);
    expect(TRHK_2026_NIET_AFTREKBAAR.tabel4).toHaveLength(83);
    for (const t of [
      TRHK_2026.tabel1,
      TRHK_2026.tabel2,
      TRHK_2026_NIET_AFTREKBAAR.tabel3,
      TRHK_2026_NIET_AFTREKBAAR.tabel4,
    ])
      for (const r of t) expect(r).toHaveLength(13);
    expect(TRHK_2026.toetsrenteBovengrensPct).toEqual([1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, null]);
    expect(TRHK_2026.tabel1.map((r) => r[0]).slice(0, 3)).toEqual([0, 30000, 31000]);
    expect(TRHK_2026.tabel1.at(-1)![0]).toBe(125000);
    expect(TRHK_2026.tabel2.map((r) => r[0]).slice(0, 3)).toEqual([0, 29000, 30000]);
    expect(TRHK_2026.tabel2.at(-1)![0]).toBe(110000);
    expect(TRHK_2026.bron).toContain('Staatscourant 2025, 36471');
  });

  it('pins a dozen cells (row, band 1–12)', () => {
    expect(cell(TRHK_2026.tabel1, 0, 1)).toBe(15.5);
    expect(cell(TRHK_2026.tabel1, 30000, 8)).toBe(21.6);
    expect(cell(TRHK_2026.tabel1, 31000, 12)).toBe(25.1);
    expect(cell(TRHK_2026.tabel1, 60000, 4)).toBe(20.7);
    expect(cell(TRHK_2026.tabel1, 75000, 6)).toBe(24.6);
    expect(cell(TRHK_2026.tabel1, 90000, 8)).toBe(27.6); // the old extract said 28,5
    expect(cell(TRHK_2026.tabel1, 95000, 8)).toBe(27.8);
    expect(cell(TRHK_2026.tabel1, 100000, 8)).toBe(28.0); // the old extract said 28,5
    expect(cell(TRHK_2026.tabel1, 125000, 1)).toBe(22.2);
    expect(cell(TRHK_2026.tabel1, 125000, 12)).toBe(32.2);
    expect(cell(TRHK_2026.tabel2, 29000, 8)).toBe(20.9);
    expect(cell(TRHK_2026.tabel2, 50000, 8)).toBe(30.2);
    expect(cell(TRHK_2026.tabel2, 110000, 12)).toBe(41.7);
    expect(cell(TRHK_2026_NIET_AFTREKBAAR.tabel3, 50000, 8)).toBe(17.4);
    expect(cell(TRHK_2026_NIET_AFTREKBAAR.tabel4, 110000, 1)).toBe(26.7);
  });

  it('the generated module is what the script makes of trhk-2026.json (not edited by hand)', () => {
    const dir = join(import.meta.dirname, '../regels/tables');
    const json = JSON.parse(readFileSync(join(dir, 'trhk-2026.json'), 'utf8')) as TrhkJson;
    expect(readFileSync(join(dir, 'trhk-2026.ts'), 'utf8')).toBe(toModule(json, 2026, 'trhk-2026.json'));
  });

  it('the script reads a row as published in the Staatscourant', () => {
    expect(parseRij('–\t15,5\t16,5\t17,5\t18,4\t19,3\t20,1\t20,9\t21,6\t22,2\t22,7\t23,2\t23,7')).toEqual({
      inkomenVanaf: 0,
      pct: [15.5, 16.5, 17.5, 18.4, 19.3, 20.1, 20.9, 21.6, 22.2, 22.7, 23.2, 23.7],
    });
    expect(
      parseRij('€ 31.000; 16,2; 17,3; 18,3; 19,3; 20,2; 21,2; 22,0; 22,7; 23,4; 24,1; 24,6; 25,1').inkomenVanaf,
    ).toBe(31000);
    expect(() => parseRij('31.000 16,2 17,3')).toThrow(/13 cells/);
  });
});

describe('lookup (O3)', () => {
  it('row: the last row with inkomenVanaf ≤ income; row 0 below the first euro row; the last row above it', () => {
    expect(zoekRij(TRHK_2026.tabel1, 29999.99).inkomenVanaf).toBe(0);
    expect(zoekRij(TRHK_2026.tabel1, 30000).inkomenVanaf).toBe(30000);
    expect(zoekRij(TRHK_2026.tabel1, 30999.99).inkomenVanaf).toBe(30000);
    expect(zoekRij(TRHK_2026.tabel1, 31000).inkomenVanaf).toBe(31000);
    expect(zoekRij(TRHK_2026.tabel1, 124999).inkomenVanaf).toBe(124000);
    expect(zoekRij(TRHK_2026.tabel1, 1_000_000).inkomenVanaf).toBe(125000);
    expect(zoekRij(TRHK_2026.tabel2, 28999).inkomenVanaf).toBe(0);
    expect(zoekRij(TRHK_2026.tabel2, 500000).inkomenVanaf).toBe(110000);
  });
  it('band i covers (bound[i−1], bound[i]]; the last band is open', () => {
    expect(zoekRenteband(TRHK_2026, 0).nummer).toBe(1);
    expect(zoekRenteband(TRHK_2026, 1.5).nummer).toBe(1);
    expect(zoekRenteband(TRHK_2026, 1.501).nummer).toBe(2);
    expect(zoekRenteband(TRHK_2026, 4.5).nummer).toBe(7);
    expect(zoekRenteband(TRHK_2026, 4.501).nummer).toBe(8);
    expect(zoekRenteband(TRHK_2026, 5).nummer).toBe(8);
    expect(zoekRenteband(TRHK_2026, 5.001).nummer).toBe(9);
    expect(zoekRenteband(TRHK_2026, 6.5).nummer).toBe(11);
    expect(zoekRenteband(TRHK_2026, 6.501)).toEqual({ nummer: 12, ondergrensPct: 6.5, bovengrensPct: null });
    expect(rentebandLabel(zoekRenteband(TRHK_2026, 5), 'nl')).toBe('4,501–5,000 %');
    expect(rentebandLabel(zoekRenteband(TRHK_2026, 1), 'nl')).toBe('t/m 1,500 %');
    expect(rentebandLabel(zoekRenteband(TRHK_2026, 9), 'en')).toBe('6.501% and above');
  });
  it('the year is chosen by the date of the calculation', () => {
    const y2027 = { ...TRHK_2026, jaar: 2027 };
    expect(trhkVoorDatum(new Date('2026-12-31T23:59:59Z')).jaar).toBe(2026);
    expect(trhkVoorDatum(new Date('2027-01-01T00:00:00Z'), [TRHK_2026, y2027]).jaar).toBe(2027);
    expect(trhkVoorDatum(new Date('2026-12-31T00:00:00Z'), [TRHK_2026, y2027]).jaar).toBe(2026);
    expect(trhkVoorDatum(new Date('2025-06-01T00:00:00Z')).jaar).toBe(2026);
    expect(TRHK_JAREN.map((j) => j.jaar)).toEqual([2026]);
  });
});
