// Is a stored IKV calculation still the calculation of today's facts? (API.md, Trust → Issuing: "an
// IKV result exists that was calculated after the last change of any figures".) Pure. Both sides are
// the calculation's own input (IkvInvoer, as ikv.service builds it and stores it with the result) and
// its rules version, normalised the same way, so the issuing gate and the "recalculate" hint can never
// disagree with what a recalculation would use: every field of every year (kortlopendeSchulden
// included), the applicant's share, the legal form, the start year, the DGA data, the rules version
// and the part of the peildatum the rules read (its year and whether 1 May and 1 August have passed,
// IKV.md §6.3 / IKV_CONSTANTEN). A change of any of them outdates the calculation.
import { formatPct } from '../../shared/money.rules.ts';
import type { TaalVoorkeur } from '../../shared/taal.ts';
import { IKV_CONSTANTEN, type IkvInvoer } from './ikv.rules.ts';
import { VELD, veldenTekst } from '../../shared/boekjaar-veld-tekst.ts';

export { veldNaam, veldenTekst } from '../../shared/boekjaar-veld-tekst.ts';

/** What a calculation was made from: its stored input (JSON, possibly from an older version) and rules version. */
export interface BerekeningGrondslag {
  invoer: unknown;
  regelsVersie: string;
}

/** One difference between the calculation's input and today's input, in words a person can read. */
export type Wijziging =
  | { soort: 'BOEKJAAR'; jaar: number; velden: string[] }
  | { soort: 'BOEKJAAR_NIEUW'; jaar: number }
  | { soort: 'BOEKJAAR_WEG'; jaar: number }
  | { soort: 'AANDEEL'; van: number | null; naar: number | null }
  | { soort: 'RECHTSVORM' }
  | { soort: 'STARTJAAR' }
  | { soort: 'DGA' }
  | { soort: 'PEILDATUM' }
  | { soort: 'REGELS' };

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as the rules read it: absent and null alike, numbers to whole cents, the rest as JSON. */
function waarde(v: unknown): string {
  if (v === undefined || v === null) return 'null';
  if (typeof v === 'number') return Number.isFinite(v) ? String(Math.round(v * 100)) : 'NaN';
  return JSON.stringify(v);
}

/** The part of a peildatum the rules read: the year, and whether 1 May and 1 August have passed. */
export function peildatumTijdvak(peildatum: unknown): string {
  if (typeof peildatum !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(peildatum)) return 'onbekend';
  const md = peildatum.slice(5);
  return `${peildatum.slice(0, 4)}:${md >= IKV_CONSTANTEN.DEADLINE_VORIG_JAAR ? 1 : 0}${md >= IKV_CONSTANTEN.TUSSENTIJDS_VANAF ? 1 : 0}`;
}

function jarenVan(invoer: Rec): Map<number, Rec> {
  const rows = Array.isArray(invoer.boekjaren) ? invoer.boekjaren.filter(isRec) : [];
  return new Map(rows.map((r) => [Number(r.jaar), r]));
}

const lijst = (v: unknown) =>
  Array.isArray(v)
    ? [...v]
        .filter(isRec)
        .sort((a, b) => Number(a.jaar) - Number(b.jaar))
        .map((r) => `${waarde(r.jaar)}=${waarde(r.bedrag)}`)
        .join(',')
    : '';
const dgaSleutel = (i: Rec) =>
  `${lijst(i.dgaSalarissen)}|${isRec(i.tussentijds) ? `${waarde(i.tussentijds.winst)}/${waarde(i.tussentijds.maanden)}` : 'null'}`;
const aandeel = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v * 100) / 100 : null);

/**
 * Every difference between what the calculation was made from and what it would be made from now
 * (empty: the calculation is current). `huidig` is null when no calculation can be made today (e.g.
 * an unsupported legal form): then nothing stored is current.
 */
