// Pure: a stored IKV calculation + the request → every printable string and figure of the PDF (NL/EN).
import type { AanvraagStatus } from '../../aanvraag-regels/aanvraag-status.rules.ts';
import { aanvraagStatusLabel } from '../../aanvraag-regels/aanvraag-status-labels.rules.ts';
import { formatEuro, formatScaled, toCents } from '../../../shared/money.rules.ts';
import type { Taal } from '../../../shared/taal.ts';
import { rechtsvormWeergave } from '../../ikv-berekening/rechtsvorm-weergave.rules.ts';
import { STATUS_TEKST } from '../../ikv-berekening/ikv-explain.rules.ts';
import type { TIkvBerekening } from '../../ikv-berekening/ikv-resultaat.schema.ts';
import { cut, LINE_NAME_MAX, pdfText } from './pdf-text.rules.ts';
import type { Orientatie } from '../../orientatie/orientatie.rules.ts';
import { orientatieOverzicht, type OverzichtRegel } from '../../orientatie/orientatie-overzicht.rules.ts';

export interface ReportInput {
  berekening: TIkvBerekening;
  aanvraag: {
    nummer: number;
    verklaringType: 'IKV' | 'ORIENTATIE';
    status: AanvraagStatus;
    bedrijf: { naam: string; kvkNummer: string; rechtsvorm: string };
    ondernemer: { voornaam: string; achternaam: string };
  };
  /** the adviser's conclusion: the remark of the latest status change, else the latest remark */
  conclusie: { tekst: string; door: string | null; op: string } | null;
  /** ORIENTATIE requests: the indicative maximum mortgage */
  orientatie?: Orientatie | null;
  /** per year the documents the adviser's valid check cites (API.md, Flow III: the PDF lists them) */
  bewijs?: { jaar: number; documenten: string[] }[];
  taal: Taal;
  gegenereerdOp: Date;
  /** the issued statement (API.md, Trust): without it the PDF is a draft and carries the CONCEPT mark */
  uitgifte?: {
    nummer: string;
    adviseur: string;
    uitgegevenOp: Date;
    geldigTot: string;
    verificatieUrl: string;
    qrPng: string;
  } | null;
}

export interface Bar {
  jaar: number;
  label: string;
  /** 0..1 of the tallest bar */
  hoogte: number;
  negatief: boolean;
  ontbrekend: boolean;
}

export interface ReportViewModel {
  taal: Taal;
  titel: string;
  documentTitel: string;
  cover: { label: string; waarde: string }[];
  samenvatting: {
    kop: string;
    toetsinkomenLabel: string;
    toetsinkomen: string;
    uitkomstLabel: string;
    uitkomst: string;
    route: string;
    trend: string | null;
  };
  jaren: { kop: string; kolommen: string[]; rijen: string[][] };
  grafiek: { kop: string; balken: Bar[]; voetnoot: string | null } | null;
  ratios: { kop: string; kolommen: string[]; rijen: string[][]; balanstoets: string };
  dga: { kop: string; rijen: { label: string; waarde: string }[] } | null;
  orientatie: {
    kop: string;
    label: string;
    waarde: string;
    overzicht: OverzichtRegel[];
    stappenKop: string;
    regels: string[];
    aannamesKop: string;
    aannames: string[];
    bron: string;
  } | null;
  uitleg: { kop: string; regels: string[] };
  signaleringen: { kop: string; regels: { ernst: string; tekst: string }[]; leeg: string };
  conclusie: { kop: string; status: string; tekst: string; door: string | null };
  /** per year the documents it was checked against; null when no year was checked */
  bewijs: { kop: string; regels: string[] } | null;
  geldigheid: string;
  disclaimer: string;
  voettekst: string;
  /** the diagonal mark on every page of a draft; null on an issued statement */
  concept: string | null;
  uitgifte: {
    kop: string;
    rijen: { label: string; waarde: string }[];
    qrPng: string;
    verificatieUrl: string;
    uitleg: string;
  } | null;
}

