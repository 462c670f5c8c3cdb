// Access JWT + rotating refresh token (stored hashed, grouped in a family per login).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db, Tx } from '@ikv/db';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../../infra/jwt.ts';
import type { Rol } from '../../infra/service-context.ts';
import { insertRefreshToken } from './auth.repository.ts';
import type { TAuthTokens } from './login.schema.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface TokenSubject {
  id: string;
  email: string;
  voornaam: string;
  achternaam: string;
  rol: Rol;
  sessieVersie: number;
}

export async function issueTokens(db: Db | Tx, user: TokenSubject, now: Date, familieId: string = randomUUID()): Promise<TAuthTokens> {
  const refreshToken = randomBytes(32).toString('base64url');
  await insertRefreshToken(db, {
    userId: user.id,
    familieId,
    tokenHash: hashToken(refreshToken),
    verlooptOp: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  const accessToken = await signAccessToken({ sub: user.id, rol: user.rol, email: user.email, sv: user.sessieVersie }, now);
  return {
    accessToken,
    tokenType: 'Bearer',
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    refreshToken,
    gebruiker: { id: user.id, email: user.email, voornaam: user.voornaam, achternaam: user.achternaam, rol: user.rol },
  };
}
