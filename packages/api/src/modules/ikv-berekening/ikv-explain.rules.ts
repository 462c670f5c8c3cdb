// The step-by-step explanation (uitleg) of IKV.md §6.9, in Dutch and English. Pure.
import { formatEuro, formatScaled } from '../../shared/money.rules.ts';
import type { Taal } from '../../shared/taal.ts';
import type { BalansCents, IkvResultaat, IkvStatus, Rechtsvorm } from './ikv-model.rules.ts';

export interface ExplainInput {
  resultaat: Omit<IkvResultaat, 'uitleg'>;
  inkomenCents: { perJaar: bigint[]; som: bigint; gemiddelde: bigint; laatste: bigint; gemaximeerd: bigint } | null;
  aandeelBp: bigint;
  balansL: BalansCents;
  jaarL: { jaar: number; va: bigint; imm: bigint; ev: bigint; bt: bigint; corr: bigint };
  toetsinkomenEuro: bigint | null;
}

const VORM: Record<Rechtsvorm, { nl: string; en: string }> = {
  EENMANSZAAK: { nl: 'eenmanszaak', en: 'sole proprietorship' },
  VOF: { nl: 'vennootschap onder firma', en: 'general partnership (vof)' },
  MAATSCHAP: { nl: 'maatschap', en: 'professional partnership (maatschap)' },
  CV: { nl: 'commanditaire vennootschap', en: 'limited partnership (cv)' },
  BV: { nl: 'besloten vennootschap', en: 'private limited company (bv)' },
  NV: { nl: 'naamloze vennootschap', en: 'public limited company (nv)' },
};

export const STATUS_TEKST: Record<IkvStatus, { nl: string; en: string }> = {
  VOLDOET: { nl: 'voldoet', en: 'meets the norms' },
  VOLDOET_NIET: { nl: 'voldoet niet', en: 'does not meet the norms' },
  HANDMATIGE_BEOORDELING: {
    nl: 'handmatige beoordeling door de adviseur nodig',
    en: 'manual review by the adviser needed',
  },
};

type Step = { stap: string; nl: string; en: string };
type Resultaat = ExplainInput['resultaat'];

const eur = (cents: bigint, taal: Taal) => formatEuro(cents, taal);
const euroBedrag = (euros: number, taal: Taal) => formatEuro(BigInt(Math.round(euros * 100)), taal);
const pass = (voldoet: boolean | null, taal: Taal) =>
  voldoet === null
    ? taal === 'nl'
      ? 'niet te beoordelen'
      : 'cannot be assessed'
    : voldoet
      ? taal === 'nl'
        ? 'voldoet'
        : 'passes'
      : taal === 'nl'
        ? 'voldoet niet'
        : 'fails';

/** The route the legal form takes (IB or DGA). */
export function routeStap(resultaat: Pick<Resultaat, 'route' | 'rechtsvorm'>): Step {
  const vorm = VORM[resultaat.rechtsvorm];
  if (resultaat.route === 'IB') {
    return {
      stap: 'route',
      nl: `Rechtsvorm ${vorm.nl}: berekening als IB-ondernemer op basis van het saldo fiscale winst.`,
      en: `Legal form ${vorm.en}: calculated as an income-tax entrepreneur from taxable business profit.`,
    };
  }
  return {
    stap: 'route',
    nl: `Rechtsvorm ${vorm.nl}: de aanvrager is DGA. De winstberekening voor IB-ondernemers is overgeslagen; het inkomen volgt uit het DGA-salaris.`,
    en: `Legal form ${vorm.en}: the applicant is a director-major shareholder. The income-tax profit calculation was skipped; income follows from the DGA salary.`,
  };
}

/** The years used. */
export function vensterStap(venster: Resultaat['venster']): Step {
  return {
    stap: 'venster',
    nl: `Gebruikte boekjaren: ${venster.vanJaar} t/m ${venster.totJaar} (${venster.aantalJaren} jaar).`,
    en: `Years used: ${venster.vanJaar} to ${venster.totJaar} (${venster.aantalJaren} ${venster.aantalJaren === 1 ? 'year' : 'years'}).`,
  };
}