const T = {
  nl: {
    titel: 'Inkomensverklaring ondernemer',
    orientatie: 'Oriëntatie op het inkomen',
    bedrijf: 'Bedrijf',
    kvk: 'KvK-nummer',
    rechtsvorm: 'Rechtsvorm',
    aanvrager: 'Aanvrager',
    datum: 'Datum',
    nummer: 'Aanvraagnummer',
    regels: 'Rekenregels',
    geldigVanaf: 'geldig vanaf',
    peildatum: 'Peildatum',
    versie: 'Berekening',
    samenvatting: 'Samenvatting',
    toetsinkomen: 'Toetsinkomen',
    nietBerekend: 'Niet berekend',
    uitkomst: 'Uitkomst van de berekening',
    routeIB: 'Berekend als IB-ondernemer (saldo fiscale winst)',
    routeDGA: 'DGA-route (BV/NV): de winstberekening voor IB-ondernemers is overgeslagen',
    trend: 'Ontwikkeling van de winst',
    trends: {
      STIJGEND: 'stijgend',
      DALEND: 'dalend',
      STABIEL: 'stabiel',
      WISSELEND: 'wisselend',
      ONBEKEND: 'onbekend (één jaar)',
    },
    jaren: 'Boekjaren',
    jaar: 'Jaar',
    winst: 'Fiscale winst',
    aandeel: 'Winstaandeel',
    va: 'Vlottende activa',
    imm: 'Immat. activa',
    ev: 'Eigen vermogen',
    bt: 'Balanstotaal',
    corr: 'Correctie',
    grafiek: 'Winst per jaar',
    ontbreekt: 'ontbreekt (telt als €\u00a00)',
    ontbreektVoet: 'Een gearceerd jaar ontbreekt en telt als €\u00a00.',
    ratios: 'Solvabiliteit en liquiditeit',
    solv: 'Solvabiliteit',
    liq: 'Liquiditeit',
    normSolv: 'norm ≥ 25%',
    normLiq: 'norm ≥ 1,00',
    voldoet: 'voldoet',
    voldoetNiet: 'voldoet niet',
    nvt: 'n.v.t.',
    balanstoets: (j: number, u: string) =>
      `Balanstoets op ${j}: ${u === 'VOLDOET' ? 'voldoet' : u === 'VOLDOET_NIET' ? 'voldoet niet' : 'niet te berekenen'}.`,
    dga: 'Uitkeringsruimte (DGA)',
    ruimteSolv: 'Ruimte binnen solvabiliteit 25%',
    ruimteLiq: 'Ruimte binnen liquiditeit 1,00',
    ruimte: 'Uitkeringsruimte',
    overwinst: 'Indicatie overwinst (informatief)',
    salaris: 'DGA-salaris (gemaximeerd)',
    orientatieKop: 'Indicatieve maximale hypotheek',
    maxHypotheek: 'Maximale hypotheek (indicatie)',
    orientatieStappen: 'Berekening stap voor stap',
    orientatieAannames: 'Uitgangspunten',
    bron: 'Bron',
    uitleg: 'Toelichting stap voor stap',
    signaleringen: 'Signaleringen',
    geen: 'Geen signaleringen.',
    ernst: { INFO: 'Info', WAARSCHUWING: 'Let op', BLOKKEREND: 'Blokkerend' },
    conclusie: 'Conclusie van de adviseur',
    bewijs: 'Gecontroleerd aan de hand van',
    nietGecontroleerd: 'niet gecontroleerd',
    status: 'Status van de aanvraag',
    geenConclusie: 'De adviseur heeft nog geen conclusie gegeven.',
    geldigheid:
      'Een inkomensverklaring is bij een hypotheekaanvraag met NHG zes maanden geldig, gerekend tot het bindend aanbod.',
    disclaimer:
      'Concept: dit document is een berekening volgens de openbare NHG-normen (rekenregels IKV-NHG-2025.1) en geen inkomensverklaring van een door NHG geaccepteerde rekenexpert. Aan dit document kunnen geen rechten worden ontleend; de geldverstrekker toetst zelf. De 80%-regel voor ondernemers in loondienst is niet toegepast.',
    pagina: 'Pagina',
    concept: 'CONCEPT — geen geldige inkomensverklaring',
    uitgifte: 'Uitgegeven verklaring',
    verklaringNummer: 'Verklaringnummer',
    adviseur: 'Adviseur',
    uitgegevenOp: 'Uitgegeven op',
    geldigTot: 'Geldig tot en met',
    verificatie: 'Controleer echtheid en geldigheid door de QR-code te scannen of via',
    disclaimerUitgegeven: (adv: string) =>
      `Deze verklaring is opgesteld volgens de openbare NHG-normen en door adviseur ${adv} gecontroleerd aan de hand van de aangeleverde stukken. De geldverstrekker toetst zelf. De ondertekende gegevens zitten als bijlage verklaring.json in dit document.`,
  },
  en: {
    titel: 'Entrepreneur income statement',
    orientatie: 'Income orientation',
    bedrijf: 'Company',
    kvk: 'KvK number',
    rechtsvorm: 'Legal form',
    aanvrager: 'Applicant',
    datum: 'Date',
    nummer: 'Request number',
    regels: 'Rules version',
    geldigVanaf: 'in force from',
    peildatum: 'Reference date',
    versie: 'Calculation',
    samenvatting: 'Summary',
    toetsinkomen: 'Qualifying income',
    nietBerekend: 'Not calculated',
    uitkomst: 'Outcome of the calculation',
    routeIB: 'Calculated as an income-tax entrepreneur (taxable business profit)',
    routeDGA: 'DGA route (BV/NV): the income-tax profit calculation was skipped',
    trend: 'Profit trend',
    trends: {
      STIJGEND: 'rising',
      DALEND: 'falling',
      STABIEL: 'stable',
      WISSELEND: 'mixed',
      ONBEKEND: 'unknown (one year)',
    },
    jaren: 'Financial years',
    jaar: 'Year',
    winst: 'Taxable profit',
    aandeel: 'Profit share',
    va: 'Current assets',
    imm: 'Intangibles',
    ev: 'Equity',
    bt: 'Balance total',
    corr: 'Correction',
    grafiek: 'Profit per year',
    ontbreekt: 'missing (counts as €0)',
    ontbreektVoet: 'A hatched year is missing and counts as €0.',
    ratios: 'Solvency and liquidity',
    solv: 'Solvency',
    liq: 'Liquidity',
    normSolv: 'norm ≥ 25%',
    normLiq: 'norm ≥ 1.00',
    voldoet: 'passes',
    voldoetNiet: 'fails',
    nvt: 'n/a',
    balanstoets: (j: number, u: string) =>
      `Balance test on ${j}: ${u === 'VOLDOET' ? 'passes' : u === 'VOLDOET_NIET' ? 'fails' : 'cannot be computed'}.`,
    dga: 'Distributable room (DGA)',
    ruimteSolv: 'Room within solvency 25%',
    ruimteLiq: 'Room within liquidity 1.00',
    ruimte: 'Distributable room',
    overwinst: 'Excess-profit indication (informational)',
    salaris: 'DGA salary (capped)',
    orientatieKop: 'Indicative maximum mortgage',
    maxHypotheek: 'Maximum mortgage (indication)',
    orientatieStappen: 'Calculation step by step',
    orientatieAannames: 'Assumptions',
    bron: 'Source',
    uitleg: 'Step-by-step explanation',
    signaleringen: 'Flags',
    geen: 'No flags.',
    ernst: { INFO: 'Info', WAARSCHUWING: 'Warning', BLOKKEREND: 'Blocking' },
    conclusie: "Adviser's conclusion",
    bewijs: 'Checked against',
    nietGecontroleerd: 'not checked',
    status: 'Request status',
    geenConclusie: 'The adviser has not given a conclusion yet.',
    geldigheid: 'For a mortgage with NHG an income statement is valid for six months, counted to the binding offer.',
    disclaimer:
      'Draft: this document is a calculation following the public NHG norms (rules IKV-NHG-2025.1), not an income statement by an NHG-accepted calculation expert. No rights can be derived from it; the lender makes its own assessment. The 80% rule for entrepreneurs in employment was not applied.',
    pagina: 'Page',
    concept: 'DRAFT — not a valid income statement',
    uitgifte: 'Issued statement',
    verklaringNummer: 'Statement number',
    adviseur: 'Adviser',
    uitgegevenOp: 'Issued on',
    geldigTot: 'Valid until',
    verificatie: 'Check that it is genuine and still valid by scanning the QR code or at',
    disclaimerUitgegeven: (adv: string) =>
      `This statement follows the public NHG norms and was checked by adviser ${adv} against the documents provided. The lender makes its own assessment. The signed data are attached to this document as verklaring.json.`,
  },
} as const;

