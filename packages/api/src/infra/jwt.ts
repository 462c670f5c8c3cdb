// Access tokens: short-lived HS256 JWTs. The session version lets a password change kill them.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { secretBytes } from './secrets.ts';
import type { Rol } from './service-context.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'ikv';
const AUDIENCE = 'ikv-api';

export interface AccessClaims {
  sub: string;
  rol: Rol;
  email: string;
  sv: number;
}

export async function signAccessToken(claims: AccessClaims, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ rol: claims.rol, email: claims.email, sv: claims.sv })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(secretBytes('JWT_SECRET'));
}

/** Claims of a valid token, or null for anything else (expired, forged, malformed). */
export async function verifyAccessToken(token: string, now: Date): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secretBytes('JWT_SECRET'), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || (payload.rol !== 'ONDERNEMER' && payload.rol !== 'ADVISEUR')) return null;
    return { sub: payload.sub, rol: payload.rol, email: String(payload.email ?? ''), sv: Number(payload.sv ?? 0) };
  } catch (e) {
    if (e instanceof joseErrors.JOSEError) return null;
    throw e;
  }
}