export function berekeningWijzigingen(
  berekend: BerekeningGrondslag,
  huidig: { invoer: IkvInvoer; regelsVersie: string } | null,
): Wijziging[] {
  const oud: Rec = isRec(berekend.invoer) ? berekend.invoer : {};
  if (!huidig) return [{ soort: 'RECHTSVORM' }];
  const nu = huidig.invoer as unknown as Rec;
  const out: Wijziging[] = [];
  const oudJaren = jarenVan(oud);
  const nuJaren = jarenVan(nu);
  for (const jaar of [...new Set([...oudJaren.keys(), ...nuJaren.keys()])].sort((a, b) => a - b)) {
    const a = oudJaren.get(jaar);
    const b = nuJaren.get(jaar);
    if (!a) out.push({ soort: 'BOEKJAAR_NIEUW', jaar });
    else if (!b) out.push({ soort: 'BOEKJAAR_WEG', jaar });
    else {
      const velden = [...new Set([...Object.keys(a), ...Object.keys(b)])]
        .filter((k) => k !== 'jaar' && waarde(a[k]) !== waarde(b[k]))
        .sort();
      if (velden.length > 0) out.push({ soort: 'BOEKJAAR', jaar, velden });
    }
  }
  if (aandeel(oud.aandeelPercentage) !== aandeel(nu.aandeelPercentage))
    out.push({ soort: 'AANDEEL', van: aandeel(oud.aandeelPercentage), naar: aandeel(nu.aandeelPercentage) });
  if (waarde(oud.rechtsvorm) !== waarde(nu.rechtsvorm)) out.push({ soort: 'RECHTSVORM' });
  if (waarde(oud.startjaar) !== waarde(nu.startjaar)) out.push({ soort: 'STARTJAAR' });
  if (dgaSleutel(oud) !== dgaSleutel(nu)) out.push({ soort: 'DGA' });
  if (peildatumTijdvak(oud.peildatum) !== peildatumTijdvak(nu.peildatum)) out.push({ soort: 'PEILDATUM' });
  if (berekend.regelsVersie !== huidig.regelsVersie) out.push({ soort: 'REGELS' });
  return out;
}

const pct = (n: number | null, taal: TaalVoorkeur) =>
  n === null ? (taal === 'EN' ? 'none' : 'geen') : formatPct(n, taal);

/** One difference as a clause: "de fiscale winst van 2024 is gewijzigd" / "the taxable profit of 2024 changed". */
export function wijzigingTekst(w: Wijziging, taal: TaalVoorkeur): string {
  const en = taal === 'EN';
  switch (w.soort) {
    case 'BOEKJAAR':
      return en
        ? `${veldenTekst(w.velden, taal)} of ${w.jaar} changed`
        : `${veldenTekst(w.velden, taal)} van ${w.jaar} ${w.velden.length > 1 || (VELD.get(w.velden[0] ?? '')?.meervoud ?? false) ? 'zijn' : 'is'} gewijzigd`;
    case 'BOEKJAAR_NIEUW':
      return en ? `the figures of ${w.jaar} were added` : `de cijfers van ${w.jaar} zijn toegevoegd`;
    case 'BOEKJAAR_WEG':
      return en ? `the figures of ${w.jaar} were removed` : `de cijfers van ${w.jaar} zijn verwijderd`;
    case 'AANDEEL':
      return en
        ? `the applicant's profit share changed from ${pct(w.van, taal)} to ${pct(w.naar, taal)}`
        : `het winstaandeel van de aanvrager is gewijzigd van ${pct(w.van, taal)} naar ${pct(w.naar, taal)}`;
    case 'RECHTSVORM':
      return en ? 'the legal form changed' : 'de rechtsvorm is gewijzigd';
    case 'STARTJAAR':
      return en ? 'the start date of the company changed' : 'de startdatum van het bedrijf is gewijzigd';
    case 'DGA':
      return en ? 'the director-shareholder figures changed' : 'de DGA-gegevens zijn gewijzigd';
    case 'PEILDATUM':
      return en
        ? 'a date that changes which figures the rules require has passed'
        : 'er is een datum verstreken waarop de regels andere cijfers vragen';
    case 'REGELS':
      return en ? 'the calculation rules were updated' : 'de rekenregels zijn bijgewerkt';
  }
}

/** All differences as one sentence part, at most three named ("…, en meer"). */
export function wijzigingenTekst(ws: readonly Wijziging[], taal: TaalVoorkeur): string {
  const delen = ws.slice(0, 3).map((w) => wijzigingTekst(w, taal));
  const meer = ws.length > 3 ? (taal === 'EN' ? ', and more' : ', en meer') : '';
  if (delen.length <= 1) return (delen[0] ?? '') + meer;
  return `${delen.slice(0, -1).join('; ')} ${taal === 'EN' ? 'and' : 'en'} ${delen[delen.length - 1]}${meer}`;
}
