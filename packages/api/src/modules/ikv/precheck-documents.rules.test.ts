import { describe, expect, it } from 'vitest';
import type { LeesResultaat } from '@ikv/reader';
import { mergeReadings, precheckInputFrom } from './precheck-documents.rules.ts';

const v = (waarde: number, pagina = 1) => ({ waarde, pagina, tekst: `regel ${waarde}` });
const gelezen = (
  boekjaren: LeesResultaat['boekjaren'],
  status: LeesResultaat['status'] = 'GELEZEN',
): LeesResultaat => ({ status, bron: 'PDF_TEKST', boekjaren, meldingen: [] });
const balans = { vlottendeActiva: v(30000), immaterieleActiva: v(0), eigenVermogen: v(20000), balanstotaal: v(40000) };

describe('mergeReadings', () => {
  it('keeps one figure per year and field with its document; the same amount twice is no conflict', () => {
    const { boekjaren, meldingen } = mergeReadings([
      { naam: 'jr.pdf', result: gelezen([{ jaar: 2025, velden: { fiscaleWinst: v(50000, 3), ...balans } }]) },
      { naam: 'aanslag.pdf', result: gelezen([{ jaar: 2025, velden: { fiscaleWinst: v(50000) } }]) },
    ]);
    expect(meldingen).toEqual([]);
    expect(boekjaren).toEqual([
      {
        jaar: 2025,
        velden: {
          fiscaleWinst: { ...v(50000, 3), bestand: 'jr.pdf' },
          ...Object.fromEntries(Object.entries(balans).map(([k, w]) => [k, { ...w, bestand: 'jr.pdf' }])),
        },
      },
    ]);
  });

  it('leaves a field out when two documents differ, and says which documents and amounts', () => {
    const { boekjaren, meldingen } = mergeReadings([
      { naam: 'a.pdf', result: gelezen([{ jaar: 2024, velden: { fiscaleWinst: v(40000), balanstotaal: v(9000) } }]) },
      { naam: 'b.pdf', result: gelezen([{ jaar: 2024, velden: { fiscaleWinst: v(40000.5) } }]) },
    ]);
    expect(boekjaren).toEqual([{ jaar: 2024, velden: { balanstotaal: { ...v(9000), bestand: 'a.pdf' } } }]);
    expect(meldingen).toHaveLength(1);
    expect(meldingen[0]).toMatchObject({ code: 'DOCUMENTEN_VERSCHILLEN', jaar: 2024, veld: 'fiscaleWinst' });
    expect(meldingen[0]!.nl).toContain('a.pdf: 40000.00; b.pdf: 40000.50');
  });

  it('names a document that could not be read, and passes on the reader’s own meldingen with the document', () => {
    const { boekjaren, meldingen } = mergeReadings([
      { naam: 'scan.pdf', result: gelezen([], 'GEEN_TEKST') },
      { naam: 'x.pdf', result: { ...gelezen([]), meldingen: [{ code: 'SCHAAL_ONZEKER', nl: 'n', en: 'e' }] } },
    ]);
    expect(boekjaren).toEqual([]);
    expect(meldingen.map((m) => [m.code, m.bestand])).toEqual([
      ['GEEN_TEKST', 'scan.pdf'],
      ['SCHAAL_ONZEKER', 'x.pdf'],
    ]);
  });
});

describe('precheckInputFrom', () => {
  const jaar = (j: number, velden: Record<string, ReturnType<typeof v>>) => ({
    jaar: j,
    velden: Object.fromEntries(Object.entries(velden).map(([k, w]) => [k, { ...w, bestand: 'd.pdf' }])),
  });

  it('needs the fiscal profit of three years', () => {
    const r = precheckInputFrom(
      [jaar(2024, { fiscaleWinst: v(1) }), jaar(2025, { fiscaleWinst: v(2), ...balans })],
      'EENMANSZAAK',
    );
    expect(r.input).toBeNull();
    expect(r.meldingen[0]!.code).toBe('DRIE_JAREN_NODIG');
    expect(r.meldingen[0]!.nl).toContain('2024, 2025');
  });

  it('needs the balance sheet of the latest of the three years', () => {
    const r = precheckInputFrom(
      [
        jaar(2023, { fiscaleWinst: v(1), ...balans }),
        jaar(2024, { fiscaleWinst: v(2) }),
        jaar(2025, { fiscaleWinst: v(3), eigenVermogen: v(5) }),
      ],
      'EENMANSZAAK',
    );
    expect(r.input).toBeNull();
    expect(r.meldingen[0]).toMatchObject({ code: 'BALANS_NODIG', jaar: 2025 });
    expect(r.meldingen[0]!.nl).toContain('de vlottende activa, het balanstotaal');
  });

  it('does not ask for the annual accounts it already has: it names the document and what was not read in it', () => {
    const metBron = (jaar: number, velden: Record<string, ReturnType<typeof v>>) => ({
      jaar,
      velden: Object.fromEntries(
        Object.entries(velden).map(([k, w]) => [k, { ...w, bestand: 'jaarrekening-2025.pdf' }]),
      ),
    });
    const r = precheckInputFrom(
      [
        jaar(2023, { fiscaleWinst: v(1), ...balans }),
        jaar(2024, { fiscaleWinst: v(2) }),
        metBron(2025, { fiscaleWinst: v(3), eigenVermogen: v(5), vlottendeActiva: v(6) }),
      ] as Parameters<typeof precheckInputFrom>[0],
      'EENMANSZAAK',
    );
    expect(r.meldingen[0]).toMatchObject({ code: 'BALANS_NODIG', jaar: 2025, bestand: 'jaarrekening-2025.pdf' });
    expect(r.meldingen[0]!.nl).not.toContain('Voeg de jaarrekening');
    expect(r.meldingen[0]!.nl).toContain('In jaarrekening-2025.pdf');
    expect(r.meldingen[0]!.nl).toContain('het balanstotaal');
    expect(r.meldingen[0]!.en).toContain('Enter that amount below yourself');
  });

  it('takes the three latest years; an older year without a balance is named and passed as the typed form passes empty fields', () => {
    const r = precheckInputFrom(
      [
        jaar(2021, { fiscaleWinst: v(9) }),
        jaar(2022, { fiscaleWinst: v(10) }),
        jaar(2023, { fiscaleWinst: v(11), ...balans }),
        jaar(2024, { fiscaleWinst: v(12), ...balans, kortlopendeSchulden: v(7000) }),
      ],
      'VOF',
    );
    expect(r.meldingen.map((m) => [m.code, m.jaar])).toEqual([['BALANS_ONTBREEKT', 2022]]);
    expect(r.input).toEqual({
      rechtsvorm: 'VOF',
      boekjaren: [
        {
          jaar: 2022,
          fiscaleWinst: 10,
          vlottendeActiva: 0,
          immaterieleActiva: 0,
          eigenVermogen: 0,
          balanstotaal: 0,
          balanscorrectie: 0,
          balanscorrectieReden: null,
        },
        {
          jaar: 2023,
          fiscaleWinst: 11,
          vlottendeActiva: 30000,
          immaterieleActiva: 0,
          eigenVermogen: 20000,
          balanstotaal: 40000,
          balanscorrectie: 0,
          balanscorrectieReden: null,
        },
        {
          jaar: 2024,
          fiscaleWinst: 12,
          vlottendeActiva: 30000,
          immaterieleActiva: 0,
          eigenVermogen: 20000,
          balanstotaal: 40000,
          balanscorrectie: 0,
          balanscorrectieReden: null,
          kortlopendeSchulden: 7000,
        },
      ],
    });
  });
});
