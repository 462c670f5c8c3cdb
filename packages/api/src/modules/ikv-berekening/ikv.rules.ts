// The IKV calculation (docs/IKV.md §6), rules version IKV-NHG-2026.1. Pure and deterministic:
// no I/O, the peildatum comes in as an argument, amounts are exact integer cents.
import { fromCents, maxBig, minBig, roundDiv, toCents } from '../../shared/money.rules.ts';
import { explain, type ExplainInput } from './ikv-explain.rules.ts';
import { SIGNALERING_TEKSTEN } from './ikv-signaleringen.rules.ts';
import { kiesRegelset } from '../regels/regels.rules.ts';
import { IKV_REGELSETS, type IkvRegelset } from '../regels/regelsets.ts';
import { IKV_NHG_2026_1 } from '../regels/sets/ikv-nhg-2026.1.ts';
import {
  balansFouten,
  computeBalans,
  RECHTSVORMEN,
  type IkvJaar,
  type IkvResultaat,
  type BalansCents,
  type IkvStatus,
  type Rechtsvorm,
  type Signalering,
  type SignaleringCode,
  type Trend,
} from './ikv-model.rules.ts';

export { computeBalans, RECHTSVORMEN, REGELS_VERSIE } from './ikv-model.rules.ts';
export type {
  BalansCents,
  Ernst,
  IkvJaar,
  IkvResultaat,
  IkvStatus,
  LiquiditeitBasis,
  Rechtsvorm,
  Signalering,
  SignaleringCode,
  Trend,
} from './ikv-model.rules.ts';

/** Constants of IKV-NHG-2026.1 (IKV.md §6.3); a calculation takes those of the set in force on its peildatum. */
export const IKV_CONSTANTEN = IKV_NHG_2026_1.constanten;

export interface IkvBoekjaar {
  jaar: number;
  fiscaleWinst: number;
  vlottendeActiva: number;
  immaterieleActiva: number;
  eigenVermogen: number;
  balanstotaal: number;
  balanscorrectie: number;
  balanscorrectieReden: string | null;
  /** optional (rules IKV-NHG-2026.1): the year's short-term debts; absent or null = unknown */
  kortlopendeSchulden?: number | null;
}

export interface IkvInvoer {
  rechtsvorm: Rechtsvorm;
  aandeelPercentage: number;
  boekjaren: IkvBoekjaar[];
  /** YYYY-MM-DD, Europe/Amsterdam */
  peildatum: string;
  startjaar?: number | null;
  dgaSalarissen?: { jaar: number; bedrag: number }[] | null;
  tussentijds?: { winst: number; maanden: number } | null;
}

export type IkvFoutCode =
  | 'GEEN_AFGESLOTEN_BOEKJAAR'
  | 'TE_WEINIG_JAREN'
  | 'INCONSISTENTE_BALANS'
  | 'RECHTSVORM_NIET_ONDERSTEUND'
  | 'ONGELDIG_AANDEEL';

/** A well-formed but unusable input (IKV.md §6.2): the service turns it into a 422 problem. */
export class IkvInvoerFout extends Error {
  constructor(
    readonly code: IkvFoutCode,
    readonly nl: string,
    readonly en: string,
    readonly details: { jaar?: number; path?: string } = {},
  ) {
    super(nl);
    this.name = 'IkvInvoerFout';
  }
}

/** KvK `rechtsvorm` text → the form the rules know, by keyword, case-insensitive; null when not supported. */
export function mapRechtsvorm(kvkRechtsvorm: string): Rechtsvorm | null {
  const v = kvkRechtsvorm.trim().toLowerCase();
  if (v.includes('eenmanszaak')) return 'EENMANSZAAK';
  if (v.includes('vennootschap onder firma') || /^v\.?o\.?f\.?$/.test(v)) return 'VOF';
  if (v.includes('maatschap')) return 'MAATSCHAP';
  if (v.includes('commanditaire vennootschap') || /^c\.?v\.?$/.test(v)) return 'CV';
  if (v.includes('besloten vennootschap') || /^b\.?v\.?$/.test(v)) return 'BV';
  if (v.includes('naamloze vennootschap') || /^n\.?v\.?$/.test(v)) return 'NV';
  return null;
}

