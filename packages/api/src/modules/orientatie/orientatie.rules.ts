// The indicative maximum mortgage, rules O1–O10 of ORIENTATIE.md (rules version ORIENTATIE-2026.1). Pure:
// the date of the calculation is passed in (it chooses the year's table). Amounts are exact until the end:
// money in integer cents (bigint), percentages as scaled integers, the annuity as an exact fraction
// ((1+i)^360 with i = rate/1200 is a ratio of two big integers); only the result is rounded, down to
// whole euros, so an indication never exceeds what the law allows.
import {
  addFractions,
  atLeastZero,
  formatEuro,
  formatScaled,
  fraction,
  fractionLessThan,
  fractionToCents,
  fractionToWholeEurosDown,
  fromCents,
  multiplyFractions,
  smallerFraction,
  subtractFractions,
  toCents,
  type Fraction,
} from '../../shared/money.rules.ts';
import type { Taal, Tekst } from '../../shared/taal.ts';
import type { z } from 'zod';
import type { Energielabel } from '../regels/energielabels.rules.ts';
import type { ZOrientatieAntwoord } from './orientatie-antwoord.schema.ts';
import { rentebandLabel, zoekRenteband, zoekRij, type TrhkJaar } from './orientatie-tabellen.rules.ts';
import { datumVan, kiesRegelset, type GekozenRegelset, type RegelsWaarschuwing } from '../regels/regels.rules.ts';
import {
  ORIENTATIE_REGELSETS,
  TOETSRENTE_KWARTALEN,
  type OrientatieRegelset,
  type ToetsrenteKwartaal,
} from '../regels/regelsets.ts';
import { ORIENTATIE_2026_1 } from '../regels/sets/orientatie-2026.1.ts';

/** The rules version of the newest set (a calculation names the set it used: regelsVersie). */
export const ORIENTATIE_REGELS_VERSIE = ORIENTATIE_REGELSETS[ORIENTATIE_REGELSETS.length - 1]!.versie;

/** O1: the AFM test rate for a fixed-rate period under 10 years, and the minimum then (5,000 %). */
export const MINIMALE_TOETSRENTE_PCT = 5;
/** O1: from this fixed-rate period on, the offered rate is the test rate. */
export const RENTEVAST_GRENS_JAREN = 10;
/** O6: 30 years of monthly payments in arrears. */
export const LOOPTIJD_MAANDEN = 360;
/** O5: credit limits count 2 % a month (BKR practice): 24 % a year. */
export const KREDIET_PCT_PER_JAAR = 24;
// The figures of law below are those of ORIENTATIE-2026.1 (../regels/sets/orientatie-2026.1.ts); a
// calculation takes them from the set in force on its date.
/** O5: the student-loan gross-up factor at a 5 % test rate (art. 3a), in hundredths. */
export const STUDIESCHULD_FACTOR_HONDERDSTEN = BigInt(ORIENTATIE_2026_1.studieschuld.factorHonderdsten);
/** O7: the single-person amount and its income thresholds (art. 3 lid 8). */
export const ALLEENSTAAND_BEDRAG = ORIENTATIE_2026_1.alleenstaand.bedrag;
export const ALLEENSTAAND_GRENS = ORIENTATIE_2026_1.alleenstaand.grens;
/** O8: energy-saving measures on top of the value, up to 6 % of the value (art. 5). */
export const MAATREGELEN_WAARDE_PCT = ORIENTATIE_2026_1.maatregelenWaardePct;
/** O9: NHG cost limits 2026 and the borgtochtprovisie (0,4 %). */
export const NHG_GRENS = ORIENTATIE_2026_1.nhg.grens;
export const NHG_GRENS_MET_MAATREGELEN = ORIENTATIE_2026_1.nhg.grensMetMaatregelen;
export const BORGTOCHTPROVISIE_PROMILLE = BigInt(ORIENTATIE_2026_1.nhg.borgtochtprovisiePromille);

export { ENERGIELABELS, type Energielabel } from '../regels/energielabels.rules.ts';

/** O7, art. 4 lid 3: the amount left out of the financing burden for the label of the home bought. */
export const LABEL_BEDRAG: Record<Energielabel, number> = ORIENTATIE_2026_1.labelBedrag;
/** O7, art. 4 lid 4: energy-saving measures in an existing home, at most (and at most their cost). */
export const MAATREGELEN_BEDRAG: Record<Energielabel, number> = ORIENTATIE_2026_1.maatregelenBedrag;

export interface OrientatieInvoer {
  /** euros a year (≥ 0) */
  toetsinkomen: number;
  partnerToetsinkomen?: number | null;
  aowBereikt?: boolean | null;
  rentevastJaren?: number | null;
  /** offered rate, % a year (at most 3 decimals) */
  rentePct?: number | null;
  energielabel?: Energielabel | null;
  energiebesparendeMaatregelen?: { bedrag: number; labelBestaandeWoning: Energielabel } | null;
  alleenstaand?: boolean | null;
  studieschuldMaandlast?: number | null;
  /** the sum of credit limits (euros) */
  kredietLimieten?: number | null;
  /** other fixed obligations, euros a month (erfpacht, alimony, lease) */
  overigeMaandlasten?: number | null;
  woningwaarde?: number | null;
}

