// The one catalogue of notification texts (API.md, Flow III: "Notifications are stored as a key with
// parameters"). A notification is stored as a key of this catalogue and its parameters: names, numbers,
// codes and ISO dates, never a sentence in one language. It is rendered when it is read, in the
// reader's language at that moment; amounts, percentages and dates are formatted then, in his locale.
// Each key has a Dutch and an English template; the parameters of each key are typed, so a missing or
// misspelt parameter is a type error at the call site. The modules' message functions (the request's
// status, appointments, shares, …) build their content here and render their e-mails from it, so a
// notification and its e-mail say the same thing. Pure.
import { TIME_ZONE } from '../../shared/amsterdam-time.ts';
import { veldenTekst } from '../../shared/boekjaar-veld-tekst.ts';
import { formatEuro, formatPct, toCents } from '../../shared/money.rules.ts';
import type { TaalVoorkeur } from '../../shared/taal.ts';

export interface Bericht {
  titel: string;
  bericht: string;
}

// ---- parameters --------------------------------------------------------------------------------

export type AanvraagStatusCode =
  'INGEDIEND' | 'IN_BEHANDELING' | 'AANVULLING_NODIG' | 'AFGEROND' | 'AFGEWEZEN' | 'INGETROKKEN';

/** One item an adviser asks for (its description is the adviser's own text). */
export interface GevraagdFeit {
  soort: 'DOCUMENT' | 'BOEKJAAR' | 'TOELICHTING';
  jaar?: number | null;
  omschrijving: string;
}

/** A request as the texts name it: its number and the company's name. */
export interface AanvraagFeiten {
  nummer: number;
  bedrijf: string;
}

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

export const AFSPRAAK_SOORTEN = [
  'VOORGESTELD',
  'GEWIJZIGD',
  'VERPLAATST',
  'BEVESTIGD',
  'AFGEWEZEN',
  'GEANNULEERD',
  'INGETROKKEN',
  'HERINNERING',
  /** a confirmed appointment's pending move, accepted: the time moved */
  'VERPLAATSING_GEACCEPTEERD',
  /** a confirmed appointment's pending move, declined: the old time stays */
  'VERPLAATSING_AFGEWEZEN',
] as const;
export type AfspraakSoort = (typeof AFSPRAAK_SOORTEN)[number];

export interface AfspraakParameters {
  onderwerp: string;
  /** ISO instants */
  start: string;
  eind: string;
  locatie: string | null;
  /** the name of the other party, from the recipient's point of view */
  ander: string;
  reden: string | null;
  /** a move of a confirmed appointment: the confirmed time, which stays until the move is accepted */
  huidig: { start: string; eind: string } | null;
}

type AfspraakSleutel = `afspraak.${Lowercase<AfspraakSoort>}`;

/** Every key and its parameters. */
export type NotificationParameters = {
  'aanvraag.status': AanvraagFeiten & {
    van: AanvraagStatusCode;
    naar: AanvraagStatusCode;
    /** the adviser's remark, as written */
    opmerking: string | null;
    gevraagd: GevraagdFeit[];
    /** the statement issued with this completion: its number, qualifying income (euros) and last valid day */
    verklaring: { nummer: string; toetsinkomen: number | null; geldigTot: string } | null;
  };
  'aanvraag.opmerking': { tekst: string };
  'aanvraag.nieuw': AanvraagFeiten & { ondernemer: string };
  'aanvraag.aangevuld': AanvraagFeiten & { ondernemer: string; toelichting: string | null };
  'aanvraag.toegewezen': AanvraagFeiten & { door: string | null };
  'aanvraag.adviseur-vertrokken': { nummer: number };
  'aanvraag.account-verwijderd': { bedrijf: string };
  'verklaring.ingetrokken': { nummer: string; reden: string };
  /** the adviser's own message about an IKV (POST /notifications/ikv): shown as he typed it */
  'ikv.adviseur-bericht': { titel: string; bericht: string };
  'bedrijf.eigendom-besluit': { bedrijf: string; besluit: 'BEVESTIGD' | 'AFGEWEZEN'; toelichting: string };
  'bedrijf.aandelen-gewijzigd': { bedrijf: string; regels: AandeelRegel[]; aanvragen: AanvraagGevolg[] };
  'bedrijf.controle-vervallen': {
    bedrijf: string;
    door: string;
    jaar: number;
    /** field names of the financial year (rendered through their labels) */
    velden: string[];
    nummer: number;
    aan: 'ADVISEUR' | 'LID';
  };
  'bedrijf.vennoot-account-verwijderd': { bedrijf: string };
  'partner.uitnodiging': { uitnodiger: string; bedrijf: string; aandeel: number };
  'partner.uitnodiging-geaccepteerd': { partner: string; bedrijf: string; aandeel: number };
  'partner.uitnodiging-afgewezen': { genodigde: string; bedrijf: string };
  'partner.verwijderd': { bedrijf: string };
  'afspraak.adviseur-vertrokken': Record<string, never>;
} & { [K in AfspraakSleutel]: AfspraakParameters };