export const isDgaRoute = (rechtsvorm: Rechtsvorm) => rechtsvorm === 'BV' || rechtsvorm === 'NV';

/** A financial year in exact cents: va, imm, ev, bt, corr and ks are the balance items of IKV.md §6.4. */
export interface JaarCents {
  jaar: number;
  winst: bigint;
  va: bigint;
  imm: bigint;
  ev: bigint;
  bt: bigint;
  corr: bigint;
  reden: string | null;
  ks: bigint | null;
}

function signalering(code: SignaleringCode): Signalering {
  const tekst = SIGNALERING_TEKSTEN[code];
  return { code, ernst: tekst.ernst, nl: tekst.nl, en: tekst.en };
}

type IkvConstanten = IkvRegelset['constanten'];
type Route = IkvResultaat['route'];
type InkomenCents = NonNullable<ExplainInput['inkomenCents']>;

/** The direction of a series of amounts (IKV.md §6.4 step 8); one value or none is ONBEKEND. */
export function computeTrend(values: bigint[]): Trend {
  if (values.length <= 1) return 'ONBEKEND';
  const pairs = values.slice(1).map((value, index) => [values[index]!, value] as const);
  if (pairs.every(([vorige, volgende]) => vorige === volgende)) return 'STABIEL';
  if (pairs.every(([vorige, volgende]) => volgende >= vorige)) return 'STIJGEND';
  if (pairs.every(([vorige, volgende]) => volgende <= vorige)) return 'DALEND';
  return 'WISSELEND';
}

/** docs/IKV.md §6.2: a year whose balance sheet contradicts itself is refused (422 INCONSISTENTE_BALANS). */
export function controleerBalans(jaar: JaarCents): void {
  const fout = balansFouten(jaar)[0];
  if (fout) {
    throw new IkvInvoerFout(
      'INCONSISTENTE_BALANS',
      `De balans van ${jaar.jaar} klopt niet: ${fout.nl}. Corrigeer de cijfers van dat jaar.`,
      `The balance sheet of ${jaar.jaar} is inconsistent: ${fout.en}. Correct that year's figures.`,
      { jaar: jaar.jaar, path: `boekjaren.${jaar.jaar}.${fout.veld}` },
    );
  }
}

/** Step 1: the route of the legal form (BV and NV: DGA, the others: IB); an unknown form is refused. */
export function bepaalRoute(rechtsvorm: Rechtsvorm): Route {
  if (!RECHTSVORMEN.includes(rechtsvorm)) {
    throw new IkvInvoerFout(
      'RECHTSVORM_NIET_ONDERSTEUND',
      `Voor rechtsvorm ${String(rechtsvorm)} kan geen inkomensverklaring ondernemer worden opgesteld.`,
      `No entrepreneur income statement can be made for legal form ${String(rechtsvorm)}.`,
    );
  }
  return isDgaRoute(rechtsvorm) ? 'DGA' : 'IB';
}

/** A financial year of the input in exact cents. */
export function jaarInCenten(boekjaar: IkvBoekjaar): JaarCents {
  const kortlopend = boekjaar.kortlopendeSchulden;
  return {
    jaar: boekjaar.jaar,
    winst: toCents(boekjaar.fiscaleWinst),
    va: toCents(boekjaar.vlottendeActiva),
    imm: toCents(boekjaar.immaterieleActiva),
    ev: toCents(boekjaar.eigenVermogen),
    bt: toCents(boekjaar.balanstotaal),
    corr: toCents(boekjaar.balanscorrectie),
    reden: boekjaar.balanscorrectieReden,
    ks: kortlopend === undefined || kortlopend === null ? null : toCents(kortlopend),
  };
}

/** Step 2: the completed years (before the peildatum's year) and the running ones; without a completed year: 422. */
export function scheidAfgeslotenJaren(
  jaren: JaarCents[],
  peiljaar: number,
): { afgesloten: JaarCents[]; lopend: JaarCents[] } {
  const lopend = jaren.filter((jaar) => jaar.jaar >= peiljaar);
  const afgesloten = jaren.filter((jaar) => jaar.jaar < peiljaar);
  if (afgesloten.length === 0) {
    throw new IkvInvoerFout(
      'GEEN_AFGESLOTEN_BOEKJAAR',
      `Er zijn geen cijfers van een afgesloten boekjaar (vóór ${peiljaar}). Voer minstens de cijfers van ${peiljaar - 1} in.`,
      `There are no figures of a completed financial year (before ${peiljaar}). Enter at least the figures of ${peiljaar - 1}.`,
    );
  }
  return { afgesloten, lopend };
}

