import { describe, expect, it } from 'vitest';
import { computeIkv } from '../../ikv-berekening/ikv.rules.ts';
import { buildReportViewModel, type ReportInput } from './ikv-report.view-model.ts';

const H = {
  vlottendeActiva: 30000,
  immaterieleActiva: 0,
  eigenVermogen: 20000,
  balanstotaal: 40000,
  balanscorrectie: 0,
  balanscorrectieReden: null,
};
const input = (
  overrides: Partial<ReportInput> = {},
  rechtsvorm: 'EENMANSZAAK' | 'BV' = 'EENMANSZAAK',
  jaren: [number, number][] = [
    [2023, 28000],
    [2025, 24000],
  ],
): ReportInput => ({
  berekening: {
    ...computeIkv({
      rechtsvorm,
      aandeelPercentage: 100,
      peildatum: '2026-06-15',
      boekjaren: jaren.map(([jaar, fiscaleWinst]) => ({ jaar, fiscaleWinst, ...H })),
    }),
    aanvraagId: 'a1',
    versie: 2,
    berekendOp: '2026-06-15T10:00:00.000Z',
    berekendDoor: 'Ada Adviseur',
  },
  aanvraag: {
    nummer: 42,
    verklaringType: 'IKV',
    status: 'AFGEROND',
    bedrijf: { naam: 'Bakkerij', kvkNummer: '12345678', rechtsvorm: 'Eenmanszaak' },
    ondernemer: { voornaam: 'Sanne', achternaam: 'de Vries' },
  },
  conclusie: null,
  taal: 'nl',
  gegenereerdOp: new Date('2026-06-15T10:00:00Z'),
  ...overrides,
});

describe('IKV report view model', () => {
  it('cover, summary and the year table in Dutch', () => {
    const vm = buildReportViewModel(input());
    expect(vm.cover.map((c) => c.waarde)).toEqual([
      'Bakkerij',
      '12345678',
      'Eenmanszaak',
      'Sanne de Vries',
      '15 juni 2026',
      '42',
      'IKV-NHG-2026.1 (geldig vanaf 1 januari 2026)',
      '15 juni 2026',
      'v2 · 15 juni 2026',
    ]);
    expect(vm.samenvatting.toetsinkomen).toBe('€\u00a017.333');
    expect(vm.jaren.rijen[0]).toEqual([
      '2023',
      '€\u00a028.000,00',
      '€\u00a028.000,00',
      '€\u00a030.000,00',
      '€\u00a00,00',
      '€\u00a020.000,00',
      '€\u00a040.000,00',
      '€\u00a00,00',
    ]);
    expect(vm.ratios.rijen[0]).toEqual(['2023', '50,0%', 'voldoet', '1,50', 'voldoet']);
    expect(vm.conclusie.tekst).toBe('De adviseur heeft nog geen conclusie gegeven.');
    expect(vm.conclusie.status).toBe('Status van de aanvraag: Afgerond');
  });
  it('lists per year the documents it was checked against, in order; a year not checked says so', () => {
    const bewijs = [
      { jaar: 2025, documenten: ['jaarrekening-2025.pdf', 'aangifte-2025.pdf'] },
      { jaar: 2024, documenten: ['jaarrekening-2025.pdf'] },
      { jaar: 2023, documenten: [] },
    ];
    expect(buildReportViewModel(input({ bewijs })).bewijs).toEqual({
      kop: 'Gecontroleerd aan de hand van',
      regels: [
        '2023: niet gecontroleerd',
        '2024: jaarrekening-2025.pdf',
        '2025: jaarrekening-2025.pdf, aangifte-2025.pdf',
      ],
    });
    expect(buildReportViewModel(input({ bewijs, taal: 'en' })).bewijs?.regels[0]).toBe('2023: not checked');
    expect(buildReportViewModel(input()).bewijs).toBeNull();
  });
  it('bar chart: missing years shown as 0 and marked', () => {
    const vm = buildReportViewModel(input());
    expect(vm.grafiek?.balken.map((b) => [b.jaar, b.ontbrekend, b.hoogte])).toEqual([
      [2023, false, 1],
      [2024, true, 0],
      [2025, false, 24000 / 28000],
    ]);
    expect(vm.grafiek?.voetnoot).toContain('€\u00a00');
  });
  it('English, and the DGA block for a BV', () => {
    const vm = buildReportViewModel(
      input({ taal: 'en', conclusie: { tekst: 'OK', door: 'Ada', op: '2026-06-16T10:00:00Z' } }, 'BV', [
        [2023, 1],
        [2024, 2],
        [2025, 3],
      ]),
    );
    expect(vm.titel).toBe('Entrepreneur income statement');
    expect(vm.samenvatting.toetsinkomen).toBe('Not calculated');
    expect(vm.dga?.rijen.length).toBe(4);
    expect(vm.jaren.kolommen).not.toContain('Profit share');
    expect(vm.conclusie.door).toBe('Ada · 16 June 2026');
    expect(vm.disclaimer).toContain('Draft');
    expect(vm.orientatie).toBeNull();
  });
  it('an orientation adds the indicative maximum mortgage with the table year', async () => {
    const { computeOrientatie } = await import('../../orientatie/orientatie.rules.ts');
    const orientatie = computeOrientatie(
      { toetsinkomen: 95000, energielabel: 'A', woningwaarde: 500000 },
      new Date('2026-06-15T09:00:00Z'),
    );
    const vm = buildReportViewModel(
      input({ orientatie, aanvraag: { ...input().aanvraag, verklaringType: 'ORIENTATIE' } }),
    );
    expect(vm.titel).toBe('Oriëntatie op het inkomen');
    expect(vm.orientatie?.waarde).toBe('€\u00a0419.974');
    const regels = vm.orientatie!.overzicht.map((r) => [r.label, r.waarde]);
    expect(regels).toContainEqual(['Financieringslastpercentage', '27,8 %']);
    expect(regels).toContainEqual(['Hypotheek op basis van het inkomen', '€\u00a0409.974']);
    expect(regels).toContainEqual(['Energielabel van de woning', '+ €\u00a010.000']);
    expect(regels).toContainEqual(['Grens op de woningwaarde', '€\u00a0500.000']);
    expect(vm.orientatie!.overzicht.find((r) => r.label === 'Financieringslastpercentage')?.toelichting).toBe(
      'Tabel 1 (2026), rij vanaf €\u00a095.000, renteband 4,501–5,000 %',
    );
    expect(vm.orientatie!.regels.join(' ')).toContain('art. 4 lid 3');
    expect(vm.orientatie!.bron).toContain('ORIENTATIE-2026.1');
  });
});
