// The truth model: a company's figures for its years, consistent the way real accounts are (items add up to
// their subtotals, activa = passiva, the result feeds equity, the fiscal profit follows from the result).
// Everything is kept in the document's own printed unit (an integer), so what is drawn is exactly the truth.
import type { Rng } from './rng.ts';

export const VELDEN = [
  'fiscaleWinst',
  'vlottendeActiva',
  'immaterieleActiva',
  'eigenVermogen',
  'balanstotaal',
  'kortlopendeSchulden',
] as const;
export type Veld = (typeof VELDEN)[number];

export type Vorm = 'bv' | 'eenmanszaak' | 'stichting' | 'vereniging' | 'uk-ltd';

/** The printed unit: amounts are integers of 10^-decimalen × schaal euros. */
export interface Eenheid {
  schaal: 1 | 1000 | 1_000_000;
  decimalen: 0 | 1 | 2;
}

export function centenPerEenheid(e: Eenheid): number {
  return (100 * e.schaal) / 10 ** e.decimalen;
}

interface Balans {
  immaterieel: number;
  materieel: number;
  financieel: number;
  vasteActiva: number;
  voorraden: number;
  vorderingen: number;
  liquide: number;
  vlottendeActiva: number;
  balanstotaal: number;
  /** Parts of equity, per legal form; they add up to eigenVermogen. */
  evDelen: { sleutel: string; waarde: number }[];
  eigenVermogen: number;
  voorzieningen: number;
  langlopend: number;
  kortDelen: { sleutel: string; waarde: number }[];
  kortlopend: number;
}

interface Resultatenrekening {
  omzet: number;
  kostprijs: number;
  brutomarge: number;
  personeel: number;
  afschrijvingen: number;
  overig: number;
  bedrijfslasten: number;
  bedrijfsresultaat: number;
  financieel: number;
  voorBelasting: number;
  belasting: number;
  resultaat: number;
  /** Dividend or private withdrawals: what left equity besides the result. */
  uitkering: number;
}

interface FiscaleWinst {
  resultaat: number;
  nietAftrekbaar: number;
  privegebruik: number;
  investeringsaftrek: number;
  saldo: number;
  ondernemersaftrek: number;
  mkbVrijstelling: number;
  belastbaar: number;
}

export interface Jaar {
  jaar: number;
  balans: Balans;
  wv: Resultatenrekening;
  fiscaal?: FiscaleWinst;
}

export interface Bedrijf {
  vorm: Vorm;
  naam: string;
  plaats: string;
  kvk: string;
  eenheid: Eenheid;
  /** Balance date: day and month (1-12); the year a column belongs to is the year its balance date falls in. */
  balansdatum: { dag: number; maand: number };
  /** The printed years, the current one first. */
  jaren: number[];
  detail: Map<number, Jaar>;
  /** Five years of key figures (for an overview), oldest first. */
  historie: { jaar: number; omzet: number; resultaat: number; eigenVermogen: number; balanstotaal: number }[];
}

/** Splits a non-negative total into parts; a part may be forced to zero with its probability. */
function verdeel(rng: Rng, totaal: number, nulKans: readonly number[]): number[] {
  const n = nulKans.length;
  if (totaal <= 0) return nulKans.map(() => 0);
  let gewichten = nulKans.map((p) => (rng.chance(p) ? 0 : rng.between(0.05, 1)));
  if (gewichten.every((g) => g === 0)) gewichten = nulKans.map((_, i) => (i === n - 1 ? 1 : 0));
  const som = gewichten.reduce((a, b) => a + b, 0);
  const delen = gewichten.map((g) => Math.floor((totaal * g) / som));
  let rest = totaal - delen.reduce((a, b) => a + b, 0);
  const grootste = gewichten.indexOf(Math.max(...gewichten));
  delen[grootste] = (delen[grootste] ?? 0) + rest;
  rest = 0;
  return delen;
}

