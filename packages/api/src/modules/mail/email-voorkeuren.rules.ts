// Which e-mails an adviser wants, per event type (User.emailVoorkeuren: absent or true means on). Pure.
export const EMAIL_GEBEURTENISSEN = [
  'nieuweAanvraag',
  'aangevuld',
  'toegewezen',
  'chat',
  'afspraak',
  'wijziging',
] as const;
export type EmailGebeurtenis = (typeof EMAIL_GEBEURTENISSEN)[number];
export type EmailVoorkeuren = Record<EmailGebeurtenis, boolean>;

/** The stored JSON as a full map: every known event, on unless explicitly false. */
export function readVoorkeuren(stored: unknown): EmailVoorkeuren {
  const obj = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(EMAIL_GEBEURTENISSEN.map((k) => [k, obj[k] !== false])) as EmailVoorkeuren;
}

export const wantsMail = (stored: unknown, gebeurtenis: EmailGebeurtenis): boolean =>
  readVoorkeuren(stored)[gebeurtenis];