/** The answer of the orientation: the type of its zod schema (orientatie.schema.ts, ORIENTATIE.md). */
export type Orientatie = z.infer<typeof ZOrientatieAntwoord>;
export type CorrectieCode = Orientatie['correcties'][number]['code'];
export type ExtraCode = Orientatie['extraBedragen'][number]['code'];

// ---- the annuity (O6) ------------------------------------------------------------------------

/**
 * O6: the loan a monthly payment carries: an annuity over a number of months at a rate a year, payments in
 * arrears. L = M × (1 − (1+i)^−n) / i with i = rate/1200; with the rate in thousandths of a percent
 * (rentePctMilli), 1+i = (1 200 000 + rentePctMilli)/1 200 000.
 */
export function annuiteitLening(maandlast: Fraction, rentePctMilli: number, maanden = LOOPTIJD_MAANDEN): Fraction {
  if (rentePctMilli === 0) return multiplyFractions(maandlast, fraction(BigInt(maanden)));
  return multiplyFractions(maandlast, annuiteitFactor(rentePctMilli, maanden));
}

// (1 − (1+i)^−n) / i as an exact fraction; the big powers are kept per rate (the chart asks for many rates)
const factorCache = new Map<string, Fraction>();
function annuiteitFactor(rentePctMilli: number, maanden: number): Fraction {
  const key = `${rentePctMilli}/${maanden}`;
  const cached = factorCache.get(key);
  if (cached) return cached;
  const basis = 1_200_000n;
  const groeiMacht = (basis + BigInt(rentePctMilli)) ** BigInt(maanden);
  const basisMacht = basis ** BigInt(maanden);
  const factor = fraction((groeiMacht - basisMacht) * basis, groeiMacht * BigInt(rentePctMilli));
  if (factorCache.size > 500) factorCache.clear();
  factorCache.set(key, factor);
  return factor;
}

// ---- formatting for the explanation -----------------------------------------------------------

/** Euros (at most 2 decimals, absent = 0) → cents. */
const centsOf = (euros: number | null | undefined): bigint => toCents(euros ?? 0);
const eur = (bedrag: bigint, taal: Taal) => formatEuro(bedrag, taal, bedrag % 100n === 0n);
const eurWhole = (euros: bigint, taal: Taal) => formatEuro(euros * 100n, taal, true);
const pctText = (pct: number, taal: Taal) =>
  `${formatScaled(BigInt(Math.round(pct * 10)), 1, taal)}${taal === 'nl' ? ' %' : '%'}`;
const rateText = (milli: number, taal: Taal) => `${formatScaled(BigInt(milli), 3, taal)}${taal === 'nl' ? ' %' : '%'}`;
const tekst = (nl: string, en: string): Tekst => ({ nl, en });

// ---- the rules --------------------------------------------------------------------------------

const aangebodenRenteMilli = (invoer: Pick<OrientatieInvoer, 'rentePct'>): number | null =>
  invoer.rentePct === null || invoer.rentePct === undefined ? null : Math.round(invoer.rentePct * 1000);

/** O1: the test rate in thousandths of a percent (the minimum: the AFM rate of the quarter, 5 % in 2024–2026). */
export function bepaalToetsrenteMilli(
  invoer: Pick<OrientatieInvoer, 'rentevastJaren' | 'rentePct'>,
  minimumMilli = MINIMALE_TOETSRENTE_PCT * 1000,
): number {
  const aangeboden = aangebodenRenteMilli(invoer);
  if ((invoer.rentevastJaren ?? 0) >= RENTEVAST_GRENS_JAREN) {
    if (aangeboden === null) throw new RangeError('rentePct is required for a fixed-rate period of 10 years or more');
    return aangeboden;
  }
  return Math.max(minimumMilli, aangeboden ?? 0);
}

/** The rule sets a calculation chooses from (tests pass their own; by default the ones the service knows). */
export interface OrientatieRegels {
  sets?: readonly OrientatieRegelset[];
  toetsrente?: readonly ToetsrenteKwartaal[];
}

export interface Toetsrente {
  toetsrenteMilli: number;
  /** the AFM quarter used as the minimum, null with a fixed-rate period of 10 years or more */
  kwartaal: GekozenRegelset<ToetsrenteKwartaal> | null;
  stap: Tekst;
}

