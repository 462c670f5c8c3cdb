// What members and advisers are told when a change of a company voids their work (issue 27): a
// partner joins or leaves or a share changes (every open request's calculation may have to be made
// again), or a member changes a year an adviser had checked (that check is void). In the recipient's
// language, natural sentences, the request by its number, never an id. Pure.
import type { TaalVoorkeur } from '../../shared/taal.ts';
import type { Bericht } from '../aanvraag-regels/aanvraag-messages.ts';
import { veldenTekst } from '../ikv-berekening/ikv-actueel.rules.ts';

/** One member's share before and after (null: not a member before / any more). */
export interface AandeelRegel {
  naam: string;
  van: number | null;
  naar: number | null;
}

/** An open request of the company, as one recipient sees it. */
export interface AanvraagGevolg {
  nummer: number;
  /** the applicant's name */
  aanvrager: string;
  /** the recipient is the applicant */
  eigen: boolean;
  /** a calculation exists that this change makes out of date */
  berekend: boolean;
  /** the applicant's own share change, when it changed */
  aandeel: AandeelRegel | null;
}

const pct = (n: number, taal: TaalVoorkeur) => (taal === 'EN' ? `${n}%` : `${String(n).replace('.', ',')} %`);

function regelTekst(r: AandeelRegel, taal: TaalVoorkeur): string {
  const en = taal === 'EN';
  if (r.van === null && r.naar !== null)
    return en
      ? `${r.naam} has become a partner with a share of ${pct(r.naar, taal)}.`
      : `${r.naam} is partner geworden met een aandeel van ${pct(r.naar, taal)}.`;
  if (r.naar === null && r.van !== null)
    return en
      ? `${r.naam} is no longer a partner (the share was ${pct(r.van, taal)}).`
      : `${r.naam} is geen partner meer (het aandeel was ${pct(r.van, taal)}).`;
  return en
    ? `The share of ${r.naam} changed from ${pct(r.van ?? 0, taal)} to ${pct(r.naar ?? 0, taal)}.`
    : `Het aandeel van ${r.naam} is gewijzigd van ${pct(r.van ?? 0, taal)} naar ${pct(r.naar ?? 0, taal)}.`;
}

const aanvraagVan = (a: AanvraagGevolg, taal: TaalVoorkeur) =>
  taal === 'EN'
    ? a.eigen
      ? `your request #${a.nummer}`
      : `request #${a.nummer} of ${a.aanvrager}`
    : a.eigen
      ? `uw aanvraag #${a.nummer}`
      : `aanvraag #${a.nummer} van ${a.aanvrager}`;

function gevolgTekst(a: AanvraagGevolg, taal: TaalVoorkeur): string {
  const en = taal === 'EN';
  const wie = aanvraagVan(a, taal);
  const hoofd = `${wie.charAt(0).toUpperCase()}${wie.slice(1)}`;
  if (!a.aandeel)
    return en ? `The calculation of ${wie} does not change.` : `De berekening van ${wie} verandert hierdoor niet.`;
  const r = a.aandeel;
  const reden =
    r.naar === null
      ? en
        ? `${r.naam} is no longer a partner`
        : `${r.naam} is geen partner meer`
      : en
        ? `the profit share of ${r.naam} changed to ${pct(r.naar, taal)}`
        : `het winstaandeel van ${r.naam} is gewijzigd naar ${pct(r.naar, taal)}`;
  if (!a.berekend)
    return en
      ? `${hoofd} will be calculated with the new share: ${reden}.`
      : `${hoofd} wordt met het nieuwe aandeel berekend: ${reden}.`;
  return en
    ? `The calculation of ${wie} must be made again: ${reden}.`
    : `De berekening van ${wie} moet opnieuw: ${reden}.`;
}

/** Shares changed: who changed what, then per open request what it does to its calculation. */
export function aandelenBericht(
  f: { bedrijf: string; regels: readonly AandeelRegel[]; aanvragen: readonly AanvraagGevolg[] },
  taal: TaalVoorkeur,
): Bericht {
  const en = taal === 'EN';
  const opnieuw = f.aanvragen.some((a) => a.aandeel && a.berekend);
  const titel = opnieuw
    ? en
      ? `Shares in ${f.bedrijf} changed: a calculation must be made again`
      : `Aandelen in ${f.bedrijf} gewijzigd: een berekening moet opnieuw`
    : en
      ? `Shares in ${f.bedrijf} changed`
      : `Aandelen in ${f.bedrijf} gewijzigd`;
  const delen = [f.regels.map((r) => regelTekst(r, taal)).join(' '), ...f.aanvragen.map((a) => gevolgTekst(a, taal))];
  return { titel, bericht: delen.filter((d) => d.length > 0).join('\n\n') };
}

/** A member changed a year an adviser had checked: the adviser's check of that year is void. */
export function controleVervallenBericht(
  f: {
    bedrijf: string;
    door: string;
    jaar: number;
    velden: readonly string[];
    nummer: number;
    aan: 'ADVISEUR' | 'LID';
  },
  taal: TaalVoorkeur,
): Bericht {
  const en = taal === 'EN';
  const wat = veldenTekst(f.velden, taal);
  if (f.aan === 'ADVISEUR') {
    return en
      ? {
          titel: `Your check of ${f.jaar} is void: ${f.door} changed ${wat}`,
          bericht: `${f.door} changed ${wat} of ${f.jaar} at ${f.bedrijf} (request #${f.nummer}). Your check of ${f.jaar} no longer counts: check the year again and have the IKV recalculated before issuing.`,
        }
      : {
          titel: `Uw controle van ${f.jaar} is vervallen: ${f.door} wijzigde ${wat}`,
          bericht: `${f.door} wijzigde ${wat} van ${f.jaar} bij ${f.bedrijf} (aanvraag #${f.nummer}). Uw controle van ${f.jaar} telt niet meer: controleer dit jaar opnieuw en laat het IKV opnieuw berekenen voordat u de verklaring uitgeeft.`,
        };
  }
  return en
    ? {
        titel: `${f.door} changed the figures of ${f.jaar}`,
        bericht: `${f.door} changed ${wat} of ${f.jaar} at ${f.bedrijf}. The adviser's check of ${f.jaar} for request #${f.nummer} is therefore void: the adviser checks the year again and the calculation must be made again.`,
      }
    : {
        titel: `${f.door} wijzigde de cijfers van ${f.jaar}`,
        bericht: `${f.door} wijzigde ${wat} van ${f.jaar} bij ${f.bedrijf}. De controle van ${f.jaar} door de adviseur bij aanvraag #${f.nummer} is daardoor vervallen: de adviseur controleert dit jaar opnieuw en de berekening moet opnieuw.`,
      };
}
