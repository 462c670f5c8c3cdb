import { describe, expect, it } from 'vitest';
import { gelezenJaren, isBewijsVoor } from './bewijs.rules.ts';

const lezing = (...jaren: number[]) => ({ boekjaren: jaren.map((jaar) => ({ jaar, velden: {} })), meldingen: [] });

describe("a year's evidence: every document that states that year's figures", () => {
  it('the jaarrekening of 2025 with its comparative column is evidence for 2025 and 2024, not 2023', () => {
    const jr2025 = { jaar: 2025, lezing: lezing(2025, 2024) };
    expect(isBewijsVoor(jr2025, 2025)).toBe(true);
    expect(isBewijsVoor(jr2025, 2024)).toBe(true);
    expect(isBewijsVoor(jr2025, 2023)).toBe(false);
  });
  it('filed under the year counts without a reading; a document without a year may be chosen for any year', () => {
    expect(isBewijsVoor({ jaar: 2023, lezing: null }, 2023)).toBe(true);
    expect(isBewijsVoor({ jaar: 2023, lezing: null }, 2024)).toBe(false);
    expect(isBewijsVoor({ jaar: null, lezing: null }, 2024)).toBe(true);
  });
  it('a reading that is missing, broken or of another shape states no year', () => {
    for (const l of [
      null,
      undefined,
      'x',
      3,
      {},
      { boekjaren: 'x' },
      { boekjaren: [{ jaar: '2024' }, null, { jaar: 2024.5 }] },
    ])
      expect(gelezenJaren(l)).toEqual([]);
    expect(gelezenJaren(lezing(2025, 2024, 2025))).toEqual([2024, 2025]);
  });
});