/** The applicant's profit share in basis points (100 % = 10 000); on the IB route above 0 and at most 100 %, else 422. */
export function aandeelInBasispunten(aandeelPercentage: number, route: Route): bigint {
  const basispunten = BigInt(Math.round(aandeelPercentage * 100));
  if (route === 'IB' && (basispunten <= 0n || basispunten > 10000n)) {
    throw new IkvInvoerFout(
      'ONGELDIG_AANDEEL',
      `Het winstaandeel van de aanvrager (${aandeelPercentage}%) moet groter dan 0 en hoogstens 100% zijn.`,
      `The applicant's profit share (${aandeelPercentage}%) must be above 0 and at most 100%.`,
      { path: 'aandeelPercentage' },
    );
  }
  return basispunten;
}

/** The window of step 2: the years used, those missing inside it and those left out. */
export interface Venster {
  vanJaar: number;
  totJaar: number;
  jaren: number[];
  ontbrekendeJaren: number[];
  genegeerdeJaren: number[];
  signaleringen: SignaleringCode[];
}

/**
 * Step 2: the last VENSTER_JAREN calendar years up to the last completed one, not before the start
 * (the startjaar or the first year with figures). One missing year counts as € 0; two are refused (422).
 */
export function bepaalVenster(
  afgesloten: JaarCents[],
  lopend: JaarCents[],
  startjaar: number | null | undefined,
  vensterJaren: number,
): Venster {
  const signaleringen: SignaleringCode[] = [];
  if (lopend.length > 0) signaleringen.push('LOPEND_JAAR_GENEGEERD');
  const afgeslotenJaren = afgesloten.map((jaar) => jaar.jaar);
  const totJaar = Math.max(...afgeslotenJaren);
  const eersteJaar = Math.min(startjaar ?? Number.POSITIVE_INFINITY, ...afgeslotenJaren);
  const vanJaar = Math.max(totJaar - (vensterJaren - 1), eersteJaar);
  const jaren: number[] = [];
  for (let jaar = vanJaar; jaar <= totJaar; jaar++) jaren.push(jaar);
  const onderVenster = afgeslotenJaren.filter((jaar) => jaar < vanJaar);
  if (onderVenster.length > 0) signaleringen.push('JAREN_BUITEN_VENSTER');
  const genegeerdeJaren = [...onderVenster, ...lopend.map((jaar) => jaar.jaar)].sort((a, b) => a - b);
  const ontbrekendeJaren = jaren.filter((jaar) => !afgeslotenJaren.includes(jaar));
  if (ontbrekendeJaren.length >= 2) {
    throw new IkvInvoerFout(
      'TE_WEINIG_JAREN',
      `Te weinig jaren: van de boekjaren ${vanJaar} t/m ${totJaar} ontbreken ${ontbrekendeJaren.join(' en ')}. ` +
        'De regels vragen de cijfers van de laatste drie kalenderjaren (of van alle jaren sinds de start); hoogstens één jaar mag ontbreken (het telt dan als €\u00a00). Voer de ontbrekende jaren in.',
      `Too few years: of the financial years ${vanJaar} to ${totJaar}, ${ontbrekendeJaren.join(' and ')} are missing. ` +
        'The rules need the figures of the last three calendar years (or of every year since the start); at most one year may be missing (it then counts as €0). Enter the missing years.',
      { path: 'boekjaren' },
    );
  }
  if (ontbrekendeJaren.length === 1) signaleringen.push('ONTBREKEND_JAAR');
  if (jaren.length < vensterJaren && ontbrekendeJaren.length === 0) signaleringen.push('STARTER');
  return { vanJaar, totJaar, jaren, ontbrekendeJaren, genegeerdeJaren, signaleringen };
}

