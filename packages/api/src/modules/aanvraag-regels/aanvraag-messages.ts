// The texts of the adviser workflow's notifications and e-mails, in the recipient's language, per
// event: a status change of a request (with what is asked for when more is needed), a new request,
// a supplemented request, an assignment. Natural sentences, no status codes. Pure: the caller passes
// the absolute link (from the public URL) and the facts.
import type { TaalVoorkeur } from '../../shared/taal.ts';
import { formatEuro, toCents } from '../../shared/money.rules.ts';
type AanvullingSoort = 'DOCUMENT' | 'BOEKJAAR' | 'TOELICHTING';
type GevraagdFeit = { soort: AanvullingSoort; jaar?: number | null; omschrijving: string };
type StatusNaar = 'INGEDIEND' | 'IN_BEHANDELING' | 'AANVULLING_NODIG' | 'AFGEROND' | 'AFGEWEZEN' | 'INGETROKKEN';

interface AanvraagFeiten {
  nummer: number;
  bedrijf: string;
}

export interface Bericht {
  titel: string;
  bericht: string;
}

interface MailText {
  onderwerp: string;
  tekst: string;
}

/** One asked item as a line: "Een document over 2024: jaarrekening" / "A document for 2024: annual accounts". */
export function gevraagdRegel(g: GevraagdFeit, taal: TaalVoorkeur): string {
  const jaar = g.jaar ?? null;
  if (taal === 'EN') {
    const lead =
      g.soort === 'DOCUMENT'
        ? jaar
          ? `A document for ${jaar}`
          : 'A document'
        : g.soort === 'BOEKJAAR'
          ? jaar
            ? `The figures of ${jaar}`
            : 'Figures of a financial year'
          : 'An explanation';
    return `${lead}: ${g.omschrijving}`;
  }
  const lead =
    g.soort === 'DOCUMENT'
      ? jaar
        ? `Een document over ${jaar}`
        : 'Een document'
      : g.soort === 'BOEKJAAR'
        ? jaar
          ? `De cijfers van ${jaar}`
          : 'Cijfers van een boekjaar'
        : 'Een toelichting';
  return `${lead}: ${g.omschrijving}`;
}

const aanvraagNaam = (f: AanvraagFeiten, taal: TaalVoorkeur) =>
  taal === 'EN' ? `request #${f.nummer} (${f.bedrijf})` : `aanvraag #${f.nummer} (${f.bedrijf})`;

/** What the entrepreneur is told when his request moves to `naar` (from `van`). */
export function statusBericht(
  van: StatusNaar,
  naar: StatusNaar,
  f: AanvraagFeiten,
  taal: TaalVoorkeur,
  extra: {
    opmerking?: string | null;
    gevraagd?: readonly GevraagdFeit[];
    /** the statement issued with this completion: its number, qualifying income and last valid day */
    verklaring?: { nummer: string; toetsinkomen: number | null; geldigTot: string } | null;
  } = {},
): Bericht {
  const a = aanvraagNaam(f, taal);
  const en = taal === 'EN';
  let titel: string;
  let bericht: string;
  switch (naar) {
    case 'IN_BEHANDELING':
      if (van === 'AANVULLING_NODIG') {
        titel = en ? 'Your request is being handled again' : 'Uw aanvraag wordt weer behandeld';
        bericht = en ? `An adviser is working on ${a} again.` : `Een adviseur werkt weer aan uw ${a}.`;
      } else {
        titel = en ? 'An adviser is handling your request' : 'Een adviseur behandelt uw aanvraag';
        bericht = en ? `An adviser has started on ${a}.` : `Een adviseur is begonnen met uw ${a}.`;
      }
      break;
    case 'AANVULLING_NODIG': {
      titel = en ? 'Your adviser needs more information' : 'Uw adviseur heeft meer informatie nodig';
      const lines = (extra.gevraagd ?? []).map((g) => `- ${gevraagdRegel(g, taal)}`);
      bericht = en
        ? `To continue with ${a}, your adviser asks for:\n${lines.join('\n')}`
        : `Om verder te gaan met uw ${a} vraagt uw adviseur om:\n${lines.join('\n')}`;
      break;
    }
    case 'AFGEROND': {
      const v = extra.verklaring;
      if (v) {
        const taalCode = en ? 'en' : 'nl';
        const inkomen = v.toetsinkomen === null ? null : formatEuro(toCents(v.toetsinkomen), taalCode, true);
        const tot = new Intl.DateTimeFormat(en ? 'en-GB' : 'nl-NL', {
          timeZone: 'Europe/Amsterdam',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        }).format(new Date(`${v.geldigTot}T12:00:00Z`));
        titel = en
          ? `Your income statement ${v.nummer} has been issued`
          : `Uw inkomensverklaring ${v.nummer} is uitgegeven`;
        bericht = en
          ? `Your adviser has completed ${a} and issued income statement ${v.nummer}: ${inkomen === null ? '' : `qualifying income ${inkomen} a year, `}valid until ${tot}. The sealed PDF and the code a lender checks it with are with your request.`
          : `Uw adviseur heeft uw ${a} afgerond en inkomensverklaring ${v.nummer} uitgegeven: ${inkomen === null ? '' : `toetsinkomen ${inkomen} per jaar, `}geldig tot en met ${tot}. De verzegelde pdf en de code waarmee een geldverstrekker hem controleert, staan bij uw aanvraag.`;
      } else {
        titel = en ? 'Your request has been completed' : 'Uw aanvraag is afgerond';
        bericht = en ? `Your adviser has completed ${a}.` : `Uw adviseur heeft uw ${a} afgerond.`;
      }
      break;
    }
    case 'AFGEWEZEN':
      titel = en ? 'Your request has been declined' : 'Uw aanvraag is afgewezen';
      bericht = en ? `Your adviser has declined ${a}.` : `Uw adviseur heeft uw ${a} afgewezen.`;
      break;
    case 'INGETROKKEN':
      titel = en ? 'Your request has been withdrawn' : 'Uw aanvraag is ingetrokken';
      bericht = en ? `${a.charAt(0).toUpperCase()}${a.slice(1)} has been withdrawn.` : `Uw ${a} is ingetrokken.`;
      break;
    default:
      titel = en ? 'Your request has been submitted' : 'Uw aanvraag is ingediend';
      bericht = en ? `${a} has been submitted.` : `Uw ${a} is ingediend.`;
  }
  if (extra.opmerking)
    bericht += en
      ? `\n\nNote from your adviser: ${extra.opmerking}`
      : `\n\nOpmerking van uw adviseur: ${extra.opmerking}`;
  return { titel, bericht };
}

