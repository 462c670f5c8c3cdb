// The texts of the adviser workflow's notifications and e-mails, in the recipient's language, per
// event: a status change of a request (with what is asked for when more is needed), a new request,
// a supplemented request, an assignment. Natural sentences, no status codes. Each event is a key of
// the notification catalogue with its parameters (`…Melding`): the notification stores that and is
// rendered when read; the e-mail is rendered from the same content in the recipient's language now.
// Pure: the caller passes the absolute link (from the public URL) and the facts.
import type { TaalVoorkeur } from '../../shared/taal.ts';
import {
  renderNotification,
  type AanvraagFeiten,
  type AanvraagStatusCode,
  type Bericht,
  type GevraagdFeit,
  type NotificationContent,
} from '../notify/notification-catalogue.rules.ts';

export { gevraagdRegel } from '../notify/notification-catalogue.rules.ts';

interface MailText {
  onderwerp: string;
  tekst: string;
}

interface StatusExtra {
  opmerking?: string | null;
  gevraagd?: readonly GevraagdFeit[];
  /** the statement issued with this completion: its number, qualifying income and last valid day */
  verklaring?: { nummer: string; toetsinkomen: number | null; geldigTot: string } | null;
}

/** The entrepreneur's notification when his request moves to `naar` (from `van`). */
export function statusMelding(
  van: AanvraagStatusCode,
  naar: AanvraagStatusCode,
  f: AanvraagFeiten,
  extra: StatusExtra = {},
): NotificationContent<'aanvraag.status'> {
  return {
    sleutel: 'aanvraag.status',
    parameters: {
      nummer: f.nummer,
      bedrijf: f.bedrijf,
      van,
      naar,
      opmerking: extra.opmerking ?? null,
      gevraagd: (extra.gevraagd ?? []).map((g) => ({
        soort: g.soort,
        jaar: g.jaar ?? null,
        omschrijving: g.omschrijving,
      })),
      verklaring: extra.verklaring
        ? {
            nummer: extra.verklaring.nummer,
            toetsinkomen: extra.verklaring.toetsinkomen,
            geldigTot: extra.verklaring.geldigTot,
          }
        : null,
    },
  };
}

/** What the entrepreneur is told when his request moves to `naar` (from `van`), in his language. */
export function statusBericht(
  van: AanvraagStatusCode,
  naar: AanvraagStatusCode,
  f: AanvraagFeiten,
  taal: TaalVoorkeur,
  extra: StatusExtra = {},
): Bericht {
  return renderNotification(statusMelding(van, naar, f, extra), taal);
}

/** An adviser event about a request. */
export type AdviseurGebeurtenis =
  | { soort: 'NIEUWE_AANVRAAG'; ondernemer: string }
  | { soort: 'AANGEVULD'; ondernemer: string; toelichting?: string | null }
  | { soort: 'TOEGEWEZEN'; door: string | null };

export function adviseurMelding(e: AdviseurGebeurtenis, f: AanvraagFeiten): NotificationContent {
  const feiten = { nummer: f.nummer, bedrijf: f.bedrijf };
  switch (e.soort) {
    case 'NIEUWE_AANVRAAG':
      return { sleutel: 'aanvraag.nieuw', parameters: { ...feiten, ondernemer: e.ondernemer } };
    case 'AANGEVULD':
      return {
        sleutel: 'aanvraag.aangevuld',
        parameters: { ...feiten, ondernemer: e.ondernemer, toelichting: e.toelichting ?? null },
      };
    case 'TOEGEWEZEN':
      return { sleutel: 'aanvraag.toegewezen', parameters: { ...feiten, door: e.door } };
  }
}

export function adviseurBericht(e: AdviseurGebeurtenis, f: AanvraagFeiten, taal: TaalVoorkeur): Bericht {
  return renderNotification(adviseurMelding(e, f), taal);
}

/** The entrepreneur is told that the adviser withdrew his issued statement, and why. */
export const verklaringIngetrokkenMelding = (
  nummer: string,
  reden: string,
): NotificationContent<'verklaring.ingetrokken'> => ({
  sleutel: 'verklaring.ingetrokken',
  parameters: { nummer, reden },
});

/** The entrepreneur is told of a remark the adviser placed on his request (the remark as written). */
export const opmerkingMelding = (tekst: string): NotificationContent<'aanvraag.opmerking'> => ({
  sleutel: 'aanvraag.opmerking',
  parameters: { tekst },
});

/** The e-mail for a notification: greeting, the message, the absolute link, a closing. */
export function berichtMail(b: Bericht, taal: TaalVoorkeur, voornaam: string, link: string): MailText {
  const en = taal === 'EN';
  const greeting = en ? `Dear ${voornaam},` : `Beste ${voornaam},`;
  const open = en ? `Open it here: ${link}` : `Bekijk het hier: ${link}`;
  const footer = en ? 'Kind regards,\nIKV-service' : 'Met vriendelijke groet,\nIKV-service';
  return { onderwerp: b.titel, tekst: `${greeting}\n\n${b.bericht}\n\n${open}\n\n${footer}\n` };
}