/** IB route: the share (when not 100 %), the average and whether the last year caps it. */
export function ibInkomenStappen(
  venster: Resultaat['venster'],
  inkomen: NonNullable<ExplainInput['inkomenCents']>,
  aandeelBp: bigint,
): Step[] {
  const steps: Step[] = [];
  if (aandeelBp !== 10000n) {
    steps.push({
      stap: 'aandeel',
      nl: `Winstaandeel ${formatScaled(aandeelBp, 2, 'nl').replace(/,00$/, '')}% van de fiscale winst per jaar.`,
      en: `Profit share ${formatScaled(aandeelBp, 2, 'en').replace(/\.00$/, '')}% of taxable profit per year.`,
    });
  }
  const termen = (taal: Taal) => inkomen.perJaar.map((bedrag) => eur(bedrag, taal)).join(' + ');
  steps.push({
    stap: 'gemiddelde',
    nl: `Gemiddelde: (${termen('nl')}) / ${venster.aantalJaren} = ${eur(inkomen.gemiddelde, 'nl')}.`,
    en: `Average: (${termen('en')}) / ${venster.aantalJaren} = ${eur(inkomen.gemiddelde, 'en')}.`,
  });
  steps.push(
    inkomen.laatste < inkomen.gemiddelde
      ? {
          stap: 'maximum',
          nl: `Het laatste jaar (${venster.totJaar}: ${eur(inkomen.laatste, 'nl')}) is lager dan het gemiddelde; het inkomen wordt gemaximeerd op ${eur(inkomen.laatste, 'nl')}.`,
          en: `The last year (${venster.totJaar}: ${eur(inkomen.laatste, 'en')}) is below the average; income is capped at ${eur(inkomen.laatste, 'en')}.`,
        }
      : {
          stap: 'maximum',
          nl: 'Het laatste jaar is niet lager dan het gemiddelde; het gemiddelde geldt.',
          en: 'The last year is not below the average; the average applies.',
        },
  );
  return steps;
}

/** DGA route: the salary (when given) and the payout room. */
export function dgaStappen(totJaar: number, dga: NonNullable<Resultaat['dga']>): Step[] {
  const steps: Step[] = [];
  const salaris = dga.salaris;
  if (salaris) {
    steps.push({
      stap: 'salaris',
      nl: `DGA-salaris: gemiddelde ${euroBedrag(salaris.gemiddelde, 'nl')}, laatste jaar ${euroBedrag(salaris.laatsteJaar, 'nl')}; het laagste van beide geldt: ${euroBedrag(salaris.gemaximeerd, 'nl')}.`,
      en: `DGA salary: average ${euroBedrag(salaris.gemiddelde, 'en')}, last year ${euroBedrag(salaris.laatsteJaar, 'en')}; the lower of the two applies: ${euroBedrag(salaris.gemaximeerd, 'en')}.`,
    });
  }
  steps.push({
    stap: 'uitkeringsruimte',
    nl: `Uitkeringsruimte ${totJaar} (binnen solvabiliteit 25% en liquiditeit 1,00): ${euroBedrag(dga.uitkeringsruimte, 'nl')}; indicatie overwinst ${euroBedrag(dga.overwinstIndicatie, 'nl')} (informatief, niet opgeteld bij het toetsinkomen).`,
    en: `Distributable room ${totJaar} (within solvency 25% and liquidity 1.00): ${euroBedrag(dga.uitkeringsruimte, 'en')}; excess-profit indication ${euroBedrag(dga.overwinstIndicatie, 'en')} (informational, not added to the qualifying income).`,
  });
  return steps;
}

/** The qualifying income in whole euros, or why there is none. */
export function toetsinkomenStap(toetsinkomenEuro: bigint | null): Step {
  if (toetsinkomenEuro === null) {
    return {
      stap: 'toetsinkomen',
      nl: 'Toetsinkomen: niet berekend; zonder DGA-salaris stelt de adviseur het toetsinkomen vast.',
      en: 'Qualifying income: not calculated; without the DGA salary the adviser sets the qualifying income.',
    };
  }
  return {
    stap: 'toetsinkomen',
    nl: `Toetsinkomen, afgerond op hele euro's: ${formatEuro(toetsinkomenEuro * 100n, 'nl', true)}.`,
    en: `Qualifying income, rounded to whole euros: ${formatEuro(toetsinkomenEuro * 100n, 'en', true)}.`,
  };
}

