// Password policy after NIST SP 800-63B: length 10–128, not a known common password, no composition rules.
import { COMMON_PASSWORDS } from './common-passwords.ts';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

export type PasswordProblem = 'TOO_SHORT' | 'TOO_LONG' | 'COMMON' | 'CONTAINS_EMAIL';

/** Length counts Unicode code points, as NIST asks. */
export function checkPassword(password: string, context: { email?: string } = {}): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return 'TOO_SHORT';
  if (length > PASSWORD_MAX) return 'TOO_LONG';
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'COMMON';
  const local = context.email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && lower === local) return 'CONTAINS_EMAIL';
  return null;
}

export const passwordProblemText: Record<PasswordProblem, string> = {
  TOO_SHORT: `Het wachtwoord moet minstens ${PASSWORD_MIN} tekens lang zijn.`,
  TOO_LONG: `Het wachtwoord mag hoogstens ${PASSWORD_MAX} tekens lang zijn.`,
  COMMON: 'Dit wachtwoord komt voor in lijsten van veelgebruikte of gelekte wachtwoorden. Kies een ander.',
  CONTAINS_EMAIL: 'Het wachtwoord mag niet gelijk zijn aan uw e-mailadres.',
};