/** O1: the test rate (the AFM minimum of the quarter, only for a fixed-rate period under 10 years), with its step. */
export function kiesToetsrente(
  invoer: OrientatieInvoer,
  peildatum: string,
  kwartalen: readonly ToetsrenteKwartaal[],
): Toetsrente {
  const rentevast = invoer.rentevastJaren ?? null;
  const langRentevast = rentevast !== null && rentevast >= RENTEVAST_GRENS_JAREN;
  const kwartaal = langRentevast ? null : kiesRegelset(kwartalen, peildatum);
  const minimumMilli = kwartaal ? Math.round(kwartaal.set.toetsrentePct * 1000) : MINIMALE_TOETSRENTE_PCT * 1000;
  const toetsrenteMilli = bepaalToetsrenteMilli(invoer, minimumMilli);
  if (langRentevast) {
    const stap = tekst(
      `Toetsrente ${rateText(toetsrenteMilli, 'nl')}: bij een rentevaste periode van ${rentevast} jaar (10 jaar of langer) geldt de aangeboden rente (Trhk art. 3).`,
      `Test rate ${rateText(toetsrenteMilli, 'en')}: with a fixed-rate period of ${rentevast} years (10 years or more) the offered rate applies (Trhk art. 3).`,
    );
    return { toetsrenteMilli, kwartaal, stap };
  }
  const aangeboden = aangebodenRenteMilli(invoer);
  const periode =
    rentevast === null
      ? tekst(
          'zonder opgegeven rentevaste periode (korter dan 10 jaar aangenomen)',
          'without a fixed-rate period given (under 10 years assumed)',
        )
      : tekst(
          `bij een rentevaste periode van ${rentevast} jaar (korter dan 10 jaar)`,
          `with a fixed-rate period of ${rentevast} ${rentevast === 1 ? 'year' : 'years'} (under 10 years)`,
        );
  const stap = tekst(
    `Toetsrente ${rateText(toetsrenteMilli, 'nl')}: ${periode.nl} geldt de hoogste van ${rateText(minimumMilli, 'nl')} en de aangeboden rente${aangeboden === null ? ' (geen rente opgegeven)' : ` (${rateText(aangeboden, 'nl')})`} (Trhk art. 3; AFM-toetsrente).`,
    `Test rate ${rateText(toetsrenteMilli, 'en')}: ${periode.en} the higher of ${rateText(minimumMilli, 'en')} and the offered rate applies${aangeboden === null ? ' (no rate given)' : ` (${rateText(aangeboden, 'en')})`} (Trhk art. 3; AFM test rate).`,
  );
  return { toetsrenteMilli, kwartaal, stap };
}

/** O4: the joint qualifying income in cents; the second income counts in full (a step only when there is a partner). */
export function gezamenlijkToetsinkomen(invoer: Pick<OrientatieInvoer, 'toetsinkomen' | 'partnerToetsinkomen'>): {
  eigen: bigint;
  partner: bigint | null;
  gezamenlijk: bigint;
  stap: Tekst | null;
} {
  const eigen = centsOf(invoer.toetsinkomen);
  const partner =
    invoer.partnerToetsinkomen === null || invoer.partnerToetsinkomen === undefined
      ? null
      : centsOf(invoer.partnerToetsinkomen);
  const gezamenlijk = eigen + (partner ?? 0n);
  const stap =
    partner === null
      ? null
      : tekst(
          `Gezamenlijk toetsinkomen ${eur(gezamenlijk, 'nl')} (${eur(eigen, 'nl')} + ${eur(partner, 'nl')}): het tweede inkomen telt volledig mee (Wijzigingsregeling 2023, Stcrt. 2022, 28829).`,
          `Joint qualifying income ${eur(gezamenlijk, 'en')} (${eur(eigen, 'en')} + ${eur(partner, 'en')}): the second income counts in full (amending regulation 2023, Stcrt. 2022, 28829).`,
        );
  return { eigen, partner, gezamenlijk, stap };
}

/** O2–O3: the table (AOW age), its row for the joint income and the band of the test rate give the percentage. */
export function financieringslastPercentage(
  data: TrhkJaar,
  aowBereikt: boolean,
  gezamenlijk: bigint,
  toetsrenteMilli: number,
) {
  const tabel: 1 | 2 = aowBereikt ? 2 : 1;
  const rij = zoekRij(aowBereikt ? data.tabel2 : data.tabel1, fromCents(gezamenlijk));
  const band = zoekRenteband(data, toetsrenteMilli / 1000);
  const pct = rij.pct[band.nummer - 1]!;
  const rijNl =
    rij.inkomenVanaf === 0
      ? 'de eerste rij (–, onder de eerste eurorij)'
      : `de rij vanaf ${eurWhole(BigInt(rij.inkomenVanaf), 'nl')}`;
  const rijEn =
    rij.inkomenVanaf === 0
      ? 'the first row (–, below the first euro row)'
      : `the row from ${eurWhole(BigInt(rij.inkomenVanaf), 'en')}`;
  const stap = tekst(
    `Financieringslastpercentage ${pctText(pct, 'nl')}: tabel ${tabel} (${aowBereikt ? 'AOW-leeftijd bereikt' : 'AOW-leeftijd nog niet bereikt'}) van Bijlage 1 Trhk ${data.jaar}, ${rijNl}, renteband ${rentebandLabel(band, 'nl')} (art. 3 lid 5; trap, geen interpolatie).`,
    `Financing-burden percentage ${pctText(pct, 'en')}: table ${tabel} (${aowBereikt ? 'AOW age reached' : 'AOW age not reached'}) of Annex 1 Trhk ${data.jaar}, ${rijEn}, rate band ${rentebandLabel(band, 'en')} (art. 3(5); a step, no interpolation).`,
  );
  return { tabel, rijVanaf: rij.inkomenVanaf, band, pct, stap };
}

