// The pre-check form as typed text (Dutch notation) → the API's input, with a message per field. Pure.
import type { TPrecheckInput } from '@ikv/api/schemas/ikv/precheck';
import type { TVoorcheck } from '@ikv/api/schemas/ikv/precheck';
import type { VoorcheckDocumenten } from '@ikv/api/rest';
import { formatMoneyInput, parseMoney } from '~/lib/format.ts';

export const RECHTSVORMEN = ['EENMANSZAAK', 'VOF', 'MAATSCHAP', 'CV', 'BV', 'NV'] as const;
type VormKeuze = (typeof RECHTSVORMEN)[number];

export const BEDRAG_VELDEN = [
  'fiscaleWinst',
  'vlottendeActiva',
  'immaterieleActiva',
  'eigenVermogen',
  'balanstotaal',
  'kortlopendeSchulden',
  'dgaSalaris',
] as const;
type BedragVeld = (typeof BEDRAG_VELDEN)[number];

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
): { input: TPrecheckInput | null; fieldErrors: Record<string, string>; geenJaren: boolean } {
  const fieldErrors: Record<string, string> = {};
  const rechtsvorm = (RECHTSVORMEN as readonly string[]).includes(values.rechtsvorm ?? '')
    ? (values.rechtsvorm as VormKeuze)
    : 'EENMANSZAAK';
  const dga = rechtsvorm === 'BV' || rechtsvorm === 'NV';
  const bedrag = (naam: string, verplicht: boolean): number | null => {
    const raw = (values[naam] ?? '').trim();
    if (raw === '') return verplicht ? 0 : null;
    const n = parseMoney(raw);
    if (n === null) fieldErrors[naam] = msg.invalidAmount;
    return n;
  };
  let aandeelPercentage: number | undefined;
  if (!dga && (values.aandeel ?? '').trim() !== '') {
    const a = parseMoney(values.aandeel!);
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
    const fiscaleWinst = bedrag(veld(i, 'fiscaleWinst'), true);
    const vlottendeActiva = bedrag(veld(i, 'vlottendeActiva'), true);
    const immaterieleActiva = bedrag(veld(i, 'immaterieleActiva'), true);
    const eigenVermogen = bedrag(veld(i, 'eigenVermogen'), true);
    const balanstotaal = bedrag(veld(i, 'balanstotaal'), true);
    const kortlopendeSchulden = bedrag(veld(i, 'kortlopendeSchulden'), false);
    const salaris = dga ? bedrag(veld(i, 'dgaSalaris'), false) : null;
    if (jaar === null) continue;
    boekjaren.push({
      jaar,
      fiscaleWinst: fiscaleWinst ?? 0,
      vlottendeActiva: vlottendeActiva ?? 0,
      immaterieleActiva: immaterieleActiva ?? 0,
      eigenVermogen: eigenVermogen ?? 0,
      balanstotaal: balanstotaal ?? 0,
      balanscorrectie: 0,
      balanscorrectieReden: null,
      ...(kortlopendeSchulden === null ? {} : { kortlopendeSchulden }),
    });
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

/** The form's values from the figures read: the three latest years, oldest first, in Dutch notation. */
export function valuesFromDocumenten(
  boekjaren: NonNullable<VoorcheckState['documenten']>['boekjaren'],
  rechtsvorm: string,
  aandeel: string,
): Record<string, string> {
  const values: Record<string, string> = { rechtsvorm, aandeel };
  const laatste = [...boekjaren].sort((a, b) => a.jaar - b.jaar).slice(-3);
  laatste.forEach((b, i) => {
    values[veld(i, 'jaar')] = String(b.jaar);
    for (const naam of BEDRAG_VELDEN) {
      const w = naam === 'dgaSalaris' ? undefined : b.velden[naam];
      values[veld(i, naam)] = w ? formatMoneyInput(w.waarde, 'nl') : '';
    }
  });
  return values;
}
