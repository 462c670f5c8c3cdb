// The indicative maximum mortgage, rules O1–O10 of ORIENTATIE.md (rules version ORIENTATIE-2026.1). Pure:
// the date of the calculation is passed in (it chooses the year's table). Amounts are exact until the end:
// money in integer cents (bigint), percentages as scaled integers, the annuity as an exact fraction
// ((1+i)^360 with i = rate/1200 is a ratio of two big integers); only the result is rounded, down to
// whole euros, so an indication never exceeds what the law allows.
import { formatEuro, formatScaled } from '../../shared/money.rules.ts';
import type { Taal } from '../../shared/taal.ts';
import type { Energielabel } from './orientatie-labels.rules.ts';
import { rentebandLabel, zoekRenteband, zoekRij, type Renteband } from './orientatie-tabellen.rules.ts';
import { datumVan, kiesRegelset, type RegelsWaarschuwing } from '../regels/regels.rules.ts';
import { ORIENTATIE_REGELSETS, TOETSRENTE_KWARTALEN, type OrientatieRegelset, type ToetsrenteKwartaal } from '../regels/regelsets.ts';
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

export { ENERGIELABELS, type Energielabel } from './orientatie-labels.rules.ts';

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

type Tekst = { nl: string; en: string };
export type CorrectieCode = 'KREDIETLIMIETEN' | 'OVERIGE_VERPLICHTINGEN' | 'STUDIESCHULD';
export type ExtraCode = 'ENERGIELABEL' | 'ENERGIEBESPARENDE_MAATREGELEN' | 'ALLEENSTAAND';

export interface Orientatie {
  regelsVersie: string;
  /** the first day the rule set used is in force (YYYY-MM-DD) */
  geldigVanaf: string;
  /** the date the rules were chosen by (YYYY-MM-DD) */
  peildatum: string;
  /** the AFM test-rate quarter used as the minimum (O1), null when the offered rate applies (≥ 10 years) */
  toetsrenteKwartaal: string | null;
  /** REGELS_NIET_ACTUEEL when the date is past the newest rules the service has */
  waarschuwingen: RegelsWaarschuwing[];
  tabelJaar: number;
  toetsrentePct: number;
  /** 1: AOW age not reached, 2: reached */
  tabel: 1 | 2;
  rijVanaf: number;
  renteband: Renteband & { omschrijving: Tekst };
  toetsinkomen: number;
  partnerToetsinkomen: number | null;
  gezamenlijkToetsinkomen: number;
  financieringslastPct: number;
  /** joint test income × percentage, euros a year (cents, rounded half up; the calculation keeps the exact value) */
  financieringslastPerJaar: number;
  correcties: { code: CorrectieCode; bedragPerJaar: number; nl: string; en: string }[];
  /** what is left for interest and repayment, euros a year (never below 0) */
  beschikbaarPerJaar: number;
  beschikbaarPerMaand: number;
  maximaleHypotheekInkomen: number;
  extraBedragen: { code: ExtraCode; bedrag: number; nl: string; en: string }[];
  maximaleHypotheekWaarde?: number;
  maximaleHypotheek: number;
  nhgMogelijk: boolean;
  nhgGrens: number;
  /** 0,4 % of the maximum mortgage when NHG is possible, else null */
  borgtochtprovisie: number | null;
  stappen: Tekst[];
  aannames: Tekst[];
  bron: Tekst;
}

// ---- exact arithmetic -------------------------------------------------------------------------

/** A non-negative fraction n/d of cents. */
type Q = { n: bigint; d: bigint };
const q = (n: bigint, d = 1n): Q => ({ n, d });
const add = (a: Q, b: Q): Q => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
const sub = (a: Q, b: Q): Q => ({ n: a.n * b.d - b.n * a.d, d: a.d * b.d });
const mul = (a: Q, b: Q): Q => ({ n: a.n * b.n, d: a.d * b.d });
const lt = (a: Q, b: Q) => a.n * b.d < b.n * a.d;
const min = (a: Q, b: Q) => (lt(a, b) ? a : b);
const nonNeg = (a: Q): Q => (a.n < 0n ? q(0n) : a);
/** cents → whole euros, rounded down */
const floorEuros = (a: Q): bigint => {
  const euros = a.n / (a.d * 100n);
  return a.n < 0n && a.n % (a.d * 100n) !== 0n ? euros - 1n : euros;
};
/** cents, rounded half up (for showing intermediate amounts; the calculation keeps the fraction) */
const roundCents = (a: Q): bigint => (2n * a.n + a.d) / (2n * a.d);

