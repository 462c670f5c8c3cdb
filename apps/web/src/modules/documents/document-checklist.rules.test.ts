import { describe, expect, it } from 'vitest';
import { documentChecklist, ownershipConfirmed, requestYears } from './document-checklist.rules.ts';

describe('documentChecklist', () => {
  it('a year is covered by a jaarrekening or an IB return/assessment of that year, not by OVERIG or another year', () => {
    const docs = [
      { soort: 'JAARREKENING' as const, jaar: 2023 },
      { soort: 'AANSLAG_IB' as const, jaar: 2024 },
      { soort: 'OVERIG' as const, jaar: 2025 },
      { soort: 'IB_AANGIFTE' as const, jaar: null },
    ];
    expect(documentChecklist(docs, [2025, 2023, 2024], true)).toEqual([
      { kind: 'jaar', jaar: 2023, present: true },
      { kind: 'jaar', jaar: 2024, present: true },
      { kind: 'jaar', jaar: 2025, present: false },
    ]);
  });
  it('a year is also covered by a document whose reading states it: next year’s accounts with their comparative column', () => {
    const lezing = (jaren: number[], status: 'GELEZEN' | 'NIET_HERKEND' = 'GELEZEN') => ({
      status,
      bron: 'PDF_TEKST' as const,
      jaren,
      meldingen: [],
    });
    const docs = [
      { soort: 'JAARREKENING' as const, jaar: 2025, lezing: lezing([2025, 2024]) },
      { soort: 'OVERIG' as const, jaar: 2023, lezing: lezing([], 'NIET_HERKEND') },
    ];
    expect(documentChecklist(docs, [2023, 2024, 2025], true)).toEqual([
      { kind: 'jaar', jaar: 2023, present: false },
      { kind: 'jaar', jaar: 2024, present: true },
      { kind: 'jaar', jaar: 2025, present: true },
    ]);
  });
  it('a request’s documents carry the years their reading states (gelezenJaren): the same evidence', () => {
    const docs = [{ soort: 'JAARREKENING' as const, jaar: 2025, gelezenJaren: [2024, 2025] }];
    expect(documentChecklist(docs, [2023, 2024], true)).toEqual([
      { kind: 'jaar', jaar: 2023, present: false },
      { kind: 'jaar', jaar: 2024, present: true },
    ]);
  });
  it('asks for a KvK extract only while ownership is not confirmed', () => {
    expect(documentChecklist([], [], false)).toEqual([{ kind: 'kvk', present: false }]);
    expect(documentChecklist([{ soort: 'KVK_UITTREKSEL', jaar: null }], [], false)).toEqual([
      { kind: 'kvk', present: true },
    ]);
    expect(documentChecklist([], [], true)).toEqual([]);
  });
  it('ownership: eigendom.status wins over the registry check', () => {
    expect(ownershipConfirmed({ eigendom: { status: 'BEVESTIGD' } })).toBe(true);
    expect(ownershipConfirmed({ eigendom: { status: 'ONBEVESTIGD' } })).toBe(false);
    expect(ownershipConfirmed({ eigendom: { status: 'AFGEWEZEN' } })).toBe(false);
  });
  it('request years: the IKV window, else the last three completed years', () => {
    expect(requestYears({ ikvResultaat: { venster: { vanJaar: 2023, totJaar: 2025 } }, boekjaren: [] }, 2026)).toEqual([
      2023, 2024, 2025,
    ]);
    expect(
      requestYears(
        { ikvResultaat: null, boekjaren: [2020, 2022, 2023, 2024, 2025, 2026].map((jaar) => ({ jaar })) },
        2026,
      ),
    ).toEqual([2023, 2024, 2025]);
  });
});