export type NotificationKey = keyof NotificationParameters;

/** What a notification says: a key and its parameters (one union member per key). */
export type NotificationContent<K extends NotificationKey = NotificationKey> = {
  [P in K]: { sleutel: P; parameters: NotificationParameters[P] };
}[K];

/** The key of rows written before the catalogue: they show the titel and bericht they were stored with. */
export const LEGACY_KEY = 'eerder';

// ---- formatting in the reader's locale -------------------------------------------------------

const locale = (taal: TaalVoorkeur) => (taal === 'EN' ? 'en-GB' : 'nl-NL');

/** A calendar day (YYYY-MM-DD): "2 maart 2026" / "2 March 2026". */
export function formatDatum(dag: string, taal: TaalVoorkeur): string {
  return new Intl.DateTimeFormat(locale(taal), {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${dag.slice(0, 10)}T12:00:00Z`));
}

/** An appointment's time: "maandag 2 maart 2026, 10:00–11:00" / "Monday 2 March 2026, 10:00–11:00". */
export function formatWhen(start: Date, eind: Date, taal: TaalVoorkeur): string {
  const day = new Intl.DateTimeFormat(locale(taal), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(start);
  const time = new Intl.DateTimeFormat(locale(taal), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  });
  return `${day}, ${time.format(start)}–${time.format(eind)}`;
}

/** A count with its noun: the `one` form for exactly 1, else `other` ("{n}" is the count). */
export const meervoud = (n: number, vormen: { one: string; other: string }) =>
  (n === 1 ? vormen.one : vormen.other).replace('{n}', String(n));

const hoofdletter = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

// ---- the request -----------------------------------------------------------------------------

const aanvraagNaam = (f: AanvraagFeiten, taal: TaalVoorkeur) =>
  taal === 'EN' ? `request #${f.nummer} (${f.bedrijf})` : `aanvraag #${f.nummer} (${f.bedrijf})`;

/** One asked item as a line: "Een document over 2024: jaarrekening" / "A document for 2024: annual accounts". */
export function gevraagdRegel(g: GevraagdFeit, taal: TaalVoorkeur): string {
  const jaar = g.jaar ?? null;
  const en = taal === 'EN';
  const lead =
    g.soort === 'DOCUMENT'
      ? jaar
        ? en
          ? `A document for ${jaar}`
          : `Een document over ${jaar}`
        : en
          ? 'A document'
          : 'Een document'
      : g.soort === 'BOEKJAAR'
        ? jaar
          ? en
            ? `The figures of ${jaar}`
            : `De cijfers van ${jaar}`
          : en
            ? 'Figures of a financial year'
            : 'Cijfers van een boekjaar'
        : en
          ? 'An explanation'
          : 'Een toelichting';
  return `${lead}: ${g.omschrijving}`;
}

type StatusParameters = NotificationParameters['aanvraag.status'];

function uitgegeven(p: StatusParameters, taal: TaalVoorkeur): Bericht {
  const a = aanvraagNaam(p, taal);
  const v = p.verklaring;
  if (!v)
    return taal === 'EN'
      ? { titel: 'Your request has been completed', bericht: `Your adviser has completed ${a}.` }
      : { titel: 'Uw aanvraag is afgerond', bericht: `Uw adviseur heeft uw ${a} afgerond.` };
  // in euros and cents (€ 1.234,56 / €1,234.56), the notation of every amount the entrepreneur is sent
  const inkomen = v.toetsinkomen === null ? null : formatEuro(toCents(v.toetsinkomen), taal === 'EN' ? 'en' : 'nl');
  const tot = formatDatum(v.geldigTot, taal);
  return taal === 'EN'
    ? {
        titel: `Your income statement ${v.nummer} has been issued`,
        bericht: `Your adviser has completed ${a} and issued income statement ${v.nummer}: ${inkomen === null ? '' : `qualifying income ${inkomen} a year, `}valid until ${tot}. The sealed PDF and the code a lender checks it with are with your request.`,
      }
    : {
        titel: `Uw inkomensverklaring ${v.nummer} is uitgegeven`,
        bericht: `Uw adviseur heeft uw ${a} afgerond en inkomensverklaring ${v.nummer} uitgegeven: ${inkomen === null ? '' : `toetsinkomen ${inkomen} per jaar, `}geldig tot en met ${tot}. De verzegelde pdf en de code waarmee een geldverstrekker hem controleert, staan bij uw aanvraag.`,
      };
}

/** What the entrepreneur is told when his request moves to `naar` (from `van`), before the remark. */
function statusKern(p: StatusParameters, taal: TaalVoorkeur): Bericht {
  const a = aanvraagNaam(p, taal);
  const en = taal === 'EN';
  switch (p.naar) {
    case 'IN_BEHANDELING':
      if (p.van === 'AANVULLING_NODIG')
        return en
          ? { titel: 'Your request is being handled again', bericht: `An adviser is working on ${a} again.` }
          : { titel: 'Uw aanvraag wordt weer behandeld', bericht: `Een adviseur werkt weer aan uw ${a}.` };
      return en
        ? { titel: 'An adviser is handling your request', bericht: `An adviser has started on ${a}.` }
        : { titel: 'Een adviseur behandelt uw aanvraag', bericht: `Een adviseur is begonnen met uw ${a}.` };
    case 'AANVULLING_NODIG': {
      const lines = p.gevraagd.map((g) => `- ${gevraagdRegel(g, taal)}`).join('\n');
      return en
        ? {
            titel: 'Your adviser needs more information',
            bericht: `To continue with ${a}, your adviser asks for:\n${lines}`,
          }
        : {
            titel: 'Uw adviseur heeft meer informatie nodig',
            bericht: `Om verder te gaan met uw ${a} vraagt uw adviseur om:\n${lines}`,
          };
    }
    case 'AFGEROND':
      return uitgegeven(p, taal);
    case 'AFGEWEZEN':
      return en
        ? { titel: 'Your request has been declined', bericht: `Your adviser has declined ${a}.` }
        : { titel: 'Uw aanvraag is afgewezen', bericht: `Uw adviseur heeft uw ${a} afgewezen.` };
    case 'INGETROKKEN':
      return en
        ? { titel: 'Your request has been withdrawn', bericht: `${hoofdletter(a)} has been withdrawn.` }
        : { titel: 'Uw aanvraag is ingetrokken', bericht: `Uw ${a} is ingetrokken.` };
    default:
      // the receipt: what happens next and where he hears of it
      return en
        ? {
            titel: 'We have received your request',
            bericht: `${hoofdletter(a)} has been received. An adviser will take it on; you will hear from us here and by email as soon as something changes or is needed.`,
          }
        : {
            titel: 'Wij hebben uw aanvraag ontvangen',
            bericht: `Uw ${a} is ontvangen. Een adviseur neemt hem in behandeling; u hoort het hier en per e-mail zodra er iets verandert of nodig is.`,
          };
  }
}

function statusBericht(p: StatusParameters, taal: TaalVoorkeur): Bericht {
  const b = statusKern(p, taal);
  if (!p.opmerking) return b;
  const label = taal === 'EN' ? 'Note from your adviser' : 'Opmerking van uw adviseur';
  return { titel: b.titel, bericht: `${b.bericht}\n\n${label}: ${p.opmerking}` };
}

// ---- shares and checked years ----------------------------------------------------------------

function regelTekst(r: AandeelRegel, taal: TaalVoorkeur): string {
  const en = taal === 'EN';
  if (r.van === null && r.naar !== null)
    return en
      ? `${r.naam} has become a partner with a share of ${formatPct(r.naar, taal)}.`
      : `${r.naam} is partner geworden met een aandeel van ${formatPct(r.naar, taal)}.`;
  if (r.naar === null && r.van !== null)
    return en
      ? `${r.naam} is no longer a partner (the share was ${formatPct(r.van, taal)}).`
      : `${r.naam} is geen partner meer (het aandeel was ${formatPct(r.van, taal)}).`;
  return en
    ? `The share of ${r.naam} changed from ${formatPct(r.van ?? 0, taal)} to ${formatPct(r.naar ?? 0, taal)}.`
    : `Het aandeel van ${r.naam} is gewijzigd van ${formatPct(r.van ?? 0, taal)} naar ${formatPct(r.naar ?? 0, taal)}.`;
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
  if (!a.aandeel)
    return en ? `The calculation of ${wie} does not change.` : `De berekening van ${wie} verandert hierdoor niet.`;
  const r = a.aandeel;
  const reden =
    r.naar === null
      ? en
        ? `${r.naam} is no longer a partner`
        : `${r.naam} is geen partner meer`
      : en
        ? `the profit share of ${r.naam} changed to ${formatPct(r.naar, taal)}`
        : `het winstaandeel van ${r.naam} is gewijzigd naar ${formatPct(r.naar, taal)}`;
  if (!a.berekend)
    return en
      ? `${hoofdletter(wie)} will be calculated with the new share: ${reden}.`
      : `${hoofdletter(wie)} wordt met het nieuwe aandeel berekend: ${reden}.`;
  return en
    ? `The calculation of ${wie} must be made again: ${reden}.`
    : `De berekening van ${wie} moet opnieuw: ${reden}.`;
}

/** Shares changed: who changed what, then per open request what it does to its calculation. */
function aandelenBericht(p: NotificationParameters['bedrijf.aandelen-gewijzigd'], taal: TaalVoorkeur): Bericht {
  const en = taal === 'EN';
  const opnieuw = p.aanvragen.filter((a) => a.aandeel && a.berekend).length;
  const wat = en
    ? meervoud(opnieuw, { one: 'a calculation must be made again', other: '{n} calculations must be made again' })
    : meervoud(opnieuw, { one: 'een berekening moet opnieuw', other: '{n} berekeningen moeten opnieuw' });
  const kop = en ? `Shares in ${p.bedrijf} changed` : `Aandelen in ${p.bedrijf} gewijzigd`;
  const delen = [p.regels.map((r) => regelTekst(r, taal)).join(' '), ...p.aanvragen.map((a) => gevolgTekst(a, taal))];
  return { titel: opnieuw > 0 ? `${kop}: ${wat}` : kop, bericht: delen.filter((d) => d.length > 0).join('\n\n') };
}

/** A member changed a year an adviser had checked: the adviser's check of that year is void. */
function controleVervallen(p: NotificationParameters['bedrijf.controle-vervallen'], taal: TaalVoorkeur): Bericht {
  const en = taal === 'EN';
  const wat = veldenTekst(p.velden, taal);
  if (p.aan === 'ADVISEUR')
    return en
      ? {
          titel: `Your check of ${p.jaar} is void: ${p.door} changed ${wat}`,
          bericht: `${p.door} changed ${wat} of ${p.jaar} at ${p.bedrijf} (request #${p.nummer}). Your check of ${p.jaar} no longer counts: check the year again and have the IKV recalculated before issuing.`,
        }
      : {
          titel: `Uw controle van ${p.jaar} is vervallen: ${p.door} wijzigde ${wat}`,
          bericht: `${p.door} wijzigde ${wat} van ${p.jaar} bij ${p.bedrijf} (aanvraag #${p.nummer}). Uw controle van ${p.jaar} telt niet meer: controleer dit jaar opnieuw en laat het IKV opnieuw berekenen voordat u de verklaring uitgeeft.`,
        };
  return en
    ? {
        titel: `${p.door} changed the figures of ${p.jaar}`,
        bericht: `${p.door} changed ${wat} of ${p.jaar} at ${p.bedrijf}. The adviser's check of ${p.jaar} for request #${p.nummer} is therefore void: the adviser checks the year again and the calculation must be made again.`,
      }
    : {
        titel: `${p.door} wijzigde de cijfers van ${p.jaar}`,
        bericht: `${p.door} wijzigde ${wat} van ${p.jaar} bij ${p.bedrijf}. De controle van ${p.jaar} door de adviseur bij aanvraag #${p.nummer} is daardoor vervallen: de adviseur controleert dit jaar opnieuw en de berekening moet opnieuw.`,
      };
}

// ---- appointments ----------------------------------------------------------------------------

const afspraakTitels: Record<AfspraakSoort, Record<TaalVoorkeur, string>> = {
  VOORGESTELD: { NL: 'Nieuw afspraakvoorstel', EN: 'New appointment proposal' },
  GEWIJZIGD: { NL: 'Afspraak gewijzigd: graag opnieuw bevestigen', EN: 'Appointment changed: please confirm again' },
  VERPLAATST: { NL: 'Nieuw tijdstip voorgesteld voor uw afspraak', EN: 'New time proposed for your appointment' },
  BEVESTIGD: { NL: 'Afspraak bevestigd', EN: 'Appointment confirmed' },
  AFGEWEZEN: { NL: 'Afspraakvoorstel afgewezen', EN: 'Appointment proposal declined' },
  GEANNULEERD: { NL: 'Afspraak geannuleerd', EN: 'Appointment cancelled' },
  INGETROKKEN: { NL: 'Afspraakvoorstel ingetrokken', EN: 'Appointment proposal withdrawn' },
  HERINNERING: { NL: 'Herinnering: morgen uw afspraak', EN: 'Reminder: your appointment tomorrow' },
  VERPLAATSING_GEACCEPTEERD: { NL: 'Nieuw tijdstip bevestigd', EN: 'New time confirmed' },
  VERPLAATSING_AFGEWEZEN: { NL: 'Nieuw tijdstip afgewezen', EN: 'New time declined' },
};

const afspraakAanhef: Record<AfspraakSoort, Record<TaalVoorkeur, (ander: string) => string>> = {
  VOORGESTELD: { NL: (a) => `${a} stelt een afspraak voor.`, EN: (a) => `${a} proposes an appointment.` },
  GEWIJZIGD: {
    NL: (a) => `${a} heeft de afspraak gewijzigd en stelt hem opnieuw voor.`,
    EN: (a) => `${a} changed the appointment and proposes it again.`,
  },
  VERPLAATST: {
    NL: (a) => `${a} wil de afspraak verplaatsen en stelt een nieuw tijdstip voor. Bevestig of wijs het af.`,
    EN: (a) => `${a} wants to move the appointment and proposes a new time. Please accept or decline it.`,
  },
  BEVESTIGD: { NL: (a) => `De afspraak met ${a} is bevestigd.`, EN: (a) => `Your appointment with ${a} is confirmed.` },
  AFGEWEZEN: {
    NL: (a) => `${a} heeft het afspraakvoorstel afgewezen.`,
    EN: (a) => `${a} declined the appointment proposal.`,
  },
  GEANNULEERD: {
    NL: (a) => `De afspraak met ${a} is geannuleerd.`,
    EN: (a) => `Your appointment with ${a} has been cancelled.`,
  },
  INGETROKKEN: {
    NL: (a) => `${a} heeft het afspraakvoorstel ingetrokken.`,
    EN: (a) => `${a} withdrew the appointment proposal.`,
  },
  HERINNERING: {
    NL: (a) => `Morgen heeft u een afspraak met ${a}.`,
    EN: (a) => `Tomorrow you have an appointment with ${a}.`,
  },
  VERPLAATSING_GEACCEPTEERD: {
    NL: (a) => `De afspraak met ${a} is verplaatst naar het nieuwe tijdstip.`,
    EN: (a) => `Your appointment with ${a} has moved to the new time.`,
  },
  VERPLAATSING_AFGEWEZEN: {
    NL: (a) => `${a} heeft het voorgestelde nieuwe tijdstip afgewezen. De afspraak blijft op het bevestigde tijdstip.`,
    EN: (a) => `${a} declined the proposed new time. The appointment stays at its confirmed time.`,
  },
};

function afspraakBericht(soort: AfspraakSoort, p: AfspraakParameters, taal: TaalVoorkeur): Bericht {
  const en = taal === 'EN';
  const when = formatWhen(new Date(p.start), new Date(p.eind), taal);
  const parts = [afspraakAanhef[soort][taal](p.ander)];
  if (p.huidig) {
    // a move of a confirmed appointment: the confirmed time stays until the move is accepted
    const nu = formatWhen(new Date(p.huidig.start), new Date(p.huidig.eind), taal);
    parts.push(
      en
        ? `${p.onderwerp} — proposed new time: ${when}; current time (stays until you accept): ${nu}.`
        : `${p.onderwerp} — voorgesteld nieuw tijdstip: ${when}; huidig tijdstip (blijft staan tot u accepteert): ${nu}.`,
    );
  } else parts.push(`${p.onderwerp} — ${when}.`);
  if (p.locatie) parts.push(en ? `Location: ${p.locatie}.` : `Locatie: ${p.locatie}.`);
  if (p.reden) parts.push(en ? `Reason: ${p.reden}` : `Reden: ${p.reden}`);
  return { titel: afspraakTitels[soort][taal], bericht: parts.join(' ') };
}

export const afspraakSleutel = (soort: AfspraakSoort): AfspraakSleutel =>
  `afspraak.${soort.toLowerCase() as Lowercase<AfspraakSoort>}`;

// ---- the catalogue ---------------------------------------------------------------------------

type Templates<P> = Record<TaalVoorkeur, (p: P) => Bericht>;
type Catalogue = { [K in NotificationKey]: Templates<NotificationParameters[K]> };

/** One template per language, from a renderer that takes the language. */
const beide = <P>(render: (p: P, taal: TaalVoorkeur) => Bericht): Templates<P> => ({
  NL: (p) => render(p, 'NL'),
  EN: (p) => render(p, 'EN'),
});

const afspraken = Object.fromEntries(
  AFSPRAAK_SOORTEN.map((soort) => [
    afspraakSleutel(soort),
    beide<AfspraakParameters>((p, taal) => afspraakBericht(soort, p, taal)),
  ]),
) as { [K in AfspraakSleutel]: Templates<AfspraakParameters> };

const CATALOGUE: Catalogue = {
  'aanvraag.status': beide(statusBericht),
  'aanvraag.opmerking': {
    NL: (p) => ({ titel: 'Nieuwe opmerking bij uw aanvraag', bericht: p.tekst }),
    EN: (p) => ({ titel: 'A new remark on your request', bericht: p.tekst }),
  },
  'aanvraag.nieuw': {
    NL: (p) => ({
      titel: `Nieuwe aanvraag van ${p.bedrijf}`,
      bericht: `${p.ondernemer} heeft ${aanvraagNaam(p, 'NL')} ingediend. Die staat in de wachtrij van aanvragen zonder behandelaar.`,
    }),
    EN: (p) => ({
      titel: `New request from ${p.bedrijf}`,
      bericht: `${p.ondernemer} has submitted ${aanvraagNaam(p, 'EN')}. It is waiting in the queue of unassigned requests.`,
    }),
  },
  'aanvraag.aangevuld': {
    NL: (p) => ({
      titel: `${p.bedrijf} heeft de aanvulling aangeleverd`,
      bericht: `${p.ondernemer} meldt dat ${aanvraagNaam(p, 'NL')} is aangevuld. De aanvraag is weer in behandeling.${p.toelichting ? `\n\nToelichting: ${p.toelichting}` : ''}`,
    }),
    EN: (p) => ({
      titel: `${p.bedrijf} has supplied what you asked for`,
      bericht: `${p.ondernemer} reports that ${aanvraagNaam(p, 'EN')} is complete. It is back in handling.${p.toelichting ? `\n\nExplanation: ${p.toelichting}` : ''}`,
    }),
  },
  'aanvraag.toegewezen': {
    NL: (p) => ({
      titel: `U behandelt nu ${p.bedrijf}`,
      bericht: p.door
        ? `${p.door} heeft ${aanvraagNaam(p, 'NL')} aan u toegewezen.`
        : `${hoofdletter(aanvraagNaam(p, 'NL'))} is nu aan u toegewezen.`,
    }),
    EN: (p) => ({
      titel: `You are now handling ${p.bedrijf}`,
      bericht: p.door
        ? `${p.door} has given ${aanvraagNaam(p, 'EN')} to you.`
        : `${hoofdletter(aanvraagNaam(p, 'EN'))} is now yours.`,
    }),
  },
  'aanvraag.adviseur-vertrokken': {
    NL: (p) => ({
      titel: 'Uw aanvraag gaat naar een andere adviseur',
      bericht: `De adviseur van aanvraag #${p.nummer} is niet meer beschikbaar. De aanvraag staat weer in de wachtrij en een andere adviseur neemt haar op; er gaat niets verloren.`,
    }),
    EN: (p) => ({
      titel: 'Your request goes to another adviser',
      bericht: `The adviser handling request #${p.nummer} is no longer available. The request is back in the queue and another adviser will take it up; nothing is lost.`,
    }),
  },
  'aanvraag.account-verwijderd': {
    NL: (p) => ({
      titel: 'Aanvraag ingetrokken: account verwijderd',
      bericht: `De ondernemer van ${p.bedrijf} heeft zijn account verwijderd. De aanvraag is ingetrokken; afgegeven verklaringen blijven controleerbaar.`,
    }),
    EN: (p) => ({
      titel: 'Request withdrawn: account deleted',
      bericht: `The entrepreneur of ${p.bedrijf} deleted his account. The request has been withdrawn; issued statements stay verifiable.`,
    }),
  },
  'verklaring.ingetrokken': {
    NL: (p) => ({
      titel: `Uw inkomensverklaring ${p.nummer} is ingetrokken`,
      bericht: `De adviseur heeft uw inkomensverklaring ${p.nummer} ingetrokken. Reden: ${p.reden}`,
    }),
    EN: (p) => ({
      titel: `Your income statement ${p.nummer} has been withdrawn`,
      bericht: `The adviser has withdrawn your income statement ${p.nummer}. Reason: ${p.reden}`,
    }),
  },
  'ikv.adviseur-bericht': {
    NL: (p) => ({ titel: p.titel, bericht: p.bericht }),
    EN: (p) => ({ titel: p.titel, bericht: p.bericht }),
  },
  'bedrijf.eigendom-besluit': {
    NL: (p) =>
      p.besluit === 'BEVESTIGD'
        ? {
            titel: 'Uw eigendom is bevestigd',
            bericht: `Een adviseur heeft bevestigd dat u eigenaar bent van ${p.bedrijf}. Toelichting: ${p.toelichting}`,
          }
        : {
            titel: 'Uw eigendom is niet bevestigd',
            bericht: `Een adviseur kon niet bevestigen dat u eigenaar bent van ${p.bedrijf}. Toelichting: ${p.toelichting}`,
          },
    EN: (p) =>
      p.besluit === 'BEVESTIGD'
        ? {
            titel: 'Your ownership has been confirmed',
            bericht: `An adviser confirmed that you own ${p.bedrijf}. Explanation: ${p.toelichting}`,
          }
        : {
            titel: 'Your ownership has not been confirmed',
            bericht: `An adviser could not confirm that you own ${p.bedrijf}. Explanation: ${p.toelichting}`,
          },
  },
  'bedrijf.aandelen-gewijzigd': beide(aandelenBericht),
  'bedrijf.controle-vervallen': beide(controleVervallen),
  'bedrijf.vennoot-account-verwijderd': {
    NL: (p) => ({
      titel: 'Een vennoot heeft zijn account verwijderd',
      bericht: `Een vennoot van ${p.bedrijf} heeft zijn account verwijderd. Hij is geen lid meer; het bedrijf en de cijfers blijven bij u.`,
    }),
    EN: (p) => ({
      titel: 'A partner deleted his account',
      bericht: `A partner of ${p.bedrijf} deleted his account. He is no longer a member; the company and its figures stay with you.`,
    }),
  },
  'partner.uitnodiging': {
    NL: (p) => ({
      titel: `Uitnodiging: partner van ${p.bedrijf}`,
      bericht: `${p.uitnodiger} nodigt u uit als partner van ${p.bedrijf} met een aandeel van ${formatPct(p.aandeel, 'NL')}.`,
    }),
    EN: (p) => ({
      titel: `Invitation: partner of ${p.bedrijf}`,
      bericht: `${p.uitnodiger} invites you to become a partner of ${p.bedrijf} with a share of ${formatPct(p.aandeel, 'EN')}.`,
    }),
  },
  'partner.uitnodiging-geaccepteerd': {
    NL: (p) => ({
      titel: 'Uitnodiging geaccepteerd',
      bericht: `${p.partner} is nu partner van ${p.bedrijf} met ${formatPct(p.aandeel, 'NL')}.`,
    }),
    EN: (p) => ({
      titel: 'Invitation accepted',
      bericht: `${p.partner} is now a partner of ${p.bedrijf} with a share of ${formatPct(p.aandeel, 'EN')}.`,
    }),
  },
  'partner.uitnodiging-afgewezen': {
    NL: (p) => ({
      titel: 'Uitnodiging afgewezen',
      bericht: `${p.genodigde} heeft uw uitnodiging voor ${p.bedrijf} afgewezen.`,
    }),
    EN: (p) => ({ titel: 'Invitation declined', bericht: `${p.genodigde} declined your invitation for ${p.bedrijf}.` }),
  },
  'partner.verwijderd': {
    NL: (p) => ({
      titel: `Verwijderd als partner van ${p.bedrijf}`,
      bericht: `U bent niet langer partner van ${p.bedrijf}.`,
    }),
    EN: (p) => ({
      titel: `Removed as partner of ${p.bedrijf}`,
      bericht: `You are no longer a partner of ${p.bedrijf}.`,
    }),
  },
  'afspraak.adviseur-vertrokken': {
    NL: () => ({
      titel: 'Afspraak geannuleerd',
      bericht:
        'Uw adviseur is niet meer beschikbaar; de afspraak is daarom geannuleerd. Plan een nieuwe met een andere adviseur.',
    }),
    EN: () => ({
      titel: 'Appointment cancelled',
      bericht:
        'Your adviser is no longer available, so the appointment is cancelled. Plan a new one with another adviser.',
    }),
  },
  ...afspraken,
};

export const NOTIFICATION_KEYS = Object.keys(CATALOGUE) as NotificationKey[];

export const isNotificationKey = (sleutel: string): sleutel is NotificationKey =>
  Object.prototype.hasOwnProperty.call(CATALOGUE, sleutel);

/** The templates of a key in both languages (for the catalogue's own tests). */
export const templatesOf = <K extends NotificationKey>(sleutel: K): Templates<NotificationParameters[K]> =>
  CATALOGUE[sleutel];

/** A notification's title and text in the reader's language. */
export function renderNotification(content: NotificationContent, taal: TaalVoorkeur): Bericht {
  const templates = CATALOGUE[content.sleutel] as Templates<unknown>;
  return templates[taal](content.parameters);
}

/**
 * A stored notification as its reader sees it: rendered from its key in his language; a row from
 * before keys existed (or whose stored parameters no longer fit its key) shows the text it was stored with.
 */
export function renderStoredNotification(
  row: { sleutel: string; parameters: unknown; titel: string; bericht: string },
  taal: TaalVoorkeur,
): Bericht {
  const stored = { titel: row.titel, bericht: row.bericht };
  if (!isNotificationKey(row.sleutel) || row.parameters === null || typeof row.parameters !== 'object') return stored;
  try {
    const b = renderNotification({ sleutel: row.sleutel, parameters: row.parameters } as NotificationContent, taal);
    // a parameter the key no longer finds shows as "undefined" (unless the stored text says so itself)
    const missing = (rendered: string, own: string) => rendered.includes('undefined') && !own.includes('undefined');
    return missing(b.titel, row.titel) || missing(b.bericht, row.bericht) ? stored : b;
  } catch {
    return stored;
  }
}
