// Codes sent by e-mail and recovery codes: formats, lifetimes, attempts. Pure.
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_CODE_TTL_MS = 15 * 60 * 1000;
export const EMAIL_CHANGE_TTL_MS = 30 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 10;

/** A six-digit code from a random 32-bit number (rejection sampling keeps it uniform). */
export function sixDigitCode(random: () => number): string {
  return String(random() % 1_000_000).padStart(6, '0');
}

/** Recovery code: 10 characters of an unambiguous alphabet, shown as xxxxx-xxxxx. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function formatRecoveryCode(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < 10; i++) s += ALPHABET[bytes[i]! % ALPHABET.length];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** Users type codes with spaces, dashes, capitals: compare on the normalised form. */
export function normaliseRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function isUsable(code: { verlooptOp: Date; gebruiktOp: Date | null; pogingen: number }, now: Date): boolean {
  return code.gebruiktOp === null && code.verlooptOp.getTime() > now.getTime() && code.pogingen < MAX_CODE_ATTEMPTS;
}
