// Orientation: an indicative maximum mortgage from the test income (pure). The maximum mortgage is
// the 30-year annuity, at the test interest rate and paid monthly in arrears, whose yearly gross
// cost equals the financing-burden percentage of the test income (Trhk art. 3).
import { FINANCIERINGSLAST_TABEL, type FinancieringslastTabel } from './financieringslast-2026.rules.ts';

/** The AFM test rate for a fixed-rate period under 10 years (and the legal minimum): 5,0 %. */
export const STANDAARD_TOETSRENTE_PCT = 5.0;
export const LOOPTIJD_MAANDEN = 360;

export interface Orientatie {
  toetsinkomen: number;
  tabelJaar: number;
  bron: { nl: string; en: string };
  toetsrentePct: number;
  looptijdMaanden: number;
  /** null when the income is below the first row of the table */
  financieringslastPct: number | null;
  tabelRijVanaf: number | null;
  renteband: string | null;
  maximaleJaarlast: number | null;
  maximaleMaandlast: number | null;
  maximaleHypotheek: number | null;
  aannames: { nl: string; en: string }[];
}

/** The payment per month that one euro of loan costs: an annuity over n months at r % a year. */
export function annuiteitFactor(jaarRentePct: number, maanden: number): number {
  const i = jaarRentePct / 100 / 12;
  if (i === 0) return 1 / maanden;
  return i / (1 - Math.pow(1 + i, -maanden));
}

export function findFinancieringslastPct(tabel: FinancieringslastTabel, toetsinkomen: number, toetsrentePct: number) {
  const bandIndex = tabel.banden.findIndex((b) => toetsrentePct > b.vanafExclusief && toetsrentePct <= b.totEnMet);
  if (bandIndex < 0) throw new RangeError(`toetsrente ${toetsrentePct}% valt in geen van de opgenomen rentebanden`);
  const rij = [...tabel.rijen].reverse().find((r) => toetsinkomen >= r.inkomenVanaf);
  if (!rij) return null;
  return { pct: rij.percentages[bandIndex]!, rijVanaf: rij.inkomenVanaf, band: tabel.banden[bandIndex]!.label };
}

const euro = (n: number, taal: 'nl' | 'en') =>
  taal === 'nl' ? `€ ${n.toLocaleString('nl-NL').replace(/\u00a0/g, ' ')}` : `€${n.toLocaleString('en-GB')}`;

export function computeOrientatie(
  toetsinkomen: number,
  options: { toetsrentePct?: number; tabel?: FinancieringslastTabel } = {},
): Orientatie {
  const tabel = options.tabel ?? FINANCIERINGSLAST_TABEL;
  const toetsrentePct = options.toetsrentePct ?? STANDAARD_TOETSRENTE_PCT;
  const found = findFinancieringslastPct(tabel, toetsinkomen, toetsrentePct);
  const aannames = [
    { nl: `Toetsrente ${String(toetsrentePct).replace('.', ',')}% (de AFM-toetsrente bij een rentevaste periode korter dan 10 jaar).`, en: `Test interest rate ${toetsrentePct}% (the AFM test rate for a fixed-rate period under 10 years).` },
    { nl: 'Annuïteitenhypotheek met een looptijd van 30 jaar (360 maandtermijnen, achteraf betaald).', en: 'Annuity mortgage over 30 years (360 monthly payments in arrears).' },
    { nl: `Financieringslastpercentages ${tabel.jaar}: ${tabel.bron.nl}. Tussen twee opgenomen rijen geldt de lagere rij.`, en: `Financing-burden percentages ${tabel.jaar}: ${tabel.bron.en}. Between two listed rows the lower row applies.` },
    { nl: 'Alleen dit toetsinkomen, geen partnerinkomen, geen andere schulden of studieschuld, geen energielabelbedragen.', en: 'This test income only: no partner income, no other debts or student loan, no energy-label amounts.' },
    { nl: 'Een indicatie, geen offerte: de geldverstrekker toetst zelf.', en: 'An indication, not an offer: the lender makes its own assessment.' },
  ];
  if (!found || toetsinkomen <= 0) {
    return {
      toetsinkomen, tabelJaar: tabel.jaar, bron: tabel.bron, toetsrentePct, looptijdMaanden: LOOPTIJD_MAANDEN,
      financieringslastPct: null, tabelRijVanaf: null, renteband: found?.band ?? null,
      maximaleJaarlast: null, maximaleMaandlast: null, maximaleHypotheek: null,
      aannames: [
        { nl: `Het toetsinkomen ligt onder de eerste rij van de tabel (${euro(tabel.rijen[0]!.inkomenVanaf, 'nl')}); de adviseur maakt de indicatie.`, en: `The test income is below the table's first row (${euro(tabel.rijen[0]!.inkomenVanaf, 'en')}); the adviser makes the indication.` },
        ...aannames,
      ],
    };
  }
  // yearly gross cost allowed, in cents (exact), then the annuity principal (indicative: rounded down to whole euros)
  const jaarlastCents = Math.round(toetsinkomen * found.pct); // income × pct/100, in cents
  const maandlast = jaarlastCents / 100 / 12;
  const hypotheek = Math.floor(maandlast / annuiteitFactor(toetsrentePct, LOOPTIJD_MAANDEN));
  return {
    toetsinkomen,
    tabelJaar: tabel.jaar,
    bron: tabel.bron,
    toetsrentePct,
    looptijdMaanden: LOOPTIJD_MAANDEN,
    financieringslastPct: found.pct,
    tabelRijVanaf: found.rijVanaf,
    renteband: found.band,
    maximaleJaarlast: jaarlastCents / 100,
    maximaleMaandlast: Math.round(maandlast * 100) / 100,
    maximaleHypotheek: hypotheek,
    aannames,
  };
}