/** O5: the financing burden a year, exact: joint income × percentage. */
export function financieringslastPerJaar(
  gezamenlijk: bigint,
  pct: number,
): { financieringslast: Fraction; stap: Tekst } {
  const financieringslast = fraction(gezamenlijk * BigInt(Math.round(pct * 10)), 1000n);
  const stap = tekst(
    `Financieringslast per jaar ${eur(fractionToCents(financieringslast), 'nl')} = ${eur(gezamenlijk, 'nl')} × ${pctText(pct, 'nl')} (art. 3).`,
    `Financing burden per year ${eur(fractionToCents(financieringslast), 'en')} = ${eur(gezamenlijk, 'en')} × ${pctText(pct, 'en')} (art. 3).`,
  );
  return { financieringslast, stap };
}

/** O5: the obligations a year that come off the financing burden (credit limits, other fixed costs, student loan). */
export function verplichtingen(
  invoer: Pick<OrientatieInvoer, 'kredietLimieten' | 'overigeMaandlasten' | 'studieschuldMaandlast'>,
  studieschuld: OrientatieRegelset['studieschuld'],
  toetsrenteMilli: number,
): { correcties: Orientatie['correcties']; aftrek: Fraction; aannames: Tekst[] } {
  const correcties: Orientatie['correcties'] = [];
  const aannames: Tekst[] = [];
  let aftrek = fraction(0n);
  const krediet = centsOf(invoer.kredietLimieten);
  if (krediet > 0n) {
    const perJaar = fraction(krediet * BigInt(KREDIET_PCT_PER_JAAR), 100n);
    aftrek = addFractions(aftrek, perJaar);
    correcties.push({
      code: 'KREDIETLIMIETEN',
      bedragPerJaar: fromCents(fractionToCents(perJaar)),
      nl: `Kredietlimieten ${eur(krediet, 'nl')} × 2 % per maand × 12 = ${eur(fractionToCents(perJaar), 'nl')} per jaar (art. 3; BKR-praktijk).`,
      en: `Credit limits ${eur(krediet, 'en')} × 2% a month × 12 = ${eur(fractionToCents(perJaar), 'en')} a year (art. 3; BKR practice).`,
    });
  }
  const overig = centsOf(invoer.overigeMaandlasten);
  if (overig > 0n) {
    aftrek = addFractions(aftrek, fraction(overig * 12n));
    correcties.push({
      code: 'OVERIGE_VERPLICHTINGEN',
      bedragPerJaar: fromCents(overig * 12n),
      nl: `Overige vaste lasten ${eur(overig, 'nl')} per maand × 12 = ${eur(overig * 12n, 'nl')} per jaar (art. 3).`,
      en: `Other fixed obligations ${eur(overig, 'en')} a month × 12 = ${eur(overig * 12n, 'en')} a year (art. 3).`,
    });
  }
  const studie = centsOf(invoer.studieschuldMaandlast);
  if (studie > 0n) {
    const factor = BigInt(studieschuld.factorHonderdsten);
    const factorNl = formatScaled(factor, 2, 'nl');
    const factorEn = formatScaled(factor, 2, 'en');
    const perJaar = fraction(studie * 12n * factor, 100n);
    aftrek = addFractions(aftrek, perJaar);
    correcties.push({
      code: 'STUDIESCHULD',
      bedragPerJaar: fromCents(fractionToCents(perJaar)),
      nl: `Studieschuld ${eur(studie, 'nl')} per maand × 12 × ${factorNl} = ${eur(fractionToCents(perJaar), 'nl')} per jaar (art. 3a).`,
      en: `Student loan ${eur(studie, 'en')} a month × 12 × ${factorEn} = ${eur(fractionToCents(perJaar), 'en')} a year (art. 3a).`,
    });
    const factorRente = studieschuld.bijToetsrentePct;
    if (toetsrenteMilli !== Math.round(factorRente * 1000)) {
      aannames.push(
        tekst(
          `Studieschuld: de bruteringsfactor ${factorNl} (bij ${factorRente} % toetsrente) is ook bij deze toetsrente gebruikt; de factortabel van art. 3a voor andere rentes is niet opgenomen.`,
          `Student loan: the gross-up factor ${factorEn} (at a ${factorRente}% test rate) is used at this test rate too; the factor table of art. 3a for other rates is not included.`,
        ),
      );
    }
  }
  return { correcties, aftrek, aannames };
}