/** Step 3: from DEADLINE_VORIG_JAAR (1 May) on the figures of last year are required, before it those of the year before. */
export function cijfersVerouderd(laatsteJaar: number, peildatum: string, deadlineVorigJaar: string): boolean {
  const peiljaar = Number(peildatum.slice(0, 4));
  const vereistJaar = peildatum.slice(5) >= deadlineVorigJaar ? peiljaar - 1 : peiljaar - 2;
  return laatsteJaar < vereistJaar;
}

/** Step 5: solvency and liquidity of the last year decide; a ratio failed in an earlier year is a warning. */
export function balansToets(
  balansen: Map<number, BalansCents>,
  laatsteJaar: number,
): { uitkomst: IkvResultaat['balansToets']['uitkomst']; signaleringen: SignaleringCode[] } {
  const balans = balansen.get(laatsteJaar)!;
  const signaleringen: SignaleringCode[] = [];
  let uitkomst: IkvResultaat['balansToets']['uitkomst'];
  if (balans.solvVoldoet === true && balans.liqVoldoet === true) uitkomst = 'VOLDOET';
  else if (balans.solvVoldoet === false || balans.liqVoldoet === false) {
    uitkomst = 'VOLDOET_NIET';
    signaleringen.push('BALANSTOETS_NIET_GEHAALD');
  } else {
    uitkomst = 'NIET_BEREKENBAAR';
    // only an approximated liquidity below 1,00 in the way: ask for the figure, no GEEN_BALANS
    if (!(balans.solvVoldoet === true && balans.liqBenaderingOnderNorm)) signaleringen.push('GEEN_BALANS');
  }
  if (balans.liqBenaderingOnderNorm) signaleringen.push('KORTLOPENDE_SCHULDEN_ONBEKEND');
  for (const [jaar, eerder] of balansen) {
    if (jaar !== laatsteJaar && (eerder.solvVoldoet === false || eerder.liqVoldoet === false))
      signaleringen.push('RATIO_ONDER_NORM_EERDER_JAAR');
  }
  return { uitkomst, signaleringen };
}

/** The applicant's share of a year's taxable profit in cents, rounded half away from zero; a missing year is 0. */
export function winstaandeel(jaar: JaarCents | undefined, aandeelBp: bigint): bigint {
  return jaar ? roundDiv(jaar.winst * aandeelBp, 10000n) : 0n;
}

/** The lower of the average and the last year (steps 7–8), and the qualifying income in whole euros (never below 0). */
export function gemaximeerdGemiddelde(
  perJaar: bigint[],
  laatste: bigint,
): { som: bigint; gemiddelde: bigint; gemaximeerd: bigint; toetsinkomenEuro: bigint } {
  const som = perJaar.reduce((totaal, bedrag) => totaal + bedrag, 0n);
  const gemiddelde = roundDiv(som, BigInt(perJaar.length));
  const gemaximeerd = minBig(gemiddelde, laatste);
  return { som, gemiddelde, gemaximeerd, toetsinkomenEuro: maxBig(0n, roundDiv(gemaximeerd, 100n)) };
}

/** Steps 6–8 on the IB route: the profit shares of the window, their average capped by the last year, the trend. */
export function ibInkomen(
  venster: Pick<Venster, 'jaren' | 'totJaar'>,
  perJaarRij: Map<number, JaarCents>,
  aandeelBp: bigint,
) {
  const signaleringen: SignaleringCode[] = [];
  if (aandeelBp !== 10000n) signaleringen.push('PARTNER_AANDEEL');
  const perJaar = venster.jaren.map((jaar) => winstaandeel(perJaarRij.get(jaar), aandeelBp));
  const laatste = winstaandeel(perJaarRij.get(venster.totJaar), aandeelBp);
  const { som, gemiddelde, gemaximeerd, toetsinkomenEuro } = gemaximeerdGemiddelde(perJaar, laatste);
  const laatsteJaarBepalend = laatste < gemiddelde;
  if (laatsteJaarBepalend) signaleringen.push('LAATSTE_JAAR_BEPALEND');
  const aandelenMetCijfers = venster.jaren
    .filter((jaar) => perJaarRij.has(jaar))
    .map((jaar) => winstaandeel(perJaarRij.get(jaar), aandeelBp));
  if (laatste < 0n) signaleringen.push('VERLIES_LAATSTE_JAAR');
  else if (aandelenMetCijfers.some((aandeel) => aandeel < 0n)) signaleringen.push('VERLIESJAAR_IN_VENSTER');
  const inkomen: NonNullable<IkvResultaat['inkomen']> = {
    perJaar: venster.jaren.map((jaar, index) => ({
      jaar,
      winstaandeel: fromCents(perJaar[index]!),
      ontbrekend: !perJaarRij.has(jaar),
    })),
    som: fromCents(som),
    aantalJaren: venster.jaren.length,
    gemiddelde: fromCents(gemiddelde),
    laatsteJaar: fromCents(laatste),
    gemaximeerd: fromCents(gemaximeerd),
    laatsteJaarBepalend,
  };
  const inkomenCents: InkomenCents = { perJaar, som, gemiddelde, laatste, gemaximeerd };
  return { inkomen, inkomenCents, trend: computeTrend(aandelenMetCijfers), toetsinkomenEuro, signaleringen };
}

