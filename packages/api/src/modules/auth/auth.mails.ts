// The texts of the account e-mails, Dutch or English by the user's language. Pure.
import type { TaalVoorkeur } from '../../shared/taal.ts';

interface MailText {
  onderwerp: string;
  tekst: string;
}

export function verificationMail(taal: TaalVoorkeur, naam: string, link: string): MailText {
  return taal === 'EN'
    ? {
        onderwerp: 'Confirm your e-mail address',
        tekst: `Hello ${naam},\n\nPlease confirm your e-mail address for the IKV service by opening this link (valid for 24 hours, usable once):\n\n${link}\n\nDid you not create an account? Then ignore this e-mail.\n`,
      }
    : {
        onderwerp: 'Bevestig uw e-mailadres',
        tekst: `Beste ${naam},\n\nBevestig uw e-mailadres voor de IKV-service met deze link (24 uur geldig, één keer te gebruiken):\n\n${link}\n\nHeeft u geen account aangemaakt? Dan kunt u deze e-mail negeren.\n`,
      };
}

export function resetMail(taal: TaalVoorkeur, naam: string, code: string): MailText {
  return taal === 'EN'
    ? {
        onderwerp: `Your code to reset your password: ${code}`,
        tekst: `Hello ${naam},\n\nYour code to reset your password is:\n\n${code}\n\nIt is valid for 15 minutes. Did you not ask for this? Then ignore this e-mail; your password stays the same.\n`,
      }
    : {
        onderwerp: `Uw code om uw wachtwoord te herstellen: ${code}`,
        tekst: `Beste ${naam},\n\nUw code om uw wachtwoord te herstellen is:\n\n${code}\n\nDe code is 15 minuten geldig. Heeft u hier niet om gevraagd? Dan kunt u deze e-mail negeren; uw wachtwoord blijft hetzelfde.\n`,
      };
}

export function emailChangeMail(taal: TaalVoorkeur, naam: string, code: string): MailText {
  return taal === 'EN'
    ? {
        onderwerp: `Confirm your new e-mail address: ${code}`,
        tekst: `Hello ${naam},\n\nEnter this code to confirm your new e-mail address:\n\n${code}\n\nIt is valid for 30 minutes.\n`,
      }
    : {
        onderwerp: `Bevestig uw nieuwe e-mailadres: ${code}`,
        tekst: `Beste ${naam},\n\nVul deze code in om uw nieuwe e-mailadres te bevestigen:\n\n${code}\n\nDe code is 30 minuten geldig.\n`,
      };
}

export function securityNoticeMail(
  taal: TaalVoorkeur,
  naam: string,
  event: 'PASSWORD_CHANGED' | 'EMAIL_CHANGED' | 'TWO_FACTOR_ON' | 'TWO_FACTOR_OFF' | 'ACCOUNT_DELETED',
): MailText {
  const nl = {
    PASSWORD_CHANGED: [
      'Uw wachtwoord is gewijzigd',
      'Uw wachtwoord is zojuist gewijzigd. Alle sessies zijn beëindigd.',
    ],
    EMAIL_CHANGED: [
      'Uw e-mailadres is gewijzigd',
      'Het e-mailadres van uw account is zojuist gewijzigd. Dit adres ontvangt geen berichten meer.',
    ],
    TWO_FACTOR_ON: ['Tweestapsverificatie staat aan', 'Tweestapsverificatie is zojuist aangezet voor uw account.'],
    TWO_FACTOR_OFF: ['Tweestapsverificatie staat uit', 'Tweestapsverificatie is zojuist uitgezet voor uw account.'],
    ACCOUNT_DELETED: ['Uw account is verwijderd', 'Uw account en persoonsgegevens zijn verwijderd.'],
  } as const;
  const en = {
    PASSWORD_CHANGED: ['Your password was changed', 'Your password was just changed. All sessions have been ended.'],
    EMAIL_CHANGED: [
      'Your e-mail address was changed',
      'The e-mail address of your account was just changed. This address will receive no more messages.',
    ],
    TWO_FACTOR_ON: [
      'Two-factor authentication is on',
      'Two-factor authentication was just turned on for your account.',
    ],
    TWO_FACTOR_OFF: [
      'Two-factor authentication is off',
      'Two-factor authentication was just turned off for your account.',
    ],
    ACCOUNT_DELETED: ['Your account was deleted', 'Your account and personal data have been deleted.'],
  } as const;
  const [onderwerp, zin] = (taal === 'EN' ? en : nl)[event];
  const groet = taal === 'EN' ? `Hello ${naam},` : `Beste ${naam},`;
  const anders =
    taal === 'EN'
      ? 'Was this not you? Reset your password at once and contact us.'
      : 'Was u dit niet? Herstel dan direct uw wachtwoord en neem contact met ons op.';
  return { onderwerp, tekst: `${groet}\n\n${zin}\n\n${anders}\n` };
}
