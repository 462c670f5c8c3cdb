// Texts of the notifications and e-mails about appointments, in the recipient's language. Pure.
import type { TaalVoorkeur } from '../../shared/taal.ts';
import { TIME_ZONE } from '../../shared/amsterdam-time.ts';

export type MessageKind =
  | 'VOORGESTELD'
  | 'GEWIJZIGD'
  | 'VERPLAATST'
  | 'BEVESTIGD'
  | 'AFGEWEZEN'
  | 'GEANNULEERD'
  | 'INGETROKKEN'
  | 'HERINNERING'
  /** a confirmed appointment's pending move, accepted: the time moved */
  | 'VERPLAATSING_GEACCEPTEERD'
  /** a confirmed appointment's pending move, declined: the old time stays */
  | 'VERPLAATSING_AFGEWEZEN';

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

export function formatWhen(start: Date, eind: Date, taal: TaalVoorkeur): string {
  const locale = taal === 'EN' ? 'en-GB' : 'nl-NL';
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(start);
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  });
  return `${day}, ${time.format(start)}–${time.format(eind)}`;
}

const titles: Record<MessageKind, Record<TaalVoorkeur, string>> = {
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

const leads: Record<MessageKind, Record<TaalVoorkeur, (ander: string) => string>> = {
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

export function appointmentMessage(
  kind: MessageKind,
  facts: AppointmentFacts,
  taal: TaalVoorkeur,
): { titel: string; bericht: string } {
  const when = formatWhen(facts.start, facts.eind, taal);
  const parts = [leads[kind][taal](facts.ander)];
  if (facts.huidig) {
    // a move of a confirmed appointment: the confirmed time stays until the move is accepted
    const now = formatWhen(facts.huidig.start, facts.huidig.eind, taal);
    parts.push(
      taal === 'EN'
        ? `${facts.onderwerp} — proposed new time: ${when}; current time (stays until you accept): ${now}.`
        : `${facts.onderwerp} — voorgesteld nieuw tijdstip: ${when}; huidig tijdstip (blijft staan tot u accepteert): ${now}.`,
    );
  } else parts.push(`${facts.onderwerp} — ${when}.`);
  if (facts.locatie) parts.push(taal === 'EN' ? `Location: ${facts.locatie}.` : `Locatie: ${facts.locatie}.`);
  if (facts.reden) parts.push(taal === 'EN' ? `Reason: ${facts.reden}` : `Reden: ${facts.reden}`);
  return { titel: titles[kind][taal], bericht: parts.join(' ') };
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