function formatDate(d: Date, taal: Taal): string {
  return new Intl.DateTimeFormat(taal === 'nl' ? 'nl-NL' : 'en-GB', {
    timeZone: 'Europe/Amsterdam',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(d);
}

/** What people typed, made printable for the PDF font (see pdf-text.rules.ts). */
function printable(input: ReportInput): ReportInput {
  const { aanvraag: a } = input;
  return {
    ...input,
    aanvraag: {
      ...a,
      bedrijf: { ...a.bedrijf, naam: pdfText(a.bedrijf.naam) },
      ondernemer: { voornaam: pdfText(a.ondernemer.voornaam), achternaam: pdfText(a.ondernemer.achternaam) },
    },
    conclusie: input.conclusie
      ? {
          ...input.conclusie,
          tekst: pdfText(input.conclusie.tekst),
          door: input.conclusie.door === null ? null : pdfText(input.conclusie.door),
        }
      : null,
    uitgifte: input.uitgifte ? { ...input.uitgifte, adviseur: pdfText(input.uitgifte.adviseur) } : input.uitgifte,
  };
}

type Texts = (typeof T)[Taal];
type Berekening = ReportInput['berekening'];

/** The amounts, percentages, ratios and verdicts of the report in the reader's language. */
function formatters(taal: Taal, t: Texts) {
  return {
    eur: (n: number) => formatEuro(toCents(n), taal),
    eurWhole: (n: number) => formatEuro(toCents(n), taal, true),
    pct: (n: number | null) => (n === null ? t.nvt : `${formatScaled(BigInt(Math.round(n * 10)), 1, taal)}%`),
    ratio: (n: number | null) => (n === null ? t.nvt : formatScaled(BigInt(Math.round(n * 100)), 2, taal)),
    ok: (v: boolean | null) => (v === null ? t.nvt : v ? t.voldoet : t.voldoetNiet),
  };
}
type Formatters = ReturnType<typeof formatters>;

/** Midday UTC of a calendar date: the same day in every time zone the report is printed in. */
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

function coverRows(input: ReportInput, t: Texts): ReportViewModel['cover'] {
  const { berekening: r, aanvraag: a, taal } = input;
  return [
    { label: t.bedrijf, waarde: a.bedrijf.naam },
    { label: t.kvk, waarde: a.bedrijf.kvkNummer },
    { label: t.rechtsvorm, waarde: rechtsvormWeergave(a.bedrijf.rechtsvorm, taal) },
    { label: t.aanvrager, waarde: `${a.ondernemer.voornaam} ${a.ondernemer.achternaam}` },
    { label: t.datum, waarde: formatDate(input.gegenereerdOp, taal) },
    { label: t.nummer, waarde: String(a.nummer) },
    {
      label: t.regels,
      waarde: r.geldigVanaf
        ? `${r.regelsVersie} (${t.geldigVanaf} ${formatDate(day(r.geldigVanaf), taal)})`
        : r.regelsVersie,
    },
    { label: t.peildatum, waarde: formatDate(day(r.peildatum), taal) },
    { label: t.versie, waarde: `v${r.versie} · ${formatDate(new Date(r.berekendOp), taal)}` },
  ];
}

function yearsTable(r: Berekening, t: Texts, f: Formatters): ReportViewModel['jaren'] {
  const ib = r.route === 'IB';
  const kolommen = [t.jaar, t.winst, ...(ib ? [t.aandeel] : []), t.va, t.imm, t.ev, t.bt, t.corr];
  const rijen = r.jaren.map((j) => [
    String(j.jaar),
    f.eur(j.fiscaleWinst),
    ...(ib ? [f.eur(j.winstaandeel ?? 0)] : []),
    f.eur(j.vlottendeActiva),
    f.eur(j.immaterieleActiva),
    f.eur(j.eigenVermogen),
    f.eur(j.balanstotaal),
    f.eur(j.balanscorrectie),
  ]);
  return { kop: t.jaren, kolommen, rijen };
}

function profitChart(r: Berekening, t: Texts, f: Formatters): ReportViewModel['grafiek'] {
  const perJaar = r.inkomen
    ? r.inkomen.perJaar.map((p) => ({ jaar: p.jaar, waarde: p.winstaandeel, ontbrekend: p.ontbrekend }))
    : r.jaren.map((j) => ({ jaar: j.jaar, waarde: j.fiscaleWinst, ontbrekend: false }));
  const max = Math.max(1, ...perJaar.map((p) => Math.abs(p.waarde)));
  const balken: Bar[] = perJaar.map((p) => ({
    jaar: p.jaar,
    label: p.ontbrekend ? t.ontbreekt : f.eur(p.waarde),
    hoogte: Math.abs(p.waarde) / max,
    negatief: p.waarde < 0,
    ontbrekend: p.ontbrekend,
  }));
  return { kop: t.grafiek, balken, voetnoot: balken.some((b) => b.ontbrekend) ? t.ontbreektVoet : null };
}

function ratiosTable(r: Berekening, t: Texts, f: Formatters): ReportViewModel['ratios'] {
  return {
    kop: t.ratios,
    kolommen: [t.jaar, `${t.solv} (${t.normSolv})`, '', `${t.liq} (${t.normLiq})`, ''],
    rijen: r.jaren.map((j) => [
      String(j.jaar),
      f.pct(j.solvabiliteitPct),
      f.ok(j.solvabiliteitVoldoet),
      f.ratio(j.liquiditeit),
      f.ok(j.liquiditeitVoldoet),
    ]),
    balanstoets: t.balanstoets(r.balansToets.peiljaar, r.balansToets.uitkomst),
  };
}

function dgaSection(r: Berekening, t: Texts, f: Formatters): ReportViewModel['dga'] {
  if (!r.dga) return null;
  return {
    kop: t.dga,
    rijen: [
      { label: t.ruimteSolv, waarde: f.eur(r.dga.uitkeringsruimteSolvabiliteit) },
      { label: t.ruimteLiq, waarde: f.eur(r.dga.uitkeringsruimteLiquiditeit) },
      { label: t.ruimte, waarde: f.eur(r.dga.uitkeringsruimte) },
      { label: t.overwinst, waarde: f.eur(r.dga.overwinstIndicatie) },
      ...(r.dga.salaris ? [{ label: t.salaris, waarde: f.eur(r.dga.salaris.gemaximeerd) }] : []),
    ],
  };
}

function orientatieSection(input: ReportInput, t: Texts, f: Formatters): ReportViewModel['orientatie'] {
  const o = input.orientatie;
  if (!o) return null;
  const taal = input.taal;
  return {
    kop: t.orientatieKop,
    label: t.maxHypotheek,
    waarde: f.eurWhole(o.maximaleHypotheek),
    overzicht: orientatieOverzicht(o, taal),
    stappenKop: t.orientatieStappen,
    regels: o.stappen.map((s) => s[taal]),
    aannamesKop: t.orientatieAannames,
    aannames: o.aannames.map((a) => a[taal]),
    bron: `${t.bron}: ${o.bron[taal]} (${o.regelsVersie}, ${t.geldigVanaf} ${formatDate(day(o.geldigVanaf), taal)})`,
  };
}

/** Per year, the documents the adviser checked it against (or that it was not checked). */
function evidenceSection(input: ReportInput, t: Texts): ReportViewModel['bewijs'] {
  if (!input.bewijs || input.bewijs.length === 0) return null;
  return {
    kop: t.bewijs,
    regels: [...input.bewijs]
      .sort((a, b) => a.jaar - b.jaar)
      .map(
        (b) =>
          `${b.jaar}: ${b.documenten.length > 0 ? b.documenten.map((d) => pdfText(d)).join(', ') : t.nietGecontroleerd}`,
      ),
  };
}

function issueSection(input: ReportInput, t: Texts): ReportViewModel['uitgifte'] {
  const u = input.uitgifte;
  if (!u) return null;
  return {
    kop: t.uitgifte,
    rijen: [
      { label: t.verklaringNummer, waarde: u.nummer },
      { label: t.adviseur, waarde: u.adviseur },
      { label: t.uitgegevenOp, waarde: formatDate(u.uitgegevenOp, input.taal) },
      { label: t.geldigTot, waarde: formatDate(day(u.geldigTot), input.taal) },
    ],
    qrPng: u.qrPng,
    verificatieUrl: u.verificatieUrl,
    uitleg: t.verificatie,
  };
}

function conclusionSection(input: ReportInput, t: Texts): ReportViewModel['conclusie'] {
  return {
    kop: t.conclusie,
    status: `${t.status}: ${aanvraagStatusLabel(input.aanvraag.status, input.taal)}`,
    tekst: input.conclusie?.tekst ?? t.geenConclusie,
    door: input.conclusie
      ? [input.conclusie.door, formatDate(new Date(input.conclusie.op), input.taal)].filter(Boolean).join(' · ')
      : null,
  };
}

export function buildReportViewModel(raw: ReportInput): ReportViewModel {
  const input = printable(raw);
  const { berekening: r, aanvraag: a, taal } = input;
  const t = T[taal];
  const f = formatters(taal, t);
  const titel = a.verklaringType === 'ORIENTATIE' ? t.orientatie : t.titel;
  return {
    taal,
    titel,
    documentTitel: `${titel} ${cut(a.bedrijf.naam, LINE_NAME_MAX)} (${a.nummer})`,
    cover: coverRows(input, t),
    samenvatting: {
      kop: t.samenvatting,
      toetsinkomenLabel: t.toetsinkomen,
      toetsinkomen: r.toetsinkomen === null ? t.nietBerekend : f.eurWhole(r.toetsinkomen),
      uitkomstLabel: t.uitkomst,
      uitkomst: STATUS_TEKST[r.status][taal],
      route: r.route === 'IB' ? t.routeIB : t.routeDGA,
      trend: r.trend ? `${t.trend}: ${t.trends[r.trend]}` : null,
    },
    jaren: yearsTable(r, t, f),
    grafiek: profitChart(r, t, f),
    ratios: ratiosTable(r, t, f),
    dga: dgaSection(r, t, f),
    orientatie: orientatieSection(input, t, f),
    uitleg: { kop: t.uitleg, regels: r.uitleg.map((u) => u[taal]) },
    signaleringen: {
      kop: t.signaleringen,
      // a calculation past the newest rules says so first (REGELS_NIET_ACTUEEL)
      regels: [
        ...(r.waarschuwingen ?? []).map((w) => ({ ernst: t.ernst.WAARSCHUWING, tekst: w[taal] })),
        ...r.signaleringen.map((s) => ({ ernst: t.ernst[s.ernst], tekst: s[taal] })),
      ],
      leeg: t.geen,
    },
    conclusie: conclusionSection(input, t),
    bewijs: evidenceSection(input, t),
    geldigheid: t.geldigheid,
    // the rules version the result was made with (older results keep theirs)
    disclaimer: input.uitgifte
      ? t.disclaimerUitgegeven(input.uitgifte.adviseur)
      : t.disclaimer.replace('IKV-NHG-2025.1', r.regelsVersie),
    concept: input.uitgifte ? null : t.concept,
    uitgifte: issueSection(input, t),
    voettekst: `${titel} · ${cut(a.bedrijf.naam, LINE_NAME_MAX)} · ${t.nummer} ${a.nummer} · ${t.pagina}`,
  };
}