/** Euros (at most 2 decimals) → cents. */
const cents = (euros: number | null | undefined): bigint => BigInt(Math.round((euros ?? 0) * 100));
const eurosNum = (c: bigint) => Number(c) / 100;

/**
 * O6: the loan a monthly payment carries: an annuity over n months at r % a year, payments in arrears.
 * L = M × (1 − (1+i)^−n) / i with i = r/1200; with r in thousandths of a percent (R), 1+i = (1 200 000 + R)/1 200 000.
 */
export function annuiteitLening(maandlast: Q, rentePctMilli: number, maanden = LOOPTIJD_MAANDEN): Q {
  if (rentePctMilli === 0) return mul(maandlast, q(BigInt(maanden)));
  return mul(maandlast, annuiteitFactor(rentePctMilli, maanden));
}

// (1 − (1+i)^−n) / i as an exact fraction; the big powers are kept per rate (the chart asks for many rates)
const factorCache = new Map<string, Q>();
function annuiteitFactor(rentePctMilli: number, maanden: number): Q {
  const key = `${rentePctMilli}/${maanden}`;
  const cached = factorCache.get(key);
  if (cached) return cached;
  const base = 1_200_000n;
  const pn = (base + BigInt(rentePctMilli)) ** BigInt(maanden);
  const qn = base ** BigInt(maanden);
  const factor = q((pn - qn) * base, pn * BigInt(rentePctMilli));
  if (factorCache.size > 500) factorCache.clear();
  factorCache.set(key, factor);
  return factor;
}

// ---- formatting for the explanation -----------------------------------------------------------

const eur = (c: bigint, taal: Taal) => formatEuro(c, taal, c % 100n === 0n);
const eurWhole = (e: bigint, taal: Taal) => formatEuro(e * 100n, taal, true);
const pctText = (p: number, taal: Taal) => `${formatScaled(BigInt(Math.round(p * 10)), 1, taal)}${taal === 'nl' ? ' %' : '%'}`;
const rateText = (milli: number, taal: Taal) => `${formatScaled(BigInt(milli), 3, taal)}${taal === 'nl' ? ' %' : '%'}`;
const T = (nl: string, en: string): Tekst => ({ nl, en });

// ---- the rules --------------------------------------------------------------------------------

