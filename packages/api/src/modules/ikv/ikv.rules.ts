// The IKV calculation (../shared/IKV.md §6), rules version IKV-NHG-2026.1. Pure and deterministic:
// no I/O, the peildatum comes in as an argument, amounts are exact integer cents.
import { fromCents, maxBig, minBig, roundDiv, toCents } from '../../shared/money.rules.ts';
import { explain } from './ikv-explain.rules.ts';
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


export type IkvFoutCode = 'GEEN_AFGESLOTEN_BOEKJAAR' | 'TE_WEINIG_JAREN' | 'INCONSISTENTE_BALANS' | 'RECHTSVORM_NIET_ONDERSTEUND' | 'ONGELDIG_AANDEEL';

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

interface JaarCents {
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
  const t = SIGNALERING_TEKSTEN[code];
  return { code, ernst: t.ernst, nl: t.nl, en: t.en };
}

function computeTrend(values: bigint[]): Trend {
  if (values.length <= 1) return 'ONBEKEND';
  const pairs = values.slice(1).map((v, i) => [values[i]!, v] as const);
  if (pairs.every(([a, b]) => a === b)) return 'STABIEL';
  if (pairs.every(([a, b]) => b >= a)) return 'STIJGEND';
  if (pairs.every(([a, b]) => b <= a)) return 'DALEND';
  return 'WISSELEND';
}

function validateBalans(j: JaarCents): void {
  const hit = balansFouten(j)[0];
  if (hit) {
    throw new IkvInvoerFout(
      'INCONSISTENTE_BALANS',
      `De balans van ${j.jaar} klopt niet: ${hit.nl}. Corrigeer de cijfers van dat jaar.`,
      `The balance sheet of ${j.jaar} is inconsistent: ${hit.en}. Correct that year's figures.`,
      { jaar: j.jaar, path: `boekjaren.${j.jaar}.${hit.veld}` },
    );
  }
}

