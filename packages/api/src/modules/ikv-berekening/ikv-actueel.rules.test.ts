import { describe, expect, it } from 'vitest';
import {
  berekeningWijzigingen,
  peildatumTijdvak,
  wijzigingenTekst,
  type BerekeningGrondslag,
} from './ikv-actueel.rules.ts';
import { REGELS_VERSIE, type IkvInvoer } from './ikv.rules.ts';

const jaar = (j: number, winst: number, ks?: number | null) => ({
  jaar: j,
  fiscaleWinst: winst,
  vlottendeActiva: 20000,
  immaterieleActiva: 0,
  eigenVermogen: 30000,
  balanstotaal: 60000,
  balanscorrectie: 0,
  balanscorrectieReden: null,
  ...(ks === undefined ? {} : { kortlopendeSchulden: ks }),
});
const invoer = (over: Partial<IkvInvoer> = {}): IkvInvoer => ({
  rechtsvorm: 'VOF',
  aandeelPercentage: 100,
  boekjaren: [jaar(2023, 50000, 12000), jaar(2024, 60000, null)],
  peildatum: '2026-11-27',
  startjaar: 2015,
  ...over,
});
const stored = (i: IkvInvoer, regelsVersie: string = REGELS_VERSIE): BerekeningGrondslag =>
  JSON.parse(JSON.stringify({ invoer: i, regelsVersie })) as BerekeningGrondslag;
const nu = (i: IkvInvoer) => ({ invoer: i, regelsVersie: REGELS_VERSIE });

describe('berekeningWijzigingen', () => {
  it('is empty for the same input after a round trip through JSON, with kortlopendeSchulden filled (the bug of issue 27)', () => {
    expect(berekeningWijzigingen(stored(invoer()), nu(invoer()))).toEqual([]);
  });
  it('treats an absent field like null and ignores the order of years and keys', () => {
    const i = invoer();
    const anders = invoer({
      boekjaren: [{ ...jaar(2024, 60000), kortlopendeSchulden: undefined }, jaar(2023, 50000, 12000)],
    });
    expect(berekeningWijzigingen(stored(i), nu(anders))).toEqual([]);
  });
  it('names each changed field of each year, including the short-term debts', () => {
    const w = berekeningWijzigingen(
      stored(invoer()),
      nu(invoer({ boekjaren: [jaar(2023, 50000, 0), jaar(2024, 61000, null)] })),
    );
    expect(w).toEqual([
      { soort: 'BOEKJAAR', jaar: 2023, velden: ['kortlopendeSchulden'] },
      { soort: 'BOEKJAAR', jaar: 2024, velden: ['fiscaleWinst'] },
    ]);
    expect(wijzigingenTekst(w, 'NL')).toBe(
      'de kortlopende schulden van 2023 zijn gewijzigd en de fiscale winst van 2024 is gewijzigd',
    );
  });
  it('sees an added and a removed year', () => {
    const w = berekeningWijzigingen(
      stored(invoer()),
      nu(invoer({ boekjaren: [jaar(2024, 60000, null), jaar(2025, 1, null)] })),
    );
    expect(w).toEqual([
      { soort: 'BOEKJAAR_WEG', jaar: 2023 },
      { soort: 'BOEKJAAR_NIEUW', jaar: 2025 },
    ]);
  });
  it('outdates on the share (a partner accepting 40 %), the legal form, the start year, DGA data and the rules version', () => {
    expect(berekeningWijzigingen(stored(invoer()), nu(invoer({ aandeelPercentage: 60 })))).toEqual([
      { soort: 'AANDEEL', van: 100, naar: 60 },
    ]);
    expect(berekeningWijzigingen(stored(invoer()), nu(invoer({ rechtsvorm: 'EENMANSZAAK' })))).toEqual([
      { soort: 'RECHTSVORM' },
    ]);
    expect(berekeningWijzigingen(stored(invoer()), nu(invoer({ startjaar: 2016 })))).toEqual([{ soort: 'STARTJAAR' }]);
    expect(
      berekeningWijzigingen(stored(invoer()), nu(invoer({ dgaSalarissen: [{ jaar: 2024, bedrag: 56000 }] }))),
    ).toEqual([{ soort: 'DGA' }]);
    expect(berekeningWijzigingen(stored(invoer(), 'IKV-NHG-2025.1'), nu(invoer()))).toEqual([{ soort: 'REGELS' }]);
    expect(berekeningWijzigingen(stored(invoer()), null)).toEqual([{ soort: 'RECHTSVORM' }]);
  });
  it('keeps a calculation current within a period of the peildatum and outdates it when the rules read another', () => {
    expect(
      berekeningWijzigingen(stored(invoer({ peildatum: '2026-08-01' })), nu(invoer({ peildatum: '2026-12-31' }))),
    ).toEqual([]);
    expect(
      berekeningWijzigingen(stored(invoer({ peildatum: '2026-12-31' })), nu(invoer({ peildatum: '2027-01-01' }))),
    ).toEqual([{ soort: 'PEILDATUM' }]);
    expect(peildatumTijdvak('2026-04-30')).toBe('2026:00');
    expect(peildatumTijdvak('2026-05-01')).toBe('2026:10');
    expect(peildatumTijdvak('2026-08-01')).toBe('2026:11');
  });
  it('treats an unreadable stored input as outdated, never as current', () => {
    expect(berekeningWijzigingen({ invoer: null, regelsVersie: REGELS_VERSIE }, nu(invoer())).length).toBeGreaterThan(
      0,
    );
  });
  it('writes the share change in both languages without ids', () => {
    const w = [{ soort: 'AANDEEL' as const, van: 100, naar: 62.5 }];
    expect(wijzigingenTekst(w, 'NL')).toBe('het winstaandeel van de aanvrager is gewijzigd van 100 % naar 62,5 %');
    expect(wijzigingenTekst(w, 'EN')).toBe("the applicant's profit share changed from 100% to 62.5%");
  });
});