/** O5: what is left a year for interest and repayment (never below 0), with its steps when there were obligations. */
export function beschikbaarPerJaar(
  financieringslast: Fraction,
  aftrek: Fraction,
  correcties: Orientatie['correcties'],
): { beschikbaar: Fraction; stappen: Tekst[] } {
  const beschikbaar = atLeastZero(subtractFractions(financieringslast, aftrek));
  const stappen = correcties.map((correctie) => tekst(correctie.nl, correctie.en));
  if (correcties.length) {
    stappen.push(
      tekst(
        `Beschikbaar voor rente en aflossing ${eur(fractionToCents(beschikbaar), 'nl')} per jaar (financieringslast min verplichtingen, niet lager dan €\u00a00).`,
        `Available for interest and repayment ${eur(fractionToCents(beschikbaar), 'en')} a year (financing burden less obligations, not below €0).`,
      ),
    );
  }
  return { beschikbaar, stappen };
}

/** O6: the monthly amount as an annuity over 360 months at the test rate; the maximum rounded down to whole euros. */
export function hypotheekOpInkomen(
  beschikbaar: Fraction,
  toetsrenteMilli: number,
): { maandlast: Fraction; lening: Fraction; maximum: bigint; stap: Tekst } {
  const maandlast = multiplyFractions(beschikbaar, fraction(1n, 12n));
  const lening = annuiteitLening(maandlast, toetsrenteMilli);
  const maximum = fractionToWholeEurosDown(lening);
  const stap = tekst(
    `Maximale hypotheek op basis van het inkomen ${eurWhole(maximum, 'nl')}: ${eur(fractionToCents(maandlast), 'nl')} per maand als annuïteit over 360 maanden tegen ${rateText(toetsrenteMilli, 'nl')} (art. 3 lid 2–3), naar beneden afgerond.`,
    `Maximum mortgage based on income ${eurWhole(maximum, 'en')}: ${eur(fractionToCents(maandlast), 'en')} a month as an annuity over 360 months at ${rateText(toetsrenteMilli, 'en')} (art. 3(2)–(3)), rounded down.`,
  );
  return { maandlast, lening, maximum, stap };
}

/** O7, art. 4 lid 3: the amount for the energy label of the home bought. */
export function energielabelBedrag(
  energielabel: Energielabel,
  labelBedrag: OrientatieRegelset['labelBedrag'],
): Orientatie['extraBedragen'][number] {
  const bedrag = BigInt(labelBedrag[energielabel]);
  const labelNl = energielabel.replace('_GARANTIE', ' met energieprestatiegarantie');
  const labelEn = energielabel.replace('_GARANTIE', ' with energy performance guarantee');
  return {
    code: 'ENERGIELABEL',
    bedrag: Number(bedrag),
    nl: `Energielabel ${labelNl} van de gekochte woning: ${eurWhole(bedrag, 'nl')} buiten de financieringslast (art. 4 lid 3).`,
    en: `Energy label ${labelEn} of the home bought: ${eurWhole(bedrag, 'en')} outside the financing burden (art. 4(3)).`,
  };
}

/** O7, art. 4 lid 4: energy-saving measures in an existing home, their cost up to the maximum for its label. */
export function maatregelenBedrag(
  maatregelen: NonNullable<OrientatieInvoer['energiebesparendeMaatregelen']>,
  maximumPerLabel: OrientatieRegelset['maatregelenBedrag'],
): Orientatie['extraBedragen'][number] {
  const kosten = centsOf(maatregelen.bedrag);
  const maximum = BigInt(maximumPerLabel[maatregelen.labelBestaandeWoning]) * 100n;
  const bedrag = kosten < maximum ? kosten : maximum;
  const labelNl = maatregelen.labelBestaandeWoning.replace('_GARANTIE', ' met garantie');
  const labelEn = maatregelen.labelBestaandeWoning.replace('_GARANTIE', ' with guarantee');
  return {
    code: 'ENERGIEBESPARENDE_MAATREGELEN',
    bedrag: fromCents(bedrag),
    nl: `Energiebesparende maatregelen in een woning met label ${labelNl}: ${eur(bedrag, 'nl')} (de kosten ${eur(kosten, 'nl')}, ten hoogste ${eur(maximum, 'nl')}) buiten de financieringslast (art. 4 lid 4).`,
    en: `Energy-saving measures in a home with label ${labelEn}: ${eur(bedrag, 'en')} (cost ${eur(kosten, 'en')}, at most ${eur(maximum, 'en')}) outside the financing burden (art. 4(4)).`,
  };
}

/** O7, art. 3 lid 8: the single-person amount above the income threshold; below it, a step saying why not. */
export function alleenstaandBedrag(
  gezamenlijk: bigint,
  aowBereikt: boolean,
  regel: OrientatieRegelset['alleenstaand'],
): { extra: Orientatie['extraBedragen'][number] | null; stap: Tekst | null } {
  const grens = aowBereikt ? regel.grens.aowBereikt : regel.grens.aowNietBereikt;
  if (gezamenlijk > BigInt(grens) * 100n) {
    return {
      extra: {
        code: 'ALLEENSTAAND',
        bedrag: regel.bedrag,
        nl: `Alleenstaande met een toetsinkomen boven ${eurWhole(BigInt(grens), 'nl')}: ${eurWhole(BigInt(regel.bedrag), 'nl')} extra (art. 3 lid 8).`,
        en: `Single applicant with a qualifying income above ${eurWhole(BigInt(grens), 'en')}: ${eurWhole(BigInt(regel.bedrag), 'en')} extra (art. 3(8)).`,
      },
      stap: null,
    };
  }
  return {
    extra: null,
    stap: tekst(
      `Geen alleenstaandenbedrag: het toetsinkomen is niet hoger dan ${eurWhole(BigInt(grens), 'nl')} (art. 3 lid 8).`,
      `No single-person amount: the qualifying income is not above ${eurWhole(BigInt(grens), 'en')} (art. 3(8)).`,
    ),
  };
}