/** The whole calculation of IKV.md §6: input → IKVResultaat, or IkvInvoerFout (422). */
export function computeIkv(invoer: IkvInvoer, sets: readonly IkvRegelset[] = IKV_REGELSETS): IkvResultaat {
  const { rechtsvorm, peildatum } = invoer;
  const gekozen = kiesRegelset(sets, peildatum);
  const K = gekozen.set.constanten;
  const normen = { minSolvabiliteitPct: K.MIN_SOLVABILITEIT_PCT, minLiquiditeit: K.MIN_LIQUIDITEIT };
  if (!RECHTSVORMEN.includes(rechtsvorm)) {
    throw new IkvInvoerFout(
      'RECHTSVORM_NIET_ONDERSTEUND',
      `Voor rechtsvorm ${String(rechtsvorm)} kan geen inkomensverklaring ondernemer worden opgesteld.`,
      `No entrepreneur income statement can be made for legal form ${String(rechtsvorm)}.`,
    );
  }
  const route: 'IB' | 'DGA' = isDgaRoute(rechtsvorm) ? 'DGA' : 'IB';
  const Y = Number(peildatum.slice(0, 4));
  const signaleringen = new Set<SignaleringCode>();
  if (route === 'DGA') signaleringen.add('DGA_ROUTE');

  // step 2: window
  const rows: JaarCents[] = invoer.boekjaren.map((b) => ({
    jaar: b.jaar,
    winst: toCents(b.fiscaleWinst),
    va: toCents(b.vlottendeActiva),
    imm: toCents(b.immaterieleActiva),
    ev: toCents(b.eigenVermogen),
    bt: toCents(b.balanstotaal),
    corr: toCents(b.balanscorrectie),
    reden: b.balanscorrectieReden,
    ks: b.kortlopendeSchulden === undefined || b.kortlopendeSchulden === null ? null : toCents(b.kortlopendeSchulden),
  }));
  const lopend = rows.filter((r) => r.jaar >= Y);
  const afgesloten = rows.filter((r) => r.jaar < Y);
  if (afgesloten.length === 0) {
    throw new IkvInvoerFout(
      'GEEN_AFGESLOTEN_BOEKJAAR',
      `Er zijn geen cijfers van een afgesloten boekjaar (vóór ${Y}). Voer minstens de cijfers van ${Y - 1} in.`,
      `There are no figures of a completed financial year (before ${Y}). Enter at least the figures of ${Y - 1}.`,
    );
  }
  const aandeelBp = BigInt(Math.round(invoer.aandeelPercentage * 100));
  if (route === 'IB' && (aandeelBp <= 0n || aandeelBp > 10000n)) {
    throw new IkvInvoerFout(
      'ONGELDIG_AANDEEL',
      `Het winstaandeel van de aanvrager (${invoer.aandeelPercentage}%) moet groter dan 0 en hoogstens 100% zijn.`,
      `The applicant's profit share (${invoer.aandeelPercentage}%) must be above 0 and at most 100%.`,
      { path: 'aandeelPercentage' },
    );
  }
  if (lopend.length > 0) signaleringen.add('LOPEND_JAAR_GENEGEERD');
  const L = Math.max(...afgesloten.map((r) => r.jaar));
  const S = Math.min(invoer.startjaar ?? Number.POSITIVE_INFINITY, ...afgesloten.map((r) => r.jaar));
  const vanJaar = Math.max(L - (K.VENSTER_JAREN - 1), S);
  const vensterJaren: number[] = [];
  for (let j = vanJaar; j <= L; j++) vensterJaren.push(j);
  const n = vensterJaren.length;
  const byJaar = new Map(afgesloten.map((r) => [r.jaar, r]));
  const onderVenster = afgesloten.filter((r) => r.jaar < vanJaar).map((r) => r.jaar);
  if (onderVenster.length > 0) signaleringen.add('JAREN_BUITEN_VENSTER');
  const genegeerdeJaren = [...onderVenster, ...lopend.map((r) => r.jaar)].sort((a, b) => a - b);
  const ontbrekendeJaren = vensterJaren.filter((j) => !byJaar.has(j));
  if (ontbrekendeJaren.length >= 2) {
    throw new IkvInvoerFout(
      'TE_WEINIG_JAREN',
      `Te weinig jaren: van de boekjaren ${vanJaar} t/m ${L} ontbreken ${ontbrekendeJaren.join(' en ')}. ` +
        'De regels vragen de cijfers van de laatste drie kalenderjaren (of van alle jaren sinds de start); hoogstens één jaar mag ontbreken (het telt dan als € 0). Voer de ontbrekende jaren in.',
      `Too few years: of the financial years ${vanJaar} to ${L}, ${ontbrekendeJaren.join(' and ')} are missing. ` +
        'The rules need the figures of the last three calendar years (or of every year since the start); at most one year may be missing (it then counts as €0). Enter the missing years.',
      { path: 'boekjaren' },
    );
  }
  if (ontbrekendeJaren.length === 1) signaleringen.add('ONTBREKEND_JAAR');
  if (n < K.VENSTER_JAREN && ontbrekendeJaren.length === 0) signaleringen.add('STARTER');

  const metCijfers = vensterJaren.map((j) => byJaar.get(j)).filter((r): r is JaarCents => r !== undefined);
  for (const r of metCijfers) validateBalans(r);

  // step 3: freshness
  const R = peildatum.slice(5) >= K.DEADLINE_VORIG_JAAR ? Y - 1 : Y - 2;
  if (L < R) signaleringen.add('VEROUDERDE_CIJFERS');

  // step 4: balance per year
  const balansen = new Map(metCijfers.map((r) => [r.jaar, computeBalans(r, normen)]));
  const share = (r: JaarCents | undefined) => (r ? roundDiv(r.winst * aandeelBp, 10000n) : 0n);

  // step 5: balance test on L
  const bL = balansen.get(L)!;
  let uitkomst: IkvResultaat['balansToets']['uitkomst'];
  if (bL.solvVoldoet === true && bL.liqVoldoet === true) uitkomst = 'VOLDOET';
  else if (bL.solvVoldoet === false || bL.liqVoldoet === false) {
    uitkomst = 'VOLDOET_NIET';
    signaleringen.add('BALANSTOETS_NIET_GEHAALD');
  } else {
    uitkomst = 'NIET_BEREKENBAAR';
    // only an approximated liquidity below 1,00 in the way: ask for the figure, no GEEN_BALANS
    if (!(bL.solvVoldoet === true && bL.liqBenaderingOnderNorm)) signaleringen.add('GEEN_BALANS');
  }
  if (bL.liqBenaderingOnderNorm) signaleringen.add('KORTLOPENDE_SCHULDEN_ONBEKEND');
  for (const [jaar, b] of balansen) {
    if (jaar !== L && (b.solvVoldoet === false || b.liqVoldoet === false)) signaleringen.add('RATIO_ONDER_NORM_EERDER_JAAR');
  }

  let toetsinkomenEuro: bigint | null = null;
  let inkomen: IkvResultaat['inkomen'] = null;
  let dga: IkvResultaat['dga'] = null;
  let trend: Trend | null = null;
  let inkomenCents: { perJaar: bigint[]; som: bigint; gemiddelde: bigint; laatste: bigint; gemaximeerd: bigint } | null = null;

  if (route === 'IB') {
    // steps 6–8
    if (aandeelBp !== 10000n) signaleringen.add('PARTNER_AANDEEL');
    const perJaar = vensterJaren.map((j) => share(byJaar.get(j)));
    const som = perJaar.reduce((a, b) => a + b, 0n);
    const gemiddelde = roundDiv(som, BigInt(n));
    const laatste = share(byJaar.get(L));
    const gemaximeerd = minBig(gemiddelde, laatste);
    const laatsteJaarBepalend = laatste < gemiddelde;
    if (laatsteJaarBepalend) signaleringen.add('LAATSTE_JAAR_BEPALEND');
    toetsinkomenEuro = maxBig(0n, roundDiv(gemaximeerd, 100n));
    if (laatste < 0n) signaleringen.add('VERLIES_LAATSTE_JAAR');
    else if (metCijfers.some((r) => share(r) < 0n)) signaleringen.add('VERLIESJAAR_IN_VENSTER');
    inkomenCents = { perJaar, som, gemiddelde, laatste, gemaximeerd };
    inkomen = {
      perJaar: vensterJaren.map((jaar, i) => ({ jaar, winstaandeel: fromCents(perJaar[i]!), ontbrekend: !byJaar.has(jaar) })),
      som: fromCents(som),
      aantalJaren: n,
      gemiddelde: fromCents(gemiddelde),
      laatsteJaar: fromCents(laatste),
      gemaximeerd: fromCents(gemaximeerd),
      laatsteJaarBepalend,
    };
    trend = computeTrend(metCijfers.map(share));
  } else {
    // DGA route (§6.6)
    const rL = byJaar.get(L)!;
    // what can be paid out while solvency stays at the norm P % and liquidity at the norm L:
    // (EVc − x) / (BTc − x) ≥ P/100 ⇔ x ≤ (100·EVc − P·BTc) / (100 − P) (with P = 25: (4·EVc − BTc) / 3)
    const P = BigInt(K.MIN_SOLVABILITEIT_PCT);
    const ruimteSolv = maxBig(0n, roundDiv(100n * bL.evc - P * bL.btc, 100n - P));
    const Lc = BigInt(Math.round(K.MIN_LIQUIDITEIT * 100));
    const ruimteLiq = bL.ks > 0n ? maxBig(0n, rL.va - roundDiv(bL.ks * Lc, 100n)) : rL.va;
    const ruimte = minBig(ruimteSolv, ruimteLiq);
    const overwinst = maxBig(0n, minBig(ruimte, rL.winst));
    let salaris: NonNullable<IkvResultaat['dga']>['salaris'] = null;
    if (invoer.dgaSalarissen && invoer.dgaSalarissen.length > 0) {
      const perJaar = new Map(invoer.dgaSalarissen.map((s) => [s.jaar, toCents(s.bedrag)]));
      const som = vensterJaren.reduce((acc, j) => acc + (perJaar.get(j) ?? 0n), 0n);
      const gemiddelde = roundDiv(som, BigInt(n));
      const laatste = perJaar.get(L) ?? 0n;
      const gemaximeerd = minBig(gemiddelde, laatste);
      if (laatste < gemiddelde) signaleringen.add('LAATSTE_JAAR_BEPALEND');
      toetsinkomenEuro = maxBig(0n, roundDiv(gemaximeerd, 100n));
      salaris = { gemiddelde: fromCents(gemiddelde), laatsteJaar: fromCents(laatste), gemaximeerd: fromCents(gemaximeerd) };
    } else {
      signaleringen.add('DGA_SALARIS_ONTBREEKT');
    }
    dga = {
      uitkeringsruimteSolvabiliteit: fromCents(ruimteSolv),
      uitkeringsruimteLiquiditeit: fromCents(ruimteLiq),
      uitkeringsruimte: fromCents(ruimte),
      overwinstIndicatie: fromCents(overwinst),
      salaris,
    };
  }

  // §6.7 interim test (IB route)
  let tussentijds: IkvResultaat['tussentijds'] = null;
  if (invoer.tussentijds && invoer.tussentijds.maanden >= 1) {
    const ei = roundDiv(toCents(invoer.tussentijds.winst) * 12n, BigInt(invoer.tussentijds.maanden));
    let toegepast = false;
    if (peildatum.slice(5) >= K.TUSSENTIJDS_VANAF && route === 'IB') {
      if (ei <= 0n) signaleringen.add('TUSSENTIJDS_NEGATIEF');
      if (toetsinkomenEuro !== null && ei < toetsinkomenEuro * 100n) {
        toetsinkomenEuro = maxBig(0n, roundDiv(ei, 100n));
        signaleringen.add('TUSSENTIJDS_LAGER');
        toegepast = true;
      }
    }
    tussentijds = { geextrapoleerd: fromCents(ei), toegepast };
  }
  if (toetsinkomenEuro === 0n) signaleringen.add('GEEN_TOETSINKOMEN');

  const flags = [...signaleringen].map(signalering);
  let status: IkvStatus;
  if (flags.some((f) => f.ernst === 'BLOKKEREND')) status = 'VOLDOET_NIET';
  else if ((route === 'DGA' && toetsinkomenEuro === null) || flags.some((f) => f.ernst === 'WAARSCHUWING')) status = 'HANDMATIGE_BEOORDELING';
  else status = 'VOLDOET';

  const jaren: IkvJaar[] = metCijfers.map((r) => {
    const b = balansen.get(r.jaar)!;
    return {
      jaar: r.jaar,
      fiscaleWinst: fromCents(r.winst),
      winstaandeel: route === 'IB' ? fromCents(share(r)) : null,
      vlottendeActiva: fromCents(r.va),
      immaterieleActiva: fromCents(r.imm),
      eigenVermogen: fromCents(r.ev),
      balanstotaal: fromCents(r.bt),
      balanscorrectie: fromCents(r.corr),
      balanscorrectieReden: r.reden,
      gecorrigeerdEigenVermogen: fromCents(b.evc),
      gecorrigeerdBalanstotaal: fromCents(b.btc),
      vreemdVermogen: fromCents(b.vvc),
      solvabiliteitPct: b.solvPromille === null ? null : Number(b.solvPromille) / 10,
      solvabiliteitVoldoet: b.solvVoldoet,
      liquiditeit: b.liqCenti === null ? null : Number(b.liqCenti) / 100,
      liquiditeitVoldoet: b.liqVoldoet,
      kortlopendeSchulden: r.ks === null ? null : fromCents(r.ks),
      liquiditeitBasis: b.liqBasis,
    };
  });

  const resultaat: Omit<IkvResultaat, 'uitleg'> = {
    regelsVersie: gekozen.set.versie,
    geldigVanaf: gekozen.set.geldigVanaf,
    waarschuwingen: gekozen.waarschuwing ? [gekozen.waarschuwing] : [],
    route,
    rechtsvorm,
    peildatum,
    aandeelPercentage: invoer.aandeelPercentage,
    venster: { vanJaar, totJaar: L, aantalJaren: n, ontbrekendeJaren, genegeerdeJaren },
    jaren,
    inkomen,
    dga,
    normen,
    balansToets: { peiljaar: L, uitkomst },
    trend,
    tussentijds,
    toetsinkomen: toetsinkomenEuro === null ? null : Number(toetsinkomenEuro),
    status,
    signaleringen: flags,
  };
  const laatsteRij = byJaar.get(L)!;
  return {
    ...resultaat,
    uitleg: explain({
      resultaat,
      inkomenCents,
      aandeelBp,
      balansL: bL,
      jaarL: laatsteRij,
      toetsinkomenEuro,
    }),
  };
}
