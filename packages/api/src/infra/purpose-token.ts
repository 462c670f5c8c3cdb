// Purpose-bound short-lived HS256 tokens: the 2FA login challenge (5 min) and the web app's login
// ticket (1 min). Their audience differs from access tokens', so neither opens the API.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { secretBytes } from './secrets.ts';

type PurposeToken = 'ikv-2fa-challenge' | 'ikv-web-login';
const CHALLENGE_TTL_SECONDS = 5 * 60;
const WEB_TICKET_TTL_SECONDS = 60;
const ISSUER = 'ikv';

export async function signPurposeToken(audience: PurposeToken, sub: string, sv: number, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const ttl = audience === 'ikv-2fa-challenge' ? CHALLENGE_TTL_SECONDS : WEB_TICKET_TTL_SECONDS;
  return new SignJWT({ sv })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttl)
    .sign(secretBytes('JWT_SECRET'));
}

export async function verifyPurposeToken(
  audience: PurposeToken,
  token: string,
  now: Date,
): Promise<{ sub: string; sv: number } | null> {
  try {
    const { payload } = await jwtVerify(token, secretBytes('JWT_SECRET'), {
      issuer: ISSUER,
      audience,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string') return null;
    return { sub: payload.sub, sv: Number(payload.sv ?? 0) };
  } catch (e) {
    if (e instanceof joseErrors.JOSEError) return null;
    throw e;
  }
}