const NAMEN = [
  'Bakkerij Van Dijk',
  'Installatiebedrijf De Vries',
  'Groenrijk Hoveniers',
  'Atelier Noord',
  'Transportbedrijf Smit & Zn.',
  'Kapsalon Ratio',
  'De Registratie Adviesgroep',
  'Zorgboerderij Het Balanspunt',
  'Schildersbedrijf Jansen',
  'Webwinkel Totaal',
];
const PLAATSEN = ['Utrecht', 'Zwolle', 'Groningen', 'Breda', 'Leeuwarden', 'Delft', 'Apeldoorn', 'Venlo'];
const STICHTINGEN = [
  'Stichting Vrienden van het Dorpshuis',
  'Stichting Muziekschool Oost',
  'Stichting Voedselbank West',
];
const VERENIGINGEN = ['Tennisvereniging De Lob', 'Muziekvereniging Harmonie', 'Wijkvereniging Centrum'];
const UK = ['Northfield Joinery Ltd', 'Bright Lane Consulting Limited', 'Harbour Cafe Ltd'];

interface BedrijfOpties {
  vorm: Vorm;
  eenheid: Eenheid;
  balansdatum: { dag: number; maand: number };
  boekjaar: number;
  eenJaar: boolean;
  /** Force a negative equity in one printed year, or a zero item, so that the trait is visible. */
  negatiefEv: boolean;
  nulPost: boolean;
}

export function maakBedrijf(rng: Rng, o: BedrijfOpties): Bedrijf {
  const cpe = centenPerEenheid(o.eenheid);
  const [lo, hi] =
    o.vorm === 'eenmanszaak' ? [3.3, 6.3] : o.vorm === 'stichting' || o.vorm === 'vereniging' ? [3.5, 7.2] : [3.8, 8.7];
  const minEenheden = 60;
  const totaalEuro = 10 ** rng.between(lo, hi);
  let totaal = Math.max(minEenheden + rng.int(0, 40), Math.round((totaalEuro * 100) / cpe));
  const jaren = o.eenJaar ? [o.boekjaar] : [o.boekjaar, o.boekjaar - 1];

  // five years of totals and equity, newest first, then the detail of the printed years
  const evModus = o.negatiefEv
    ? 'negatief'
    : rng.pick(['normaal', 'normaal', 'normaal', 'normaal', 'negatief', 'groot', 'nul']);
  const hist: { jaar: number; totaal: number; ev: number }[] = [];
  for (let i = 0; i < 6; i++) {
    const jaar = o.boekjaar - i;
    if (i > 0) totaal = Math.max(minEenheden, Math.round(totaal * rng.between(0.7, 1.3)));
    let ev: number;
    const modus = i <= 1 && evModus === 'negatief' && (i === 0 || rng.chance(0.6)) ? 'negatief' : evModus;
    if (modus === 'negatief') ev = -Math.max(1, Math.round(totaal * rng.between(0.05, 0.6)));
    else if (modus === 'nul' && i === 0) ev = 0;
    else if (modus === 'groot') ev = Math.round(totaal * rng.between(0.7, 0.97));
    else ev = Math.round(totaal * rng.between(0.05, 0.7));
    hist.push({ jaar, totaal, ev });
  }

  const detail = new Map<number, Jaar>();
  const nulKansImmaterieel = o.nulPost ? 1 : 0.45;
  const kapitaalEuro = o.vorm === 'bv' ? rng.pick([100, 1_000, 18_000, 18_151]) : 100;
  for (let i = 0; i < 2; i++) {
    const h = hist[i]!;
    const vorig = hist[i + 1]!;
    const balans = maakBalans(rng, o.vorm, h.totaal, h.ev, i === 0 ? nulKansImmaterieel : 0.45, kapitaalEuro, cpe);
    const wv = maakWv(rng, o.vorm, h.ev - vorig.ev, h.totaal);
    const jaar: Jaar = { jaar: h.jaar, balans, wv };
    if (o.vorm === 'eenmanszaak') jaar.fiscaal = maakFiscaal(rng, wv.resultaat, h.totaal);
    // a BV's undistributed result is this year's result; the other reserves take the rest
    const kapitaal = balans.evDelen.find((d) => d.sleutel === 'kapitaal');
    const onverdeeld = balans.evDelen.find((d) => d.sleutel === 'onverdeeld-resultaat');
    const reserves = balans.evDelen.find((d) => d.sleutel === 'overige-reserves');
    if (kapitaal && onverdeeld && reserves) {
      onverdeeld.waarde = wv.resultaat;
      reserves.waarde = h.ev - kapitaal.waarde - wv.resultaat;
    }
    detail.set(h.jaar, jaar);
  }
  const historie = hist
    .slice(0, 5)
    .map((h) => ({
      jaar: h.jaar,
      omzet: detail.get(h.jaar)?.wv.omzet ?? Math.round(h.totaal * rng.between(0.8, 3)),
      resultaat: detail.get(h.jaar)?.wv.resultaat ?? Math.round(h.totaal * rng.between(-0.05, 0.15)),
      eigenVermogen: h.ev,
      balanstotaal: h.totaal,
    }))
    .reverse();

  const naam =
    o.vorm === 'stichting'
      ? rng.pick(STICHTINGEN)
      : o.vorm === 'vereniging'
        ? rng.pick(VERENIGINGEN)
        : o.vorm === 'uk-ltd'
          ? rng.pick(UK)
          : `${rng.pick(NAMEN)}${o.vorm === 'bv' ? ' B.V.' : ''}`;
  return {
    vorm: o.vorm,
    naam,
    plaats: rng.pick(PLAATSEN),
    kvk: String(rng.int(10_000_000, 99_999_999)),
    eenheid: o.eenheid,
    balansdatum: o.balansdatum,
    jaren,
    detail,
    historie,
  };
}