/** O7: the amounts left out of the financing burden, added to the income-based loan. */
export function bedragenBuitenFinancieringslast(
  invoer: OrientatieInvoer,
  set: OrientatieRegelset,
  gezamenlijk: bigint,
  leningInkomen: Fraction,
) {
  const extraBedragen: Orientatie['extraBedragen'] = [];
  const stappen: Tekst[] = [];
  if (invoer.energielabel) extraBedragen.push(energielabelBedrag(invoer.energielabel, set.labelBedrag));
  if (invoer.energiebesparendeMaatregelen)
    extraBedragen.push(maatregelenBedrag(invoer.energiebesparendeMaatregelen, set.maatregelenBedrag));
  if (invoer.alleenstaand) {
    const alleenstaand = alleenstaandBedrag(gezamenlijk, invoer.aowBereikt === true, set.alleenstaand);
    if (alleenstaand.extra) extraBedragen.push(alleenstaand.extra);
    if (alleenstaand.stap) stappen.push(alleenstaand.stap);
  }
  const extraCents = extraBedragen.reduce((som, extra) => som + centsOf(extra.bedrag), 0n);
  const totaal = addFractions(leningInkomen, fraction(extraCents));
  for (const extra of extraBedragen) stappen.push(tekst(extra.nl, extra.en));
  if (extraCents > 0n) {
    stappen.push(
      tekst(
        `Met de bedragen buiten de financieringslast (${eur(extraCents, 'nl')}): ${eurWhole(fractionToWholeEurosDown(totaal), 'nl')}.`,
        `With the amounts outside the financing burden (${eur(extraCents, 'en')}): ${eurWhole(fractionToWholeEurosDown(totaal), 'en')}.`,
      ),
    );
  }
  return { extraBedragen, totaal, stappen };
}

/** O8: 100 % of the home value plus energy-saving measures up to 6 % of it; the lower of this limit and the income-based total counts. */
export function grensOpWoningwaarde(
  woningwaarde: number,
  maatregelenKosten: bigint,
  maatregelenWaardePct: number,
  totaal: Fraction,
): { grens: Fraction; maximum: bigint; stap: Tekst } {
  const waarde = centsOf(woningwaarde);
  const opWaarde = smallerFraction(fraction(maatregelenKosten), fraction(waarde * BigInt(maatregelenWaardePct), 100n));
  const grens = addFractions(fraction(waarde), opWaarde);
  const maximum = fractionToWholeEurosDown(grens);
  const beperkt = fractionLessThan(grens, totaal);
  const stap = tekst(
    `Grens op basis van de woningwaarde ${eurWhole(maximum, 'nl')}: 100 % van ${eur(waarde, 'nl')}${opWaarde.n > 0n ? ` plus ${eur(fractionToCents(opWaarde), 'nl')} voor energiebesparende maatregelen (ten hoogste 6 % van de waarde)` : ''} (art. 5)${beperkt ? '; deze grens is lager en bepaalt het maximum' : '; het inkomen bepaalt het maximum'}.`,
    `Limit based on the home value ${eurWhole(maximum, 'en')}: 100% of ${eur(waarde, 'en')}${opWaarde.n > 0n ? ` plus ${eur(fractionToCents(opWaarde), 'en')} for energy-saving measures (at most 6% of the value)` : ''} (art. 5)${beperkt ? '; this limit is lower and sets the maximum' : '; the income sets the maximum'}.`,
  );
  return { grens, maximum, stap };
}

