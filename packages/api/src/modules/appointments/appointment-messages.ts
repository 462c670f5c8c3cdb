// Texts of the notifications and e-mails about appointments, in the recipient's language: the
// notification catalogue's `afspraak.*` keys (the notification stores the key, rendered when read; the
// e-mail is rendered from the same content now). Pure.
import type { TaalVoorkeur } from '../../shared/taal.ts';
import {
  afspraakSleutel,
  renderNotification,
  type AfspraakParameters,
  type AfspraakSoort,
  type Bericht,
  type NotificationContent,
} from '../notify/notification-catalogue.rules.ts';

export { formatWhen } from '../notify/notification-catalogue.rules.ts';

export type MessageKind = AfspraakSoort;

interface AppointmentFacts {
  onderwerp: string;
  start: Date;
  eind: Date;
  locatie: string | null;
  /** the name of the other party, from the recipient's point of view */
  ander: string;
  reden?: string | null;
  /** for a move of a confirmed appointment: the confirmed time, which stays until the move is accepted (start/eind are the new time) */
  huidig?: { start: Date; eind: Date } | null;
}

/** The notification of an appointment event: its catalogue key and parameters (times as ISO instants). */
export function appointmentMelding(kind: MessageKind, facts: AppointmentFacts): NotificationContent {
  const parameters: AfspraakParameters = {
    onderwerp: facts.onderwerp,
    start: facts.start.toISOString(),
    eind: facts.eind.toISOString(),
    locatie: facts.locatie,
    ander: facts.ander,
    reden: facts.reden ?? null,
    huidig: facts.huidig ? { start: facts.huidig.start.toISOString(), eind: facts.huidig.eind.toISOString() } : null,
  };
  return { sleutel: afspraakSleutel(kind), parameters } as NotificationContent;
}

export function appointmentMessage(kind: MessageKind, facts: AppointmentFacts, taal: TaalVoorkeur): Bericht {
  return renderNotification(appointmentMelding(kind, facts), taal);
}

export function appointmentMail(
  kind: MessageKind,
  facts: AppointmentFacts,
  taal: TaalVoorkeur,
  voornaam: string,
): { onderwerp: string; tekst: string } {
  const m = appointmentMessage(kind, facts, taal);
  const greeting = taal === 'EN' ? `Dear ${voornaam},` : `Beste ${voornaam},`;
  const footer = taal === 'EN' ? 'Kind regards,\nIKV-service' : 'Met vriendelijke groet,\nIKV-service';
  return { onderwerp: `${m.titel}: ${facts.onderwerp}`, tekst: `${greeting}\n\n${m.bericht}\n\n${footer}\n` };
}