/** O1: the test rate in thousandths of a percent (the minimum: the AFM rate of the quarter, 5 % in 2024–2026). */
export function bepaalToetsrenteMilli(invoer: Pick<OrientatieInvoer, 'rentevastJaren' | 'rentePct'>, minimumMilli = MINIMALE_TOETSRENTE_PCT * 1000): number {
  const aangeboden = invoer.rentePct === null || invoer.rentePct === undefined ? null : Math.round(invoer.rentePct * 1000);
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

/** `datum`: the peildatum (YYYY-MM-DD, or a Date counted by its UTC day); it chooses the rule set in force. */
export function computeOrientatie(invoer: OrientatieInvoer, datum: Date | string, regels: OrientatieRegels = {}): Orientatie {
  if (!(invoer.toetsinkomen >= 0) || (invoer.partnerToetsinkomen ?? 0) < 0) throw new RangeError('test income must be ≥ 0');
  const peildatum = datumVan(datum);
  const gekozen = kiesRegelset(regels.sets ?? ORIENTATIE_REGELSETS, peildatum);
  const set = gekozen.set;
  const data = set.trhk;
  const waarschuwingen: RegelsWaarschuwing[] = gekozen.waarschuwing ? [gekozen.waarschuwing] : [];
  const stappen: Tekst[] = [];
  const aannames: Tekst[] = [];

  // O1 test rate (the AFM minimum of the quarter, only for a fixed-rate period under 10 years)
  const rentevast = invoer.rentevastJaren ?? null;
  const langRentevast = rentevast !== null && rentevast >= RENTEVAST_GRENS_JAREN;
  const kwartaal = langRentevast ? null : kiesRegelset(regels.toetsrente ?? TOETSRENTE_KWARTALEN, peildatum);
  if (kwartaal?.waarschuwing) waarschuwingen.push(kwartaal.waarschuwing);
  const minimumMilli = kwartaal ? Math.round(kwartaal.set.toetsrentePct * 1000) : MINIMALE_TOETSRENTE_PCT * 1000;
  const rMilli = bepaalToetsrenteMilli(invoer, minimumMilli);
  if (langRentevast) {
    stappen.push(T(
      `Toetsrente ${rateText(rMilli, 'nl')}: bij een rentevaste periode van ${rentevast} jaar (10 jaar of langer) geldt de aangeboden rente (Trhk art. 3).`,
      `Test rate ${rateText(rMilli, 'en')}: with a fixed-rate period of ${rentevast} years (10 years or more) the offered rate applies (Trhk art. 3).`,
    ));
  } else {
    const aangeboden = invoer.rentePct === null || invoer.rentePct === undefined ? null : Math.round(invoer.rentePct * 1000);
    const periode = rentevast === null ? T('zonder opgegeven rentevaste periode (korter dan 10 jaar aangenomen)', 'without a fixed-rate period given (under 10 years assumed)') : T(`bij een rentevaste periode van ${rentevast} jaar (korter dan 10 jaar)`, `with a fixed-rate period of ${rentevast} years (under 10 years)`);
    stappen.push(T(
      `Toetsrente ${rateText(rMilli, 'nl')}: ${periode.nl} geldt de hoogste van ${rateText(minimumMilli, 'nl')} en de aangeboden rente${aangeboden === null ? ' (geen rente opgegeven)' : ` (${rateText(aangeboden, 'nl')})`} (Trhk art. 3; AFM-toetsrente).`,
      `Test rate ${rateText(rMilli, 'en')}: ${periode.en} the higher of ${rateText(minimumMilli, 'en')} and the offered rate applies${aangeboden === null ? ' (no rate given)' : ` (${rateText(aangeboden, 'en')})`} (Trhk art. 3; AFM test rate).`,
    ));
  }

  // O2 table, O4 joint income
  const aow = invoer.aowBereikt === true;
  const tabel: 1 | 2 = aow ? 2 : 1;
  const rijen = aow ? data.tabel2 : data.tabel1;
  const eigen = cents(invoer.toetsinkomen);
  const partner = invoer.partnerToetsinkomen === null || invoer.partnerToetsinkomen === undefined ? null : cents(invoer.partnerToetsinkomen);
  const gezamenlijk = eigen + (partner ?? 0n);
  if (partner !== null) {
    stappen.push(T(
      `Gezamenlijk toetsinkomen ${eur(gezamenlijk, 'nl')} (${eur(eigen, 'nl')} + ${eur(partner, 'nl')}): het tweede inkomen telt volledig mee (Wijzigingsregeling 2023, Stcrt. 2022, 28829).`,
      `Joint test income ${eur(gezamenlijk, 'en')} (${eur(eigen, 'en')} + ${eur(partner, 'en')}): the second income counts in full (amending regulation 2023, Stcrt. 2022, 28829).`,
    ));
  }

  // O3 row and band
  const rij = zoekRij(rijen, eurosNum(gezamenlijk));
  const band = zoekRenteband(data, rMilli / 1000);
  const pct = rij.pct[band.nummer - 1]!;
  const rijNl = rij.inkomenVanaf === 0 ? 'de eerste rij (–, onder de eerste eurorij)' : `de rij vanaf ${eurWhole(BigInt(rij.inkomenVanaf), 'nl')}`;
  const rijEn = rij.inkomenVanaf === 0 ? 'the first row (–, below the first euro row)' : `the row from ${eurWhole(BigInt(rij.inkomenVanaf), 'en')}`;
  stappen.push(T(
    `Financieringslastpercentage ${pctText(pct, 'nl')}: tabel ${tabel} (${aow ? 'AOW-leeftijd bereikt' : 'AOW-leeftijd nog niet bereikt'}) van Bijlage 1 Trhk ${data.jaar}, ${rijNl}, renteband ${rentebandLabel(band, 'nl')} (art. 3 lid 5; trap, geen interpolatie).`,
    `Financing-burden percentage ${pctText(pct, 'en')}: table ${tabel} (${aow ? 'AOW age reached' : 'AOW age not reached'}) of Annex 1 Trhk ${data.jaar}, ${rijEn}, rate band ${rentebandLabel(band, 'en')} (art. 3(5); a step, no interpolation).`,
  ));

  // O5 financing burden and obligations
  const pct10 = BigInt(Math.round(pct * 10));
  const financieringslast: Q = q(gezamenlijk * pct10, 1000n);
  stappen.push(T(
    `Financieringslast per jaar ${eur(roundCents(financieringslast), 'nl')} = ${eur(gezamenlijk, 'nl')} × ${pctText(pct, 'nl')} (art. 3).`,
    `Financing burden per year ${eur(roundCents(financieringslast), 'en')} = ${eur(gezamenlijk, 'en')} × ${pctText(pct, 'en')} (art. 3).`,
  ));
  const correcties: Orientatie['correcties'] = [];
  let aftrek = q(0n);
  const krediet = cents(invoer.kredietLimieten);
  if (krediet > 0n) {
    const perJaar = q(krediet * BigInt(KREDIET_PCT_PER_JAAR), 100n);
    aftrek = add(aftrek, perJaar);
    correcties.push({
      code: 'KREDIETLIMIETEN', bedragPerJaar: eurosNum(roundCents(perJaar)),
      nl: `Kredietlimieten ${eur(krediet, 'nl')} × 2 % per maand × 12 = ${eur(roundCents(perJaar), 'nl')} per jaar (art. 3; BKR-praktijk).`,
      en: `Credit limits ${eur(krediet, 'en')} × 2% a month × 12 = ${eur(roundCents(perJaar), 'en')} a year (art. 3; BKR practice).`,
    });
  }
  const overig = cents(invoer.overigeMaandlasten);
  if (overig > 0n) {
    const perJaar = q(overig * 12n);
    aftrek = add(aftrek, perJaar);
    correcties.push({
      code: 'OVERIGE_VERPLICHTINGEN', bedragPerJaar: eurosNum(overig * 12n),
      nl: `Overige vaste lasten ${eur(overig, 'nl')} per maand × 12 = ${eur(overig * 12n, 'nl')} per jaar (art. 3).`,
      en: `Other fixed obligations ${eur(overig, 'en')} a month × 12 = ${eur(overig * 12n, 'en')} a year (art. 3).`,
    });
  }
  const studie = cents(invoer.studieschuldMaandlast);
  if (studie > 0n) {
    const factor = BigInt(set.studieschuld.factorHonderdsten);
    const factorNl = formatScaled(factor, 2, 'nl');
    const factorEn = formatScaled(factor, 2, 'en');
    const perJaar = q(studie * 12n * factor, 100n);
    aftrek = add(aftrek, perJaar);
    correcties.push({
      code: 'STUDIESCHULD', bedragPerJaar: eurosNum(roundCents(perJaar)),
      nl: `Studieschuld ${eur(studie, 'nl')} per maand × 12 × ${factorNl} = ${eur(roundCents(perJaar), 'nl')} per jaar (art. 3a).`,
      en: `Student loan ${eur(studie, 'en')} a month × 12 × ${factorEn} = ${eur(roundCents(perJaar), 'en')} a year (art. 3a).`,
    });
    const factorRente = set.studieschuld.bijToetsrentePct;
    if (rMilli !== Math.round(factorRente * 1000)) {
      aannames.push(T(
        `Studieschuld: de bruteringsfactor ${factorNl} (bij ${factorRente} % toetsrente) is ook bij deze toetsrente gebruikt; de factortabel van art. 3a voor andere rentes is niet opgenomen.`,
        `Student loan: the gross-up factor ${factorEn} (at a ${factorRente}% test rate) is used at this test rate too; the factor table of art. 3a for other rates is not included.`,
      ));
    }
  }
  const beschikbaar = nonNeg(sub(financieringslast, aftrek));
  for (const c of correcties) stappen.push(T(c.nl, c.en));
  if (correcties.length) {
    stappen.push(T(
      `Beschikbaar voor rente en aflossing ${eur(roundCents(beschikbaar), 'nl')} per jaar (financieringslast min verplichtingen, niet lager dan € 0).`,
      `Available for interest and repayment ${eur(roundCents(beschikbaar), 'en')} a year (financing burden less obligations, not below €0).`,
    ));
  }

  // O6 income-based loan
  const maandlast = mul(beschikbaar, q(1n, 12n));
  const leningInkomen = annuiteitLening(maandlast, rMilli);
  const maxInkomen = floorEuros(leningInkomen);
  stappen.push(T(
    `Maximale hypotheek op basis van het inkomen ${eurWhole(maxInkomen, 'nl')}: ${eur(roundCents(maandlast), 'nl')} per maand als annuïteit over 360 maanden tegen ${rateText(rMilli, 'nl')} (art. 3 lid 2–3), naar beneden afgerond.`,
    `Maximum mortgage based on income ${eurWhole(maxInkomen, 'en')}: ${eur(roundCents(maandlast), 'en')} a month as an annuity over 360 months at ${rateText(rMilli, 'en')} (art. 3(2)–(3)), rounded down.`,
  ));

  // O7 amounts left out of the financing burden
  const extraBedragen: Orientatie['extraBedragen'] = [];
  if (invoer.energielabel) {
    const b = BigInt(set.labelBedrag[invoer.energielabel]);
    const label = invoer.energielabel.replace('_GARANTIE', ' met energieprestatiegarantie');
    const labelEn = invoer.energielabel.replace('_GARANTIE', ' with energy performance guarantee');
    extraBedragen.push({
      code: 'ENERGIELABEL', bedrag: Number(b),
      nl: `Energielabel ${label} van de gekochte woning: ${eurWhole(b, 'nl')} buiten de financieringslast (art. 4 lid 3).`,
      en: `Energy label ${labelEn} of the home bought: ${eurWhole(b, 'en')} outside the financing burden (art. 4(3)).`,
    });
  }
  const maatregelen = invoer.energiebesparendeMaatregelen ?? null;
  const maatregelenKosten = maatregelen ? cents(maatregelen.bedrag) : 0n;
  if (maatregelen) {
    const max = BigInt(set.maatregelenBedrag[maatregelen.labelBestaandeWoning]) * 100n;
    const b = maatregelenKosten < max ? maatregelenKosten : max;
    const label = maatregelen.labelBestaandeWoning.replace('_GARANTIE', ' met garantie');
    const labelEn = maatregelen.labelBestaandeWoning.replace('_GARANTIE', ' with guarantee');
    extraBedragen.push({
      code: 'ENERGIEBESPARENDE_MAATREGELEN', bedrag: eurosNum(b),
      nl: `Energiebesparende maatregelen in een woning met label ${label}: ${eur(b, 'nl')} (de kosten ${eur(maatregelenKosten, 'nl')}, ten hoogste ${eur(max, 'nl')}) buiten de financieringslast (art. 4 lid 4).`,
      en: `Energy-saving measures in a home with label ${labelEn}: ${eur(b, 'en')} (cost ${eur(maatregelenKosten, 'en')}, at most ${eur(max, 'en')}) outside the financing burden (art. 4(4)).`,
    });
  }
  if (invoer.alleenstaand) {
    const grens = aow ? set.alleenstaand.grens.aowBereikt : set.alleenstaand.grens.aowNietBereikt;
    const alleenstaandBedrag = set.alleenstaand.bedrag;
    if (gezamenlijk > BigInt(grens) * 100n) {
      extraBedragen.push({
        code: 'ALLEENSTAAND', bedrag: alleenstaandBedrag,
        nl: `Alleenstaande met een toetsinkomen boven ${eurWhole(BigInt(grens), 'nl')}: ${eurWhole(BigInt(alleenstaandBedrag), 'nl')} extra (art. 3 lid 8).`,
        en: `Single applicant with a test income above ${eurWhole(BigInt(grens), 'en')}: ${eurWhole(BigInt(alleenstaandBedrag), 'en')} extra (art. 3(8)).`,
      });
    } else {
      stappen.push(T(
        `Geen alleenstaandenbedrag: het toetsinkomen is niet hoger dan ${eurWhole(BigInt(grens), 'nl')} (art. 3 lid 8).`,
        `No single-person amount: the test income is not above ${eurWhole(BigInt(grens), 'en')} (art. 3(8)).`,
      ));
    }
  }
  const extraCents = extraBedragen.reduce((s, e) => s + cents(e.bedrag), 0n);
  let totaal = add(leningInkomen, q(extraCents));
  for (const e of extraBedragen) stappen.push(T(e.nl, e.en));
  if (extraCents > 0n) {
    stappen.push(T(
      `Met de bedragen buiten de financieringslast (${eur(extraCents, 'nl')}): ${eurWhole(floorEuros(totaal), 'nl')}.`,
      `With the amounts outside the financing burden (${eur(extraCents, 'en')}): ${eurWhole(floorEuros(totaal), 'en')}.`,
    ));
  }

  // O8 value-based limit
  let maxWaarde: bigint | undefined;
  if (invoer.woningwaarde !== null && invoer.woningwaarde !== undefined) {
    const waarde = cents(invoer.woningwaarde);
    const zesProcent = q(waarde * BigInt(set.maatregelenWaardePct), 100n);
    const opWaarde = min(q(maatregelenKosten), zesProcent);
    const grens = add(q(waarde), opWaarde);
    maxWaarde = floorEuros(grens);
    const beperkt = lt(grens, totaal);
    stappen.push(T(
      `Grens op basis van de woningwaarde ${eurWhole(maxWaarde, 'nl')}: 100 % van ${eur(waarde, 'nl')}${opWaarde.n > 0n ? ` plus ${eur(roundCents(opWaarde), 'nl')} voor energiebesparende maatregelen (ten hoogste 6 % van de waarde)` : ''} (art. 5)${beperkt ? '; deze grens is lager en bepaalt het maximum' : '; het inkomen bepaalt het maximum'}.`,
      `Limit based on the home value ${eurWhole(maxWaarde, 'en')}: 100% of ${eur(waarde, 'en')}${opWaarde.n > 0n ? ` plus ${eur(roundCents(opWaarde), 'en')} for energy-saving measures (at most 6% of the value)` : ''} (art. 5)${beperkt ? '; this limit is lower and sets the maximum' : '; the income sets the maximum'}.`,
    ));
    totaal = min(totaal, grens);
  }
  const maximaleHypotheek = floorEuros(totaal);

  // O9 NHG
  const nhgGrens = maatregelenKosten > 0n ? set.nhg.grensMetMaatregelen : set.nhg.grens;
  const nhgMogelijk = maximaleHypotheek > 0n && maximaleHypotheek <= BigInt(nhgGrens);
  const provisieCents = nhgMogelijk ? roundCents(q(maximaleHypotheek * 100n * BigInt(set.nhg.borgtochtprovisiePromille), 1000n)) : null;
  stappen.push(nhgMogelijk
    ? T(
      `NHG mogelijk: ${eurWhole(maximaleHypotheek, 'nl')} is niet hoger dan de kostengrens ${eurWhole(BigInt(nhgGrens), 'nl')}${maatregelenKosten > 0n ? ' (met energiebesparende maatregelen)' : ''}; borgtochtprovisie ${formatScaled(BigInt(set.nhg.borgtochtprovisiePromille), 1, 'nl')} % = ${eur(provisieCents!, 'nl')} (NHG ${set.nhg.jaar}).`,
      `NHG possible: ${eurWhole(maximaleHypotheek, 'en')} is not above the cost limit ${eurWhole(BigInt(nhgGrens), 'en')}${maatregelenKosten > 0n ? ' (with energy-saving measures)' : ''}; guarantee fee ${formatScaled(BigInt(set.nhg.borgtochtprovisiePromille), 1, 'en')}% = ${eur(provisieCents!, 'en')} (NHG ${set.nhg.jaar}).`)
    : T(
      maximaleHypotheek === 0n ? 'NHG niet van toepassing: er is geen hypotheek mogelijk.' : `NHG niet mogelijk: ${eurWhole(maximaleHypotheek, 'nl')} is hoger dan de kostengrens ${eurWhole(BigInt(nhgGrens), 'nl')} (NHG ${set.nhg.jaar}).`,
      maximaleHypotheek === 0n ? 'NHG not applicable: no mortgage is possible.' : `NHG not possible: ${eurWhole(maximaleHypotheek, 'en')} is above the cost limit ${eurWhole(BigInt(nhgGrens), 'en')} (NHG ${set.nhg.jaar}).`,
    ));
  stappen.push(T(
    `Indicatieve maximale hypotheek: ${eurWhole(maximaleHypotheek, 'nl')} (naar beneden afgerond op hele euro's).`,
    `Indicative maximum mortgage: ${eurWhole(maximaleHypotheek, 'en')} (rounded down to whole euros).`,
  ));

  aannames.push(
    T('Annuïteitenhypotheek met een looptijd van 30 jaar (360 maandtermijnen, achteraf betaald).', 'Annuity mortgage over 30 years (360 monthly payments in arrears).'),
    T(`Tabellen 1 en 2 van Bijlage 1 Trhk ${data.jaar} (rente aftrekbaar); tabellen 3 en 4 (leningdelen waarvan de rente niet aftrekbaar is) zijn niet gebruikt.`, `Tables 1 and 2 of Annex 1 Trhk ${data.jaar} (interest deductible); tables 3 and 4 (loan parts whose interest is not deductible) are not used.`),
    T('Kredietlimieten tellen voor 2 % per maand mee (BKR-praktijk).', 'Credit limits count at 2% a month (BKR practice).'),
    T('Een indicatie, geen offerte: de geldverstrekker toetst zelf en kan andere normen hanteren.', 'An indication, not an offer: the lender makes its own assessment and may apply other norms.'),
  );
  const datumJaar = Number(peildatum.slice(0, 4));
  if (data.jaar !== datumJaar) {
    aannames.push(T(`Voor ${datumJaar} is nog geen tabel opgenomen; de tabel van ${data.jaar} is gebruikt.`, `No table for ${datumJaar} is included yet; the ${data.jaar} table is used.`));
  }

  return {
    regelsVersie: set.versie,
    geldigVanaf: set.geldigVanaf,
    peildatum,
    toetsrenteKwartaal: kwartaal ? kwartaal.set.kwartaal : null,
    waarschuwingen,
    tabelJaar: data.jaar,
    toetsrentePct: rMilli / 1000,
    tabel,
    rijVanaf: rij.inkomenVanaf,
    renteband: { ...band, omschrijving: { nl: rentebandLabel(band, 'nl'), en: rentebandLabel(band, 'en') } },
    toetsinkomen: eurosNum(eigen),
    partnerToetsinkomen: partner === null ? null : eurosNum(partner),
    gezamenlijkToetsinkomen: eurosNum(gezamenlijk),
    financieringslastPct: pct,
    financieringslastPerJaar: eurosNum(roundCents(financieringslast)),
    correcties,
    beschikbaarPerJaar: eurosNum(roundCents(beschikbaar)),
    beschikbaarPerMaand: eurosNum(roundCents(maandlast)),
    maximaleHypotheekInkomen: Number(maxInkomen),
    extraBedragen,
    ...(maxWaarde === undefined ? {} : { maximaleHypotheekWaarde: Number(maxWaarde) }),
    maximaleHypotheek: Number(maximaleHypotheek),
    nhgMogelijk,
    nhgGrens,
    borgtochtprovisie: provisieCents === null ? null : eurosNum(provisieCents),
    stappen,
    aannames,
    bron: {
      nl: data.bron,
      en: `Temporary mortgage credit regulation (Trhk), Annex 1, tables for ${data.jaar}; as published: ${data.bron}`,
    },
  };
}

/** The maximum mortgage for a range of test rates (the chart): the same rules with each rate as the test rate. */
export function hypotheekTegenToetsrente(invoer: OrientatieInvoer, datum: Date | string, rentesPct: readonly number[], regels: OrientatieRegels = {}): { rentePct: number; maximaleHypotheek: number }[] {
  return rentesPct.map((rentePct) => ({
    rentePct,
    maximaleHypotheek: computeOrientatie({ ...invoer, rentevastJaren: RENTEVAST_GRENS_JAREN, rentePct }, datum, regels).maximaleHypotheek,
  }));
}
