// The pre-check form as typed text (in the reader's notation: "64.195" in Dutch, "64,195" in English)
// → the API's input, with a message per field. Pure.
import type { TPrecheckInput } from '@ikv/api/schemas/ikv/precheck';
import type { TVoorcheck } from '@ikv/api/schemas/ikv/precheck';
import type { VoorcheckDocumenten } from '@ikv/api/rest';
import { IKV_VELDEN } from '@ikv/api/shared/financieel-boekjaar.fields';
import type { Locale } from '~/i18n/locale.ts';
import { formatMoneyInput, parseMoney } from '~/lib/format.ts';

export const RECHTSVORMEN = ['EENMANSZAAK', 'VOF', 'MAATSCHAP', 'CV', 'BV', 'NV'] as const;
type VormKeuze = (typeof RECHTSVORMEN)[number];

/** A year's amounts the pre-check asks for: those the IKV reads, but no correction (it is 0 here). */
export const JAAR_VELDEN = IKV_VELDEN.filter((v) => v.soort === 'bedrag' && v.invoer !== 'nul');
type JaarVeld = (typeof JAAR_VELDEN)[number]['naam'];
export const BEDRAG_VELDEN = [...JAAR_VELDEN.map((v) => v.naam), 'dgaSalaris'] as const;
type BedragVeld = JaarVeld | 'dgaSalaris';

/** The field names of the form: `rechtsvorm`, `aandeel`, `j0.jaar`, `j0.fiscaleWinst`, … (three years). */
export const veld = (i: number, naam: 'jaar' | BedragVeld) => `j${i}.${naam}`;

export interface VoorcheckState {
  status: 'idle' | 'error' | 'ok';
  message?:
    | 'fixErrors'
    | 'noYears'
    | 'rateLimited'
    | 'unexpected'
    | 'problem'
    | 'geenBestanden'
    | 'teVeelBestanden'
    | 'teGroot'
    | 'verkeerdType';
  /** the problem's text, in the visitor's language (422) */
  problem?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  result?: TVoorcheck;
  /** the figures read from dropped documents, with their source (POST /ikv/voorcheck/documenten) */
  documenten?: Omit<VoorcheckDocumenten, 'voorcheck'>;
  /** counts the times documents filled the form (the form's fields are re-mounted with the new values) */
  vulling?: number;
}

/** Last three closed years before the given year, oldest first. */
export const standaardJaren = (huidigJaar: number) => [huidigJaar - 3, huidigJaar - 2, huidigJaar - 1];

/** Typed values → the API's input; empty optional fields are left out, a year without profit is skipped. */
export function toPrecheckInput(
  values: Record<string, string>,
  msg: { invalidAmount: string; invalidYear: string },
  locale: Locale = 'nl',
): { input: TPrecheckInput | null; fieldErrors: Record<string, string>; geenJaren: boolean } {
  const fieldErrors: Record<string, string> = {};
  const rechtsvorm = (RECHTSVORMEN as readonly string[]).includes(values.rechtsvorm ?? '')
    ? (values.rechtsvorm as VormKeuze)
    : 'EENMANSZAAK';
  const dga = rechtsvorm === 'BV' || rechtsvorm === 'NV';
  const bedrag = (naam: string, verplicht: boolean): number | null => {
    const raw = (values[naam] ?? '').trim();
    if (raw === '') return verplicht ? 0 : null;
    const n = parseMoney(raw, locale);
    if (n === null) fieldErrors[naam] = msg.invalidAmount;
    return n;
  };
  let aandeelPercentage: number | undefined;
  if (!dga && (values.aandeel ?? '').trim() !== '') {
    const a = parseMoney(values.aandeel!, locale);
    if (a === null) fieldErrors.aandeel = msg.invalidAmount;
    else aandeelPercentage = a;
  }
  const boekjaren: TPrecheckInput['boekjaren'] = [];
  const dgaSalarissen: { jaar: number; bedrag: number }[] = [];
  for (let i = 0; i < 3; i++) {
    if ((values[veld(i, 'fiscaleWinst')] ?? '').trim() === '') continue;
    const jaarText = (values[veld(i, 'jaar')] ?? '').trim();
    const jaar = /^\d{4}$/.test(jaarText) ? Number(jaarText) : null;
    if (jaar === null) fieldErrors[veld(i, 'jaar')] = msg.invalidYear;
    const jaarInvoer: Record<string, unknown> = { jaar };
    for (const v of IKV_VELDEN) {
      const gevraagd = JAAR_VELDEN.find((f) => f.naam === v.naam);
      // not asked (the correction and its reason): as an empty field of the years' form
      if (!gevraagd) jaarInvoer[v.naam] = v.soort === 'tekst' ? null : 0;
      else {
        const n = bedrag(veld(i, gevraagd.naam), gevraagd.invoer === 'verplicht');
        // a required amount that is unreadable has its error; an optional one left empty is unknown
        if (n !== null || v.vast) jaarInvoer[v.naam] = n ?? 0;
      }
    }
    const salaris = dga ? bedrag(veld(i, 'dgaSalaris'), false) : null;
    if (jaar === null) continue;
    boekjaren.push(jaarInvoer as TPrecheckInput['boekjaren'][number]);
    if (salaris !== null) dgaSalarissen.push({ jaar, bedrag: salaris });
  }
  const geenJaren = boekjaren.length === 0 && Object.keys(fieldErrors).length === 0;
  if (Object.keys(fieldErrors).length > 0 || geenJaren) return { input: null, fieldErrors, geenJaren };
  return {
    input: {
      rechtsvorm,
      ...(aandeelPercentage === undefined ? {} : { aandeelPercentage }),
      boekjaren,
      ...(dgaSalarissen.length ? { dgaSalarissen } : {}),
    },
    fieldErrors,
    geenJaren,
  };
}