/** Solvency of the last year: the corrected equity over the corrected total, against the norm. */
export function solvabiliteitStap(
  peiljaar: number,
  jaar: ExplainInput['jaarL'],
  balans: BalansCents,
  normPct: number,
): Step {
  const pct = (taal: Taal) =>
    balans.solvPromille === null
      ? taal === 'nl'
        ? 'niet te berekenen'
        : 'not computable'
      : `${formatScaled(balans.solvPromille, 1, taal)}%`;
  const breuk = (taal: Taal) =>
    `(${eur(jaar.ev, taal)} − ${eur(jaar.imm, taal)} + ${eur(jaar.corr, taal)}) / (${eur(jaar.bt, taal)} − ${eur(jaar.imm, taal)})`;
  return {
    stap: 'solvabiliteit',
    nl: `Solvabiliteit ${peiljaar}: ${breuk('nl')} = ${pct('nl')} (norm ten minste ${normPct}%): ${pass(balans.solvVoldoet, 'nl')}.`,
    en: `Solvency ${peiljaar}: ${breuk('en')} = ${pct('en')} (norm at least ${normPct}%): ${pass(balans.solvVoldoet, 'en')}.`,
  };
}

/** Liquidity of the last year: current assets over the short-term debts (given or approximated), against the norm. */
export function liquiditeitStap(
  peiljaar: number,
  jaar: ExplainInput['jaarL'],
  balans: BalansCents,
  normLiquiditeit: number,
): Step {
  const liq = (taal: Taal) =>
    balans.liqCenti === null
      ? balans.ks === 0n
        ? taal === 'nl'
          ? 'n.v.t. (geen kortlopende schulden)'
          : 'n/a (no short-term liabilities)'
        : taal === 'nl'
          ? 'niet te berekenen'
          : 'not computable'
      : formatScaled(balans.liqCenti, 2, taal);
  const benadering = balans.liqBasis === 'BENADERING_VREEMD_VERMOGEN';
  const uitkomst = (taal: Taal) =>
    balans.liqBenaderingOnderNorm
      ? taal === 'nl'
        ? 'onbekend, geen afwijzing; vul de kortlopende schulden in'
        : 'unknown, not a fail; enter the short-term liabilities'
      : pass(balans.liqVoldoet, taal);
  const norm = (taal: Taal) => formatScaled(BigInt(Math.round(normLiquiditeit * 100)), 2, taal);
  return {
    stap: 'liquiditeit',
    nl: `Liquiditeit ${peiljaar}: vlottende activa ${eur(jaar.va, 'nl')} / kortlopende schulden ${eur(balans.ks, 'nl')} = ${liq('nl')} (norm ten minste ${norm('nl')}${benadering ? '; benadering: alle schulden als kortlopend gerekend' : ''}): ${uitkomst('nl')}.`,
    en: `Liquidity ${peiljaar}: current assets ${eur(jaar.va, 'en')} / short-term liabilities ${eur(balans.ks, 'en')} = ${liq('en')} (norm at least ${norm('en')}${benadering ? '; approximation: all debt treated as short-term' : ''}): ${uitkomst('en')}.`,
  };
}

/** The explanation of IKV.md §6.9, step by step in Dutch and English. */
export function explain(input: ExplainInput): Step[] {
  const { resultaat, inkomenCents, balansL: balans, jaarL: jaar } = input;
  const venster = resultaat.venster;
  return [
    routeStap(resultaat),
    vensterStap(venster),
    ...(resultaat.route === 'IB' && inkomenCents ? ibInkomenStappen(venster, inkomenCents, input.aandeelBp) : []),
    ...(resultaat.route === 'DGA' && resultaat.dga ? dgaStappen(venster.totJaar, resultaat.dga) : []),
    toetsinkomenStap(input.toetsinkomenEuro),
    solvabiliteitStap(venster.totJaar, jaar, balans, resultaat.normen.minSolvabiliteitPct),
    liquiditeitStap(venster.totJaar, jaar, balans, resultaat.normen.minLiquiditeit),
    {
      stap: 'status',
      nl: `Uitkomst: ${STATUS_TEKST[resultaat.status].nl}.`,
      en: `Outcome: ${STATUS_TEKST[resultaat.status].en}.`,
    },
  ];
}
