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
  HANDMATIGE_BEOORDELING: { nl: 'handmatige beoordeling door de adviseur nodig', en: 'manual review by the adviser needed' },
};

type Step = { stap: string; nl: string; en: string };

const eur = (c: bigint, t: Taal) => formatEuro(c, t);
const pass = (v: boolean | null, t: Taal) =>
  v === null ? (t === 'nl' ? 'niet te beoordelen' : 'cannot be assessed') : v ? (t === 'nl' ? 'voldoet' : 'passes') : t === 'nl' ? 'voldoet niet' : 'fails';

export function explain(input: ExplainInput): Step[] {
  const { resultaat: r, inkomenCents: ink, balansL: b, jaarL: j } = input;
  const steps: Step[] = [];
  const vorm = VORM[r.rechtsvorm];
  if (r.route === 'IB') {
    steps.push({
      stap: 'route',
      nl: `Rechtsvorm ${vorm.nl}: berekening als IB-ondernemer op basis van het saldo fiscale winst.`,
      en: `Legal form ${vorm.en}: calculated as an income-tax entrepreneur from taxable business profit.`,
    });
  } else {
    steps.push({
      stap: 'route',
      nl: `Rechtsvorm ${vorm.nl}: de aanvrager is DGA. De winstberekening voor IB-ondernemers is overgeslagen; het inkomen volgt uit het DGA-salaris.`,
      en: `Legal form ${vorm.en}: the applicant is a director-major shareholder. The income-tax profit calculation was skipped; income follows from the DGA salary.`,
    });
  }
  const v = r.venster;
  steps.push({
    stap: 'venster',
    nl: `Gebruikte boekjaren: ${v.vanJaar} t/m ${v.totJaar} (${v.aantalJaren} jaar).`,
    en: `Years used: ${v.vanJaar} to ${v.totJaar} (${v.aantalJaren} ${v.aantalJaren === 1 ? 'year' : 'years'}).`,
  });
  if (r.route === 'IB' && ink) {
    if (input.aandeelBp !== 10000n) {
      steps.push({
        stap: 'aandeel',
        nl: `Winstaandeel ${formatScaled(input.aandeelBp, 2, 'nl').replace(/,00$/, '')}% van de fiscale winst per jaar.`,
        en: `Profit share ${formatScaled(input.aandeelBp, 2, 'en').replace(/\.00$/, '')}% of taxable profit per year.`,
      });
    }
    const terms = (t: Taal) => ink.perJaar.map((c) => eur(c, t)).join(' + ');
    steps.push({
      stap: 'gemiddelde',
      nl: `Gemiddelde: (${terms('nl')}) / ${v.aantalJaren} = ${eur(ink.gemiddelde, 'nl')}.`,
      en: `Average: (${terms('en')}) / ${v.aantalJaren} = ${eur(ink.gemiddelde, 'en')}.`,
    });
    steps.push(
      ink.laatste < ink.gemiddelde
        ? {
            stap: 'maximum',
            nl: `Het laatste jaar (${v.totJaar}: ${eur(ink.laatste, 'nl')}) is lager dan het gemiddelde; het inkomen wordt gemaximeerd op ${eur(ink.laatste, 'nl')}.`,
            en: `The last year (${v.totJaar}: ${eur(ink.laatste, 'en')}) is below the average; income is capped at ${eur(ink.laatste, 'en')}.`,
          }
        : {
            stap: 'maximum',
            nl: 'Het laatste jaar is niet lager dan het gemiddelde; het gemiddelde geldt.',
            en: 'The last year is not below the average; the average applies.',
          },
    );
  }
  if (r.route === 'DGA' && r.dga) {
    const s = r.dga.salaris;
    if (s) {
      steps.push({
        stap: 'salaris',
        nl: `DGA-salaris: gemiddelde ${formatEuro(BigInt(Math.round(s.gemiddelde * 100)), 'nl')}, laatste jaar ${formatEuro(BigInt(Math.round(s.laatsteJaar * 100)), 'nl')}; het laagste van beide geldt: ${formatEuro(BigInt(Math.round(s.gemaximeerd * 100)), 'nl')}.`,
        en: `DGA salary: average ${formatEuro(BigInt(Math.round(s.gemiddelde * 100)), 'en')}, last year ${formatEuro(BigInt(Math.round(s.laatsteJaar * 100)), 'en')}; the lower of the two applies: ${formatEuro(BigInt(Math.round(s.gemaximeerd * 100)), 'en')}.`,
      });
    }
    const ruimte = BigInt(Math.round(r.dga.uitkeringsruimte * 100));
    const over = BigInt(Math.round(r.dga.overwinstIndicatie * 100));
    steps.push({
      stap: 'uitkeringsruimte',
      nl: `Uitkeringsruimte ${v.totJaar} (binnen solvabiliteit 25% en liquiditeit 1,00): ${eur(ruimte, 'nl')}; indicatie overwinst ${eur(over, 'nl')} (informatief, niet opgeteld bij het toetsinkomen).`,
      en: `Distributable room ${v.totJaar} (within solvency 25% and liquidity 1.00): ${eur(ruimte, 'en')}; excess-profit indication ${eur(over, 'en')} (informational, not added to the test income).`,
    });
  }
  const ti = input.toetsinkomenEuro;
  steps.push(
    ti === null
      ? {
          stap: 'toetsinkomen',
          nl: 'Toetsinkomen: niet berekend; zonder DGA-salaris stelt de adviseur het toetsinkomen vast.',
          en: 'Test income: not calculated; without the DGA salary the adviser sets the test income.',
        }
      : {
          stap: 'toetsinkomen',
          nl: `Toetsinkomen, afgerond op hele euro's: ${formatEuro(ti * 100n, 'nl', true)}.`,
          en: `Test income, rounded to whole euros: ${formatEuro(ti * 100n, 'en', true)}.`,
        },
  );
  const L = v.totJaar;
  const pct = (t: Taal) => (b.solvPromille === null ? (t === 'nl' ? 'niet te berekenen' : 'not computable') : `${formatScaled(b.solvPromille, 1, t)}%`);
  steps.push({
    stap: 'solvabiliteit',
    nl: `Solvabiliteit ${L}: (${eur(j.ev, 'nl')} − ${eur(j.imm, 'nl')} + ${eur(j.corr, 'nl')}) / (${eur(j.bt, 'nl')} − ${eur(j.imm, 'nl')}) = ${pct('nl')} (norm ten minste ${r.normen.minSolvabiliteitPct}%): ${pass(b.solvVoldoet, 'nl')}.`,
    en: `Solvency ${L}: (${eur(j.ev, 'en')} − ${eur(j.imm, 'en')} + ${eur(j.corr, 'en')}) / (${eur(j.bt, 'en')} − ${eur(j.imm, 'en')}) = ${pct('en')} (norm at least ${r.normen.minSolvabiliteitPct}%): ${pass(b.solvVoldoet, 'en')}.`,
  });
  const liq = (t: Taal) =>
    b.liqCenti === null ? (b.ks === 0n ? (t === 'nl' ? 'n.v.t. (geen kortlopende schulden)' : 'n/a (no short-term liabilities)') : t === 'nl' ? 'niet te berekenen' : 'not computable') : formatScaled(b.liqCenti, 2, t);
  const benadering = b.liqBasis === 'BENADERING_VREEMD_VERMOGEN';
  const liqUitkomst = (t: Taal) =>
    b.liqBenaderingOnderNorm
      ? t === 'nl'
        ? 'onbekend, geen afwijzing; vul de kortlopende schulden in'
        : 'unknown, not a fail; enter the short-term liabilities'
      : pass(b.liqVoldoet, t);
  steps.push({
    stap: 'liquiditeit',
    nl: `Liquiditeit ${L}: vlottende activa ${eur(j.va, 'nl')} / kortlopende schulden ${eur(b.ks, 'nl')} = ${liq('nl')} (norm ten minste ${formatScaled(BigInt(Math.round(r.normen.minLiquiditeit * 100)), 2, 'nl')}${benadering ? '; benadering: alle schulden als kortlopend gerekend' : ''}): ${liqUitkomst('nl')}.`,
    en: `Liquidity ${L}: current assets ${eur(j.va, 'en')} / short-term liabilities ${eur(b.ks, 'en')} = ${liq('en')} (norm at least ${formatScaled(BigInt(Math.round(r.normen.minLiquiditeit * 100)), 2, 'en')}${benadering ? '; approximation: all debt treated as short-term' : ''}): ${liqUitkomst('en')}.`,
  });
  steps.push({ stap: 'status', nl: `Uitkomst: ${STATUS_TEKST[r.status].nl}.`, en: `Outcome: ${STATUS_TEKST[r.status].en}.` });
  return steps;
}