/** O9: NHG is possible up to the cost limit (higher with energy-saving measures); the guarantee fee is 0,4 % of the mortgage. */
export function nhgToets(
  maximaleHypotheek: bigint,
  metMaatregelen: boolean,
  nhg: OrientatieRegelset['nhg'],
): { nhgGrens: number; nhgMogelijk: boolean; provisieCents: bigint | null; stap: Tekst } {
  const nhgGrens = metMaatregelen ? nhg.grensMetMaatregelen : nhg.grens;
  const grens = BigInt(nhgGrens);
  const nhgMogelijk = maximaleHypotheek > 0n && maximaleHypotheek <= grens;
  if (nhgMogelijk) {
    const provisieCents = fractionToCents(
      fraction(maximaleHypotheek * 100n * BigInt(nhg.borgtochtprovisiePromille), 1000n),
    );
    const provisie = (taal: Taal) => formatScaled(BigInt(nhg.borgtochtprovisiePromille), 1, taal);
    const stap = tekst(
      `NHG mogelijk: ${eurWhole(maximaleHypotheek, 'nl')} is niet hoger dan de kostengrens ${eurWhole(grens, 'nl')}${metMaatregelen ? ' (met energiebesparende maatregelen)' : ''}; borgtochtprovisie ${provisie('nl')} % = ${eur(provisieCents, 'nl')} (NHG ${nhg.jaar}).`,
      `NHG possible: ${eurWhole(maximaleHypotheek, 'en')} is not above the cost limit ${eurWhole(grens, 'en')}${metMaatregelen ? ' (with energy-saving measures)' : ''}; guarantee fee ${provisie('en')}% = ${eur(provisieCents, 'en')} (NHG ${nhg.jaar}).`,
    );
    return { nhgGrens, nhgMogelijk, provisieCents, stap };
  }
  const stap =
    maximaleHypotheek === 0n
      ? tekst('NHG niet van toepassing: er is geen hypotheek mogelijk.', 'NHG not applicable: no mortgage is possible.')
      : tekst(
          `NHG niet mogelijk: ${eurWhole(maximaleHypotheek, 'nl')} is hoger dan de kostengrens ${eurWhole(grens, 'nl')} (NHG ${nhg.jaar}).`,
          `NHG not possible: ${eurWhole(maximaleHypotheek, 'en')} is above the cost limit ${eurWhole(grens, 'en')} (NHG ${nhg.jaar}).`,
        );
  return { nhgGrens, nhgMogelijk, provisieCents: null, stap };
}

/** The assumptions every orientation rests on, and a note when the date's year has no table yet. */
export function vasteAannames(tabelJaar: number, peildatum: string): Tekst[] {
  const aannames = [
    tekst(
      'Annuïteitenhypotheek met een looptijd van 30 jaar (360 maandtermijnen, achteraf betaald).',
      'Annuity mortgage over 30 years (360 monthly payments in arrears).',
    ),
    tekst(
      `Tabellen 1 en 2 van Bijlage 1 Trhk ${tabelJaar} (rente aftrekbaar); tabellen 3 en 4 (leningdelen waarvan de rente niet aftrekbaar is) zijn niet gebruikt.`,
      `Tables 1 and 2 of Annex 1 Trhk ${tabelJaar} (interest deductible); tables 3 and 4 (loan parts whose interest is not deductible) are not used.`,
    ),
    tekst(
      'Kredietlimieten tellen voor 2 % per maand mee (BKR-praktijk).',
      'Credit limits count at 2% a month (BKR practice).',
    ),
    tekst(
      'Een indicatie, geen offerte: de geldverstrekker toetst zelf en kan andere normen hanteren.',
      'An indication, not an offer: the lender makes its own assessment and may apply other norms.',
    ),
  ];
  const datumJaar = Number(peildatum.slice(0, 4));
  if (tabelJaar !== datumJaar) {
    aannames.push(
      tekst(
        `Voor ${datumJaar} is nog geen tabel opgenomen; de tabel van ${tabelJaar} is gebruikt.`,
        `No table for ${datumJaar} is included yet; the ${tabelJaar} table is used.`,
      ),
    );
  }
  return aannames;
}

/** The steps of the calculation in the order they were taken, as the answer explains them (O1–O9). */
function stappenVan(
  d: {
    toetsrente: ReturnType<typeof kiesToetsrente>;
    inkomen: ReturnType<typeof gezamenlijkToetsinkomen>;
    percentage: ReturnType<typeof financieringslastPercentage>;
    last: ReturnType<typeof financieringslastPerJaar>;
    beschikbaar: ReturnType<typeof beschikbaarPerJaar>;
    opInkomen: ReturnType<typeof hypotheekOpInkomen>;
    extra: ReturnType<typeof bedragenBuitenFinancieringslast>;
    opWaarde: ReturnType<typeof grensOpWoningwaarde> | null;
    nhg: ReturnType<typeof nhgToets>;
  },
  maximaleHypotheek: bigint,
): Tekst[] {
  const { toetsrente, inkomen, percentage, last, beschikbaar, opInkomen, extra, opWaarde, nhg } = d;
  return [
    toetsrente.stap,
    ...(inkomen.stap ? [inkomen.stap] : []),
    percentage.stap,
    last.stap,
    ...beschikbaar.stappen,
    opInkomen.stap,
    ...extra.stappen,
    ...(opWaarde ? [opWaarde.stap] : []),
    nhg.stap,
    tekst(
      `Indicatieve maximale hypotheek: ${eurWhole(maximaleHypotheek, 'nl')} (naar beneden afgerond op hele euro's).`,
      `Indicative maximum mortgage: ${eurWhole(maximaleHypotheek, 'en')} (rounded down to whole euros).`,
    ),
  ];
}