/**
 * §6.6: what the company can pay out while solvency stays at the norm P % and liquidity at the norm:
 * (EVc − x) / (BTc − x) ≥ P/100 ⇔ x ≤ (100·EVc − P·BTc) / (100 − P) (with P = 25: (4·EVc − BTc) / 3).
 */
export function uitkeringsruimte(
  balans: BalansCents,
  vlottendeActiva: bigint,
  constanten: Pick<IkvConstanten, 'MIN_SOLVABILITEIT_PCT' | 'MIN_LIQUIDITEIT'>,
) {
  const normSolvabiliteitPct = BigInt(constanten.MIN_SOLVABILITEIT_PCT);
  const solvabiliteit = maxBig(
    0n,
    roundDiv(100n * balans.evc - normSolvabiliteitPct * balans.btc, 100n - normSolvabiliteitPct),
  );
  const normLiquiditeitCenti = BigInt(Math.round(constanten.MIN_LIQUIDITEIT * 100));
  const liquiditeit =
    balans.ks > 0n ? maxBig(0n, vlottendeActiva - roundDiv(balans.ks * normLiquiditeitCenti, 100n)) : vlottendeActiva;
  return { solvabiliteit, liquiditeit, ruimte: minBig(solvabiliteit, liquiditeit) };
}

/** §6.6 DGA route: the payout room of the last year and, when the salaries are given, the capped average salary. */
export function dgaInkomen(
  venster: Pick<Venster, 'jaren' | 'totJaar'>,
  jaarLaatste: JaarCents,
  balansLaatste: BalansCents,
  dgaSalarissen: IkvInvoer['dgaSalarissen'],
  constanten: IkvConstanten,
): { dga: NonNullable<IkvResultaat['dga']>; toetsinkomenEuro: bigint | null; signaleringen: SignaleringCode[] } {
  const signaleringen: SignaleringCode[] = [];
  const ruimte = uitkeringsruimte(balansLaatste, jaarLaatste.va, constanten);
  const overwinst = maxBig(0n, minBig(ruimte.ruimte, jaarLaatste.winst));
  let toetsinkomenEuro: bigint | null = null;
  let salaris: NonNullable<IkvResultaat['dga']>['salaris'] = null;
  if (dgaSalarissen && dgaSalarissen.length > 0) {
    const perJaar = new Map(dgaSalarissen.map((regel) => [regel.jaar, toCents(regel.bedrag)]));
    const laatste = perJaar.get(venster.totJaar) ?? 0n;
    const capped = gemaximeerdGemiddelde(
      venster.jaren.map((jaar) => perJaar.get(jaar) ?? 0n),
      laatste,
    );
    if (laatste < capped.gemiddelde) signaleringen.push('LAATSTE_JAAR_BEPALEND');
    toetsinkomenEuro = capped.toetsinkomenEuro;
    salaris = {
      gemiddelde: fromCents(capped.gemiddelde),
      laatsteJaar: fromCents(laatste),
      gemaximeerd: fromCents(capped.gemaximeerd),
    };
  } else {
    signaleringen.push('DGA_SALARIS_ONTBREEKT');
  }
  const dga = {
    uitkeringsruimteSolvabiliteit: fromCents(ruimte.solvabiliteit),
    uitkeringsruimteLiquiditeit: fromCents(ruimte.liquiditeit),
    uitkeringsruimte: fromCents(ruimte.ruimte),
    overwinstIndicatie: fromCents(overwinst),
    salaris,
  };
  return { dga, toetsinkomenEuro, signaleringen };
}

