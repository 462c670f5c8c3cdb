// Financing-burden percentages (financieringslastpercentages) for 2026, as data with their source.
// Source: Tijdelijke regeling hypothecair krediet, Bijlage 1, Tabel 1 ("consumenten die de
// AOW-leeftijd nog niet hebben bereikt"), as set by the Wijzigingsregeling hypothecair krediet 2026
// (Staatscourant 2025, 36471; in force 1 January 2026). The law's table has a row per € 1.000 of
// test income from € 30.000 to € 125.000 and twelve test-interest bands; this file holds a selection
// of its rows and five of its bands, copied cell by cell. Between two listed rows the lower row is
// used: the percentages rise with income, so the indication is never higher than the law allows.
// Each year: add a file for the new Wijzigingsregeling and point FINANCIERINGSLAST_TABEL at it.

export interface FinancieringslastTabel {
  jaar: number;
  bron: { nl: string; en: string };
  /** upper bound (inclusive, %) of each band whose column is listed, ascending; a band starts above the previous one */
  banden: { vanafExclusief: number; totEnMet: number; label: string }[];
  /** rows: test income from (euros) → percentage per listed band, in the order of `banden` */
  rijen: { inkomenVanaf: number; percentages: number[] }[];
}

export const FINANCIERINGSLAST_2026: FinancieringslastTabel = {
  jaar: 2026,
  bron: {
    nl: 'Tijdelijke regeling hypothecair krediet, Bijlage 1, Tabel 1 (Wijzigingsregeling hypothecair krediet 2026, Staatscourant 2025, 36471)',
    en: 'Temporary mortgage credit regulation (Tijdelijke regeling hypothecair krediet), Annex 1, Table 1 (amending regulation 2026, Staatscourant 2025, 36471)',
  },
  banden: [
    { vanafExclusief: 0, totEnMet: 1.5, label: '<= 1,500%' },
    { vanafExclusief: 2.5, totEnMet: 3.0, label: '2,501-3,000%' },
    { vanafExclusief: 3.5, totEnMet: 4.0, label: '3,501-4,000%' },
    { vanafExclusief: 4.5, totEnMet: 5.0, label: '4,501-5,000%' },
    { vanafExclusief: 5.5, totEnMet: 6.0, label: '5,501-6,000%' },
  ],
  rijen: [
    { inkomenVanaf: 30000, percentages: [15.5, 18.4, 20.1, 21.6, 22.7] },
    { inkomenVanaf: 35000, percentages: [17.4, 20.6, 22.6, 24.6, 26.4] },
    { inkomenVanaf: 40000, percentages: [17.4, 20.6, 22.6, 24.6, 26.4] },
    { inkomenVanaf: 45000, percentages: [17.4, 20.6, 22.6, 24.6, 26.4] },
    { inkomenVanaf: 50000, percentages: [17.4, 20.6, 22.6, 24.6, 26.4] },
    { inkomenVanaf: 60000, percentages: [17.7, 20.7, 22.6, 24.6, 26.4] },
    { inkomenVanaf: 70000, percentages: [18.6, 21.7, 23.6, 25.3, 27.0] },
    { inkomenVanaf: 80000, percentages: [19.9, 23.2, 25.3, 27.2, 28.9] },
    { inkomenVanaf: 90000, percentages: [20.5, 23.7, 25.7, 28.5, 29.3] },
    { inkomenVanaf: 100000, percentages: [21.1, 24.2, 26.1, 28.5, 29.7] },
    { inkomenVanaf: 110000, percentages: [21.6, 24.8, 26.7, 28.5, 30.0] },
    { inkomenVanaf: 125000, percentages: [22.2, 25.5, 27.4, 29.2, 30.8] },
  ],
};

export const FINANCIERINGSLAST_TABEL = FINANCIERINGSLAST_2026;