/** An adviser event about a request. */
export type AdviseurGebeurtenis =
  | { soort: 'NIEUWE_AANVRAAG'; ondernemer: string }
  | { soort: 'AANGEVULD'; ondernemer: string; toelichting?: string | null }
  | { soort: 'TOEGEWEZEN'; door: string | null };

export function adviseurBericht(e: AdviseurGebeurtenis, f: AanvraagFeiten, taal: TaalVoorkeur): Bericht {
  const a = aanvraagNaam(f, taal);
  const en = taal === 'EN';
  switch (e.soort) {
    case 'NIEUWE_AANVRAAG':
      return en
        ? {
            titel: `New request from ${f.bedrijf}`,
            bericht: `${e.ondernemer} has submitted ${a}. It is waiting in the queue of unassigned requests.`,
          }
        : {
            titel: `Nieuwe aanvraag van ${f.bedrijf}`,
            bericht: `${e.ondernemer} heeft ${a} ingediend. Die staat in de wachtrij van aanvragen zonder behandelaar.`,
          };
    case 'AANGEVULD': {
      const note = e.toelichting
        ? en
          ? `\n\nExplanation: ${e.toelichting}`
          : `\n\nToelichting: ${e.toelichting}`
        : '';
      return en
        ? {
            titel: `${f.bedrijf} has supplied what you asked for`,
            bericht: `${e.ondernemer} reports that ${a} is complete. It is back in handling.${note}`,
          }
        : {
            titel: `${f.bedrijf} heeft de aanvulling aangeleverd`,
            bericht: `${e.ondernemer} meldt dat ${a} is aangevuld. De aanvraag is weer in behandeling.${note}`,
          };
    }
    case 'TOEGEWEZEN':
      return en
        ? {
            titel: `You are now handling ${f.bedrijf}`,
            bericht: e.door
              ? `${e.door} has given ${a} to you.`
              : `${a.charAt(0).toUpperCase()}${a.slice(1)} is now yours.`,
          }
        : {
            titel: `U behandelt nu ${f.bedrijf}`,
            bericht: e.door
              ? `${e.door} heeft ${a} aan u toegewezen.`
              : `${a.charAt(0).toUpperCase()}${a.slice(1)} is nu aan u toegewezen.`,
          };
  }
}

/** The entrepreneur is told that the adviser withdrew his issued statement, and why. */
export function verklaringIngetrokkenBericht(nummer: string, reden: string, taal: TaalVoorkeur): Bericht {
  return taal === 'EN'
    ? {
        titel: `Your income statement ${nummer} has been withdrawn`,
        bericht: `The adviser has withdrawn your income statement ${nummer}. Reason: ${reden}`,
      }
    : {
        titel: `Uw inkomensverklaring ${nummer} is ingetrokken`,
        bericht: `De adviseur heeft uw inkomensverklaring ${nummer} ingetrokken. Reden: ${reden}`,
      };
}

/** The entrepreneur is told of a remark the adviser placed on his request (the remark as written). */
export function opmerkingBericht(tekst: string, taal: TaalVoorkeur): Bericht {
  return taal === 'EN'
    ? { titel: 'A new remark on your request', bericht: tekst }
    : { titel: 'Nieuwe opmerking bij uw aanvraag', bericht: tekst };
}

/** The e-mail for a notification: greeting, the message, the absolute link, a closing. */
export function berichtMail(b: Bericht, taal: TaalVoorkeur, voornaam: string, link: string): MailText {
  const en = taal === 'EN';
  const greeting = en ? `Dear ${voornaam},` : `Beste ${voornaam},`;
  const open = en ? `Open it here: ${link}` : `Bekijk het hier: ${link}`;
  const footer = en ? 'Kind regards,\nIKV-service' : 'Met vriendelijke groet,\nIKV-service';
  return { onderwerp: b.titel, tekst: `${greeting}\n\n${b.bericht}\n\n${open}\n\n${footer}\n` };
}