/**
 * §6.7 interim test: the running year's result extrapolated to 12 months; from TUSSENTIJDS_VANAF (1 August)
 * on the IB route a lower figure lowers the qualifying income, and a result of 0 or less blocks.
 */
export function tussentijdseToets(
  tussentijds: IkvInvoer['tussentijds'],
  peildatum: string,
  route: Route,
  toetsinkomenEuro: bigint | null,
  tussentijdsVanaf: string,
): { tussentijds: IkvResultaat['tussentijds']; toetsinkomenEuro: bigint | null; signaleringen: SignaleringCode[] } {
  const signaleringen: SignaleringCode[] = [];
  if (!tussentijds || tussentijds.maanden < 1) return { tussentijds: null, toetsinkomenEuro, signaleringen };
  const geextrapoleerd = roundDiv(toCents(tussentijds.winst) * 12n, BigInt(tussentijds.maanden));
  let toegepast = false;
  let toetsinkomen = toetsinkomenEuro;
  if (peildatum.slice(5) >= tussentijdsVanaf && route === 'IB') {
    if (geextrapoleerd <= 0n) signaleringen.push('TUSSENTIJDS_NEGATIEF');
    if (toetsinkomen !== null && geextrapoleerd < toetsinkomen * 100n) {
      toetsinkomen = maxBig(0n, roundDiv(geextrapoleerd, 100n));
      signaleringen.push('TUSSENTIJDS_LAGER');
      toegepast = true;
    }
  }
  return {
    tussentijds: { geextrapoleerd: fromCents(geextrapoleerd), toegepast },
    toetsinkomenEuro: toetsinkomen,
    signaleringen,
  };
}

/** The outcome: a blocking flag fails; a warning, or the DGA route without a qualifying income, needs the adviser. */
export function bepaalStatus(signaleringen: Signalering[], route: Route, toetsinkomenEuro: bigint | null): IkvStatus {
  if (signaleringen.some((flag) => flag.ernst === 'BLOKKEREND')) return 'VOLDOET_NIET';
  if ((route === 'DGA' && toetsinkomenEuro === null) || signaleringen.some((flag) => flag.ernst === 'WAARSCHUWING'))
    return 'HANDMATIGE_BEOORDELING';
  return 'VOLDOET';
}

/** One year of the result: the figures as given, the corrected balance and its ratios. */
export function jaarOverzicht(jaar: JaarCents, balans: BalansCents, route: Route, aandeelBp: bigint): IkvJaar {
  return {
    jaar: jaar.jaar,
    fiscaleWinst: fromCents(jaar.winst),
    winstaandeel: route === 'IB' ? fromCents(winstaandeel(jaar, aandeelBp)) : null,
    vlottendeActiva: fromCents(jaar.va),
    immaterieleActiva: fromCents(jaar.imm),
    eigenVermogen: fromCents(jaar.ev),
    balanstotaal: fromCents(jaar.bt),
    balanscorrectie: fromCents(jaar.corr),
    balanscorrectieReden: jaar.reden,
    gecorrigeerdEigenVermogen: fromCents(balans.evc),
    gecorrigeerdBalanstotaal: fromCents(balans.btc),
    vreemdVermogen: fromCents(balans.vvc),
    solvabiliteitPct: balans.solvPromille === null ? null : Number(balans.solvPromille) / 10,
    solvabiliteitVoldoet: balans.solvVoldoet,
    liquiditeit: balans.liqCenti === null ? null : Number(balans.liqCenti) / 100,
    liquiditeitVoldoet: balans.liqVoldoet,
    kortlopendeSchulden: jaar.ks === null ? null : fromCents(jaar.ks),
    liquiditeitBasis: balans.liqBasis,
  };
}