function maakBalans(
  rng: Rng,
  vorm: Vorm,
  totaal: number,
  ev: number,
  nulImmaterieel: number,
  kapitaalEuro: number,
  cpe: number,
): Balans {
  const vasteAandeel = rng.chance(0.1) ? 0 : rng.between(0.05, 0.85);
  const vasteActiva = Math.round(totaal * vasteAandeel);
  const [immaterieel = 0, materieel = 0, financieel = 0] = verdeel(rng, vasteActiva, [nulImmaterieel, 0.1, 0.6]);
  const vlottendeActiva = totaal - vasteActiva;
  const [voorraden = 0, vorderingen = 0, liquide = 0] = verdeel(rng, vlottendeActiva, [0.4, 0.1, 0.05]);

  // passiva: equity is given; the rest is debt and provisions (more than the total when equity is negative)
  const vreemd = totaal - ev;
  const [voorzieningen = 0, langlopend = 0, kortlopendRuw = 0] = verdeel(rng, vreemd, [0.6, 0.4, 0]);
  let kortlopend = kortlopendRuw;
  let lang = langlopend;
  if (kortlopend <= 0 && lang > 0) {
    kortlopend = 1;
    lang -= 1;
  }
  const [crediteuren = 0, belastingen = 0, overige = 0] = verdeel(rng, kortlopend, [0.1, 0.3, 0]);
  const kortDelen = [
    { sleutel: 'crediteuren', waarde: crediteuren },
    { sleutel: 'belastingen', waarde: belastingen },
    { sleutel: 'overige-schulden', waarde: overige },
  ];

  let evDelen: { sleutel: string; waarde: number }[];
  if (vorm === 'bv' || vorm === 'uk-ltd') {
    // the issued capital stays the same over the years; the reserves take the rest (negative after losses)
    const k = Math.max(1, Math.round((kapitaalEuro * 100) / cpe));
    const resultaat = Math.round(ev * rng.between(-0.3, 0.4));
    evDelen =
      vorm === 'bv'
        ? [
            { sleutel: 'kapitaal', waarde: k },
            { sleutel: 'overige-reserves', waarde: ev - k - resultaat },
            { sleutel: 'onverdeeld-resultaat', waarde: resultaat },
          ]
        : [
            { sleutel: 'share-capital', waarde: k },
            { sleutel: 'profit-and-loss', waarde: ev - k },
          ];
  } else if (vorm === 'stichting') {
    const [a = 0, b = 0] = verdeel(rng, Math.max(0, Math.round(ev * 0.6)), [0.3, 0.3]);
    evDelen = [
      { sleutel: 'algemene-reserve', waarde: ev - a - b },
      { sleutel: 'bestemmingsreserves', waarde: a },
      { sleutel: 'bestemmingsfondsen', waarde: b },
    ];
  } else if (vorm === 'vereniging') {
    const a = Math.max(0, Math.round(ev * rng.between(0, 0.5)));
    evDelen = [
      { sleutel: 'algemene-reserve', waarde: ev - a },
      { sleutel: 'bestemmingsreserves', waarde: a },
    ];
  } else {
    evDelen = [{ sleutel: 'ondernemingsvermogen', waarde: ev }];
  }
  return {
    immaterieel,
    materieel,
    financieel,
    vasteActiva,
    voorraden,
    vorderingen,
    liquide,
    vlottendeActiva,
    balanstotaal: totaal,
    evDelen,
    eigenVermogen: ev,
    voorzieningen,
    langlopend: lang,
    kortDelen,
    kortlopend,
  };
}

