// Ownership of a company record (API.md, Trust): how it starts and how a decision changes it. Pure.

export type EigendomStatus = 'BEVESTIGD' | 'ONBEVESTIGD' | 'AFGEWEZEN';
export type EigendomMethode = 'REGISTER' | 'ADVISEUR' | 'UITNODIGING';
import type { TaalVoorkeur } from '../../../shared/taal.ts';
import type { OwnerMatch } from '../../kvk/owner-check.rules.ts';
import { renderNotification, type NotificationContent } from '../../notify/notification-catalogue.rules.ts';

export type EigendomColumns = {
  eigendomStatus: EigendomStatus;
  eigendomMethode: EigendomMethode | null;
  eigendomBevestigdOp: Date | null;
};

/** On linking: BEVESTIGD (REGISTER) when the owner check matched the registry, else ONBEVESTIGD until an adviser decides. */
export function eigendomAtLink(ownerCheckMatched: boolean, now: Date): EigendomColumns {
  return ownerCheckMatched
    ? { eigendomStatus: 'BEVESTIGD', eigendomMethode: 'REGISTER', eigendomBevestigdOp: now }
    : { eigendomStatus: 'ONBEVESTIGD', eigendomMethode: null, eigendomBevestigdOp: null };
}

/**
 * Whether the registry confirms the owner at once: the account's name matched an owner, and where
 * the registry knows that person's birth date, the account gave the same one (a name alone is
 * easy to type; KvK test data and most real sole traders carry a birth date).
 */
export function registryConfirmsOwner(match: OwnerMatch, accountBirthDate: string | null): boolean {
  if (match.uitkomst !== 'EIGENAAR') return false;
  return match.persoon.geboortedatum === null || match.persoon.geboortedatum === accountBirthDate;
}

/** A partner who accepts an invitation: confirmed by it only when the inviter's ownership is confirmed. */
export function eigendomOnInvitation(inviterStatus: EigendomStatus, now: Date): EigendomColumns {
  return inviterStatus === 'BEVESTIGD'
    ? { eigendomStatus: 'BEVESTIGD', eigendomMethode: 'UITNODIGING', eigendomBevestigdOp: now }
    : { eigendomStatus: 'ONBEVESTIGD', eigendomMethode: null, eigendomBevestigdOp: null };
}

/** An adviser's decision (companies.eigendom.decide). */
export function eigendomByAdviser(besluit: 'BEVESTIGD' | 'AFGEWEZEN', now: Date): EigendomColumns {
  return { eigendomStatus: besluit, eigendomMethode: 'ADVISEUR', eigendomBevestigdOp: now };
}

/** The entrepreneur's notification about a decision (a key of the notification catalogue). */
export const eigendomMelding = (input: {
  bedrijf: string;
  besluit: 'BEVESTIGD' | 'AFGEWEZEN';
  toelichting: string;
}): NotificationContent<'bedrijf.eigendom-besluit'> => ({
  sleutel: 'bedrijf.eigendom-besluit',
  parameters: { bedrijf: input.bedrijf, besluit: input.besluit, toelichting: input.toelichting },
});

/** The entrepreneur's message about a decision, Dutch or English by his language. */
export function eigendomDecisionMessage(
  taal: TaalVoorkeur,
  input: { voornaam: string; bedrijf: string; besluit: 'BEVESTIGD' | 'AFGEWEZEN'; toelichting: string },
): { titel: string; bericht: string; onderwerp: string; tekst: string } {
  const { titel, bericht } = renderNotification(eigendomMelding(input), taal);
  const tekst =
    taal === 'EN'
      ? `Hello ${input.voornaam},\n\n${bericht}\n\nSee the company in your account at the IKV service.\n`
      : `Beste ${input.voornaam},\n\n${bericht}\n\nBekijk het bedrijf in uw omgeving bij de IKV-service.\n`;
  return { titel, bericht, onderwerp: titel, tekst };
}