/** The whole calculation of IKV.md §6: input → IKVResultaat, or IkvInvoerFout (422). */
export function computeIkv(invoer: IkvInvoer, sets: readonly IkvRegelset[] = IKV_REGELSETS): IkvResultaat {
  const { rechtsvorm, peildatum } = invoer;
  const gekozen = kiesRegelset(sets, peildatum);
  const constanten = gekozen.set.constanten;
  const normen = { minSolvabiliteitPct: constanten.MIN_SOLVABILITEIT_PCT, minLiquiditeit: constanten.MIN_LIQUIDITEIT };
  const route = bepaalRoute(rechtsvorm);
  const signaleringen = new Set<SignaleringCode>(route === 'DGA' ? ['DGA_ROUTE'] : []);
  const voegToe = (codes: SignaleringCode[]) => codes.forEach((code) => signaleringen.add(code));

  const { afgesloten, lopend } = scheidAfgeslotenJaren(
    invoer.boekjaren.map(jaarInCenten),
    Number(peildatum.slice(0, 4)),
  );
  const aandeelBp = aandeelInBasispunten(invoer.aandeelPercentage, route);
  const venster = bepaalVenster(afgesloten, lopend, invoer.startjaar, constanten.VENSTER_JAREN);
  voegToe(venster.signaleringen);
  const perJaarRij = new Map(afgesloten.map((jaar) => [jaar.jaar, jaar]));
  const metCijfers = venster.jaren
    .map((jaar) => perJaarRij.get(jaar))
    .filter((jaar): jaar is JaarCents => jaar !== undefined);
  metCijfers.forEach(controleerBalans);
  if (cijfersVerouderd(venster.totJaar, peildatum, constanten.DEADLINE_VORIG_JAAR))
    signaleringen.add('VEROUDERDE_CIJFERS');

  const balansen = new Map(metCijfers.map((jaar) => [jaar.jaar, computeBalans(jaar, normen)]));
  const toets = balansToets(balansen, venster.totJaar);
  voegToe(toets.signaleringen);
  const jaarLaatste = perJaarRij.get(venster.totJaar)!;
  const balansLaatste = balansen.get(venster.totJaar)!;

  const ib = route === 'IB' ? ibInkomen(venster, perJaarRij, aandeelBp) : null;
  const dga =
    route === 'DGA' ? dgaInkomen(venster, jaarLaatste, balansLaatste, invoer.dgaSalarissen, constanten) : null;
  voegToe(ib?.signaleringen ?? dga?.signaleringen ?? []);
  const interim = tussentijdseToets(
    invoer.tussentijds,
    peildatum,
    route,
    ib?.toetsinkomenEuro ?? dga?.toetsinkomenEuro ?? null,
    constanten.TUSSENTIJDS_VANAF,
  );
  voegToe(interim.signaleringen);
  const toetsinkomenEuro = interim.toetsinkomenEuro;
  if (toetsinkomenEuro === 0n) signaleringen.add('GEEN_TOETSINKOMEN');

  const flags = [...signaleringen].map(signalering);
  const resultaat: Omit<IkvResultaat, 'uitleg'> = {
    regelsVersie: gekozen.set.versie,
    geldigVanaf: gekozen.set.geldigVanaf,
    waarschuwingen: gekozen.waarschuwing ? [gekozen.waarschuwing] : [],
    route,
    rechtsvorm,
    peildatum,
    aandeelPercentage: invoer.aandeelPercentage,
    venster: {
      vanJaar: venster.vanJaar,
      totJaar: venster.totJaar,
      aantalJaren: venster.jaren.length,
      ontbrekendeJaren: venster.ontbrekendeJaren,
      genegeerdeJaren: venster.genegeerdeJaren,
    },
    jaren: metCijfers.map((jaar) => jaarOverzicht(jaar, balansen.get(jaar.jaar)!, route, aandeelBp)),
    inkomen: ib?.inkomen ?? null,
    dga: dga?.dga ?? null,
    normen,
    balansToets: { peiljaar: venster.totJaar, uitkomst: toets.uitkomst },
    trend: ib?.trend ?? null,
    tussentijds: interim.tussentijds,
    toetsinkomen: toetsinkomenEuro === null ? null : Number(toetsinkomenEuro),
    status: bepaalStatus(flags, route, toetsinkomenEuro),
    signaleringen: flags,
  };
  const uitleg = explain({
    resultaat,
    inkomenCents: ib?.inkomenCents ?? null,
    aandeelBp,
    balansL: balansLaatste,
    jaarL: jaarLaatste,
    toetsinkomenEuro,
  });
  return { ...resultaat, uitleg };
}