function maakWv(rng: Rng, vorm: Vorm, evMutatie: number, totaal: number): Resultatenrekening {
  const uitkering =
    vorm === 'eenmanszaak' || (vorm === 'bv' && rng.chance(0.3)) ? Math.round(totaal * rng.between(0, 0.2)) : 0;
  const resultaat = evMutatie + uitkering;
  const belasting = vorm === 'bv' && resultaat > 0 ? Math.round(resultaat * 0.25) : 0;
  const voorBelasting = resultaat + belasting;
  const financieel = -Math.round(totaal * rng.between(0, 0.03));
  const bedrijfsresultaat = voorBelasting - financieel;
  const omzet = Math.max(
    bedrijfsresultaat + Math.round(totaal * rng.between(0.2, 2)),
    Math.round(totaal * rng.between(0.5, 3)),
  );
  const bedrijfslastenTotaal = omzet - bedrijfsresultaat;
  const [kostprijs = 0, personeel = 0, afschrijvingen = 0, overig = 0] = verdeel(
    rng,
    bedrijfslastenTotaal,
    [0.3, 0.3, 0.2, 0],
  );
  return {
    omzet,
    kostprijs,
    brutomarge: omzet - kostprijs,
    personeel,
    afschrijvingen,
    overig,
    bedrijfslasten: personeel + afschrijvingen + overig,
    bedrijfsresultaat,
    financieel,
    voorBelasting,
    belasting,
    resultaat,
    uitkering,
  };
}

function maakFiscaal(rng: Rng, resultaat: number, totaal: number): FiscaleWinst {
  const nietAftrekbaar = Math.round(totaal * rng.between(0, 0.02));
  const privegebruik = rng.chance(0.5) ? Math.round(totaal * rng.between(0, 0.05)) : 0;
  const investeringsaftrek = rng.chance(0.4) ? Math.round(totaal * rng.between(0, 0.05)) : 0;
  const saldo = resultaat + nietAftrekbaar + privegebruik - investeringsaftrek;
  const ondernemersaftrek = saldo > 0 ? Math.min(saldo, Math.round(totaal * rng.between(0.01, 0.08))) : 0;
  const mkbVrijstelling = saldo - ondernemersaftrek > 0 ? Math.round((saldo - ondernemersaftrek) * 0.127) : 0;
  return {
    resultaat,
    nietAftrekbaar,
    privegebruik,
    investeringsaftrek,
    saldo,
    ondernemersaftrek,
    mkbVrijstelling,
    belastbaar: saldo - ondernemersaftrek - mkbVrijstelling,
  };
}

/** The company's true value of a field for a year, in cents; undefined where the company has no such figure. */
export function waarheid(b: Bedrijf, jaar: number, veld: Veld): number | undefined {
  const cpe = centenPerEenheid(b.eenheid);
  const d = b.detail.get(jaar);
  if (d) {
    const v = {
      fiscaleWinst: d.fiscaal?.saldo,
      vlottendeActiva: d.balans.vlottendeActiva,
      immaterieleActiva: d.balans.immaterieel,
      eigenVermogen: d.balans.eigenVermogen,
      balanstotaal: d.balans.balanstotaal,
      kortlopendeSchulden: d.balans.kortlopend,
    }[veld];
    return v === undefined ? undefined : v * cpe;
  }
  const h = b.historie.find((x) => x.jaar === jaar);
  if (!h) return undefined;
  if (veld === 'eigenVermogen') return h.eigenVermogen * cpe;
  if (veld === 'balanstotaal') return h.balanstotaal * cpe;
  return undefined;
}
