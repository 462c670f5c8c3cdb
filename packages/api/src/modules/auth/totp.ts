// TOTP per RFC 6238 (SHA-1, 6 digits, 30 s) through otplib; ±1 step; a code whose time step is not
// after the last accepted one is refused (replay guard: the caller stores the returned step).
import { generate, generateSecret, generateURI, verify } from 'otplib';

const TOTP_PERIOD = 30;
const TOTP_ISSUER = 'IKV-service';

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, account: string): string {
  return generateURI({
    issuer: TOTP_ISSUER,
    label: account,
    secret,
    algorithm: 'sha1',
    digits: 6,
    period: TOTP_PERIOD,
  });
}

export function totpCode(secret: string, now: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
}

/** The accepted time step, or null. `afterStep`: the last step already used (exclusive lower bound). */
export async function checkTotp(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: TOTP_PERIOD });
  if (!result.valid) return null;
  const step = (result as { timeStep: number }).timeStep;
  if (afterStep !== null && step <= afterStep) return null;
  return step;
}