/**
 * What the person chose beside the figures (legal form, share, DGA salary per year) as the documents'
 * pre-check takes it: kept when documents are dropped. An unreadable share or salary is left out (the
 * typed form then marks it).
 */
export function keuzeVan(
  values: Record<string, string>,
  locale: Locale,
): { rechtsvorm: VormKeuze; aandeelPercentage?: number; dgaSalarissen?: { jaar: number; bedrag: number }[] } {
  const rechtsvorm = (RECHTSVORMEN as readonly string[]).includes(values.rechtsvorm ?? '')
    ? (values.rechtsvorm as VormKeuze)
    : 'EENMANSZAAK';
  const dga = rechtsvorm === 'BV' || rechtsvorm === 'NV';
  const aandeel = dga ? null : parseMoney(values.aandeel ?? '', locale);
  const dgaSalarissen: { jaar: number; bedrag: number }[] = [];
  if (dga) {
    for (let i = 0; i < 3; i++) {
      const jaar = (values[veld(i, 'jaar')] ?? '').trim();
      const bedrag = parseMoney(values[veld(i, 'dgaSalaris')] ?? '', locale);
      if (/^\d{4}$/.test(jaar) && bedrag !== null && bedrag >= 0) dgaSalarissen.push({ jaar: Number(jaar), bedrag });
    }
  }
  return {
    rechtsvorm,
    ...(aandeel === null ? {} : { aandeelPercentage: aandeel }),
    ...(dgaSalarissen.length ? { dgaSalarissen } : {}),
  };
}

/**
 * The form's values from the figures read: the three latest years, oldest first, in the reader's
 * notation; the legal form, share and the DGA salaries typed before (by year) are kept.
 */
export function valuesFromDocumenten(
  boekjaren: NonNullable<VoorcheckState['documenten']>['boekjaren'],
  vorige: Record<string, string>,
  locale: Locale = 'nl',
): Record<string, string> {
  const values: Record<string, string> = {
    rechtsvorm: vorige.rechtsvorm || 'EENMANSZAAK',
    aandeel: vorige.aandeel ?? '100',
  };
  const salarisPerJaar = new Map<string, string>();
  for (let i = 0; i < 3; i++) {
    const jaar = (vorige[veld(i, 'jaar')] ?? '').trim();
    const salaris = vorige[veld(i, 'dgaSalaris')] ?? '';
    if (jaar && salaris.trim()) salarisPerJaar.set(jaar, salaris);
  }
  const laatste = [...boekjaren].sort((a, b) => a.jaar - b.jaar).slice(-3);
  laatste.forEach((b, i) => {
    values[veld(i, 'jaar')] = String(b.jaar);
    for (const naam of BEDRAG_VELDEN) {
      if (naam === 'dgaSalaris') {
        values[veld(i, naam)] = salarisPerJaar.get(String(b.jaar)) ?? '';
        continue;
      }
      const w = b.velden[naam as keyof typeof b.velden];
      values[veld(i, naam)] = w ? formatMoneyInput(w.waarde, locale) : '';
    }
  });
  return values;
}

/**
 * The form's values from figures carried before (the signed cookie of the pre-check): what the person
 * saw when he left for /orientatie or registration, back in the form after Back or a new visit.
 */
export function valuesFromInput(input: TPrecheckInput, locale: Locale = 'nl'): Record<string, string> {
  const values: Record<string, string> = {
    rechtsvorm: input.rechtsvorm,
    aandeel: formatMoneyInput(input.aandeelPercentage ?? 100, locale),
  };
  const salaris = new Map((input.dgaSalarissen ?? []).map((d) => [d.jaar, d.bedrag]));
  [...input.boekjaren]
    .sort((a, b) => a.jaar - b.jaar)
    .slice(-3)
    .forEach((b, i) => {
      values[veld(i, 'jaar')] = String(b.jaar);
      for (const f of JAAR_VELDEN) {
        const n = (b as Record<string, unknown>)[f.naam];
        values[veld(i, f.naam)] = typeof n === 'number' ? formatMoneyInput(n, locale) : '';
      }
      const d = salaris.get(b.jaar);
      values[veld(i, 'dgaSalaris')] = d === undefined ? '' : formatMoneyInput(d, locale);
    });
  return values;
}
