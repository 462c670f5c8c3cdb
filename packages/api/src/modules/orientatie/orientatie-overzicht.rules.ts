// The breakdown of an orientation as labelled lines (NL/EN), shared by the web calculator, the ORIENTATIE
// request page and its PDF. Pure.
import { formatEuro, formatScaled, toCents } from '../../shared/money.rules.ts';
import type { Taal } from '../../shared/taal.ts';
import type { Orientatie } from './orientatie.rules.ts';

export type OverzichtSoort = 'basis' | 'min' | 'plus' | 'grens' | 'totaal' | 'info';
export interface OverzichtRegel {
  soort: OverzichtSoort;
  label: string;
  /** a detail under the label (row, band, article) */
  toelichting: string | null;
  waarde: string;
}

const L = {
  nl: {
    inkomen: 'Toetsinkomen',
    gezamenlijk: 'Gezamenlijk toetsinkomen',
    pct: 'Financieringslastpercentage',
    pctToel: (t: number, j: number, rij: string, band: string) => `Tabel ${t} (${j}), ${rij}, renteband ${band}`,
    rijEerste: 'eerste rij (–)',
    rijVanaf: (e: string) => `rij vanaf ${e}`,
    last: 'Financieringslast per jaar',
    lastToel: (i: string, p: string) => `${i} × ${p} (art. 3)`,
    perJaar: 'per jaar',
    correctie: {
      KREDIETLIMIETEN: 'Kredietlimieten',
      OVERIGE_VERPLICHTINGEN: 'Overige vaste lasten',
      STUDIESCHULD: 'Studieschuld',
    },
    beschikbaar: 'Beschikbaar per maand',
    inkomenMax: 'Hypotheek op basis van het inkomen',
    inkomenMaxToel: (r: string) => `Annuïteit, 30 jaar, toetsrente ${r} (art. 3)`,
    extra: {
      ENERGIELABEL: 'Energielabel van de woning',
      ENERGIEBESPARENDE_MAATREGELEN: 'Energiebesparende maatregelen',
      ALLEENSTAAND: 'Alleenstaande',
    },
    waarde: 'Grens op de woningwaarde',
    waardeToel: '100 % van de waarde (art. 5)',
    max: 'Indicatieve maximale hypotheek',
    maxToel: 'naar beneden afgerond',
    nhg: 'Nationale Hypotheek Garantie',
    nhgJa: (p: string) => `mogelijk (borgtochtprovisie ${p})`,
    nhgNee: 'niet mogelijk',
    nhgToel: (g: string) => `kostengrens ${g}`,
  },
  en: {
    inkomen: 'Qualifying income',
    gezamenlijk: 'Joint qualifying income',
    pct: 'Financing-burden percentage',
    pctToel: (t: number, j: number, rij: string, band: string) => `Table ${t} (${j}), ${rij}, rate band ${band}`,
    rijEerste: 'first row (–)',
    rijVanaf: (e: string) => `row from ${e}`,
    last: 'Financing burden per year',
    lastToel: (i: string, p: string) => `${i} × ${p} (art. 3)`,
    perJaar: 'a year',
    correctie: {
      KREDIETLIMIETEN: 'Credit limits',
      OVERIGE_VERPLICHTINGEN: 'Other fixed obligations',
      STUDIESCHULD: 'Student loan',
    },
    beschikbaar: 'Available per month',
    inkomenMax: 'Mortgage based on income',
    inkomenMaxToel: (r: string) => `Annuity, 30 years, test rate ${r} (art. 3)`,
    extra: {
      ENERGIELABEL: 'Energy label of the home',
      ENERGIEBESPARENDE_MAATREGELEN: 'Energy-saving measures',
      ALLEENSTAAND: 'Single applicant',
    },
    waarde: 'Limit on the home value',
    waardeToel: '100% of the value (art. 5)',
    max: 'Indicative maximum mortgage',
    maxToel: 'rounded down',
    nhg: 'National Mortgage Guarantee (NHG)',
    nhgJa: (p: string) => `possible (guarantee fee ${p})`,
    nhgNee: 'not possible',
    nhgToel: (g: string) => `cost limit ${g}`,
  },
} as const;

export function orientatieOverzicht(o: Orientatie, taal: Taal): OverzichtRegel[] {
  const t = L[taal];
  const eur = (n: number) => formatEuro(toCents(n), taal, Number.isInteger(n));
  const pct = `${formatScaled(BigInt(Math.round(o.financieringslastPct * 10)), 1, taal)}${taal === 'nl' ? ' %' : '%'}`;
  const rate = `${formatScaled(BigInt(Math.round(o.toetsrentePct * 1000)), 3, taal)}${taal === 'nl' ? ' %' : '%'}`;
  const rij = o.rijVanaf === 0 ? t.rijEerste : t.rijVanaf(eur(o.rijVanaf));
  const regels: OverzichtRegel[] = [
    {
      soort: 'basis',
      label: o.partnerToetsinkomen === null ? t.inkomen : t.gezamenlijk,
      toelichting: o.partnerToetsinkomen === null ? null : `${eur(o.toetsinkomen)} + ${eur(o.partnerToetsinkomen)}`,
      waarde: eur(o.gezamenlijkToetsinkomen),
    },
    {
      soort: 'info',
      label: t.pct,
      toelichting: t.pctToel(o.tabel, o.tabelJaar, rij, o.renteband.omschrijving[taal]),
      waarde: pct,
    },
    {
      soort: 'basis',
      label: t.last,
      toelichting: t.lastToel(eur(o.gezamenlijkToetsinkomen), pct),
      waarde: eur(o.financieringslastPerJaar),
    },
    ...o.correcties.map((c) => ({
      soort: 'min' as const,
      label: t.correctie[c.code],
      toelichting: c[taal],
      waarde: `− ${eur(c.bedragPerJaar)} ${t.perJaar}`,
    })),
    { soort: 'info', label: t.beschikbaar, toelichting: null, waarde: eur(o.beschikbaarPerMaand) },
    {
      soort: 'basis',
      label: t.inkomenMax,
      toelichting: t.inkomenMaxToel(rate),
      waarde: eur(o.maximaleHypotheekInkomen),
    },
    ...o.extraBedragen.map((e) => ({
      soort: 'plus' as const,
      label: t.extra[e.code],
      toelichting: e[taal],
      waarde: `+ ${eur(e.bedrag)}`,
    })),
  ];
  if (o.maximaleHypotheekWaarde !== undefined)
    regels.push({ soort: 'grens', label: t.waarde, toelichting: t.waardeToel, waarde: eur(o.maximaleHypotheekWaarde) });
  regels.push({ soort: 'totaal', label: t.max, toelichting: t.maxToel, waarde: eur(o.maximaleHypotheek) });
  regels.push({
    soort: 'info',
    label: t.nhg,
    toelichting: t.nhgToel(eur(o.nhgGrens)),
    waarde: o.nhgMogelijk ? t.nhgJa(eur(o.borgtochtprovisie ?? 0)) : t.nhgNee,
  });
  return regels;
}