/** `datum`: the peildatum (YYYY-MM-DD, or a Date counted by its UTC day); it chooses the rule set in force. */
export function computeOrientatie(
  invoer: OrientatieInvoer,
  datum: Date | string,
  regels: OrientatieRegels = {},
): Orientatie {
  if (!(invoer.toetsinkomen >= 0) || (invoer.partnerToetsinkomen ?? 0) < 0)
    throw new RangeError('qualifying income must be ≥ 0');
  const peildatum = datumVan(datum);
  const gekozen = kiesRegelset(regels.sets ?? ORIENTATIE_REGELSETS, peildatum);
  const set = gekozen.set;
  const toetsrente = kiesToetsrente(invoer, peildatum, regels.toetsrente ?? TOETSRENTE_KWARTALEN);
  const waarschuwingen = [gekozen.waarschuwing, toetsrente.kwartaal?.waarschuwing ?? null].filter(
    (w): w is RegelsWaarschuwing => w !== null,
  );
  const inkomen = gezamenlijkToetsinkomen(invoer);
  const percentage = financieringslastPercentage(
    set.trhk,
    invoer.aowBereikt === true,
    inkomen.gezamenlijk,
    toetsrente.toetsrenteMilli,
  );
  const last = financieringslastPerJaar(inkomen.gezamenlijk, percentage.pct);
  const lasten = verplichtingen(invoer, set.studieschuld, toetsrente.toetsrenteMilli);
  const beschikbaar = beschikbaarPerJaar(last.financieringslast, lasten.aftrek, lasten.correcties);
  const opInkomen = hypotheekOpInkomen(beschikbaar.beschikbaar, toetsrente.toetsrenteMilli);
  const extra = bedragenBuitenFinancieringslast(invoer, set, inkomen.gezamenlijk, opInkomen.lening);
  const maatregelenKosten = invoer.energiebesparendeMaatregelen
    ? centsOf(invoer.energiebesparendeMaatregelen.bedrag)
    : 0n;
  const opWaarde =
    invoer.woningwaarde === null || invoer.woningwaarde === undefined
      ? null
      : grensOpWoningwaarde(invoer.woningwaarde, maatregelenKosten, set.maatregelenWaardePct, extra.totaal);
  const maximaleHypotheek = fractionToWholeEurosDown(
    opWaarde ? smallerFraction(extra.totaal, opWaarde.grens) : extra.totaal,
  );
  const nhg = nhgToets(maximaleHypotheek, maatregelenKosten > 0n, set.nhg);
  const stappen = stappenVan(
    { toetsrente, inkomen, percentage, last, beschikbaar, opInkomen, extra, opWaarde, nhg },
    maximaleHypotheek,
  );
  return {
    regelsVersie: set.versie,
    geldigVanaf: set.geldigVanaf,
    peildatum,
    toetsrenteKwartaal: toetsrente.kwartaal ? toetsrente.kwartaal.set.kwartaal : null,
    waarschuwingen,
    tabelJaar: set.trhk.jaar,
    toetsrentePct: toetsrente.toetsrenteMilli / 1000,
    tabel: percentage.tabel,
    rijVanaf: percentage.rijVanaf,
    renteband: {
      ...percentage.band,
      omschrijving: { nl: rentebandLabel(percentage.band, 'nl'), en: rentebandLabel(percentage.band, 'en') },
    },
    toetsinkomen: fromCents(inkomen.eigen),
    partnerToetsinkomen: inkomen.partner === null ? null : fromCents(inkomen.partner),
    gezamenlijkToetsinkomen: fromCents(inkomen.gezamenlijk),
    financieringslastPct: percentage.pct,
    financieringslastPerJaar: fromCents(fractionToCents(last.financieringslast)),
    correcties: lasten.correcties,
    beschikbaarPerJaar: fromCents(fractionToCents(beschikbaar.beschikbaar)),
    beschikbaarPerMaand: fromCents(fractionToCents(opInkomen.maandlast)),
    maximaleHypotheekInkomen: Number(opInkomen.maximum),
    extraBedragen: extra.extraBedragen,
    ...(opWaarde ? { maximaleHypotheekWaarde: Number(opWaarde.maximum) } : {}),
    maximaleHypotheek: Number(maximaleHypotheek),
    nhgMogelijk: nhg.nhgMogelijk,
    nhgGrens: nhg.nhgGrens,
    borgtochtprovisie: nhg.provisieCents === null ? null : fromCents(nhg.provisieCents),
    stappen,
    aannames: [...lasten.aannames, ...vasteAannames(set.trhk.jaar, peildatum)],
    bron: {
      nl: set.trhk.bron,
      en: `Temporary mortgage credit regulation (Trhk), Annex 1, tables for ${set.trhk.jaar}; as published: ${set.trhk.bron}`,
    },
  };
}

/** The maximum mortgage for a range of test rates (the chart): the same rules with each rate as the test rate. */
export function hypotheekTegenToetsrente(
  invoer: OrientatieInvoer,
  datum: Date | string,
  rentesPct: readonly number[],
  regels: OrientatieRegels = {},
): { rentePct: number; maximaleHypotheek: number }[] {
  return rentesPct.map((rentePct) => ({
    rentePct,
    maximaleHypotheek: computeOrientatie({ ...invoer, rentevastJaren: RENTEVAST_GRENS_JAREN, rentePct }, datum, regels)
      .maximaleHypotheek,
  }));
}
