// The web app's Auth.js Credentials provider uses the same password check as POST /auth/login.
import { getDb } from '@ikv/db';
import { checkCredentials } from './auth.service.ts';
import { findSessionVersion, insertAudit } from './auth.repository.ts';

export interface SessionUser {
  id: string;
  email: string;
  voornaam: string;
  achternaam: string;
  rol: 'ONDERNEMER' | 'ADVISEUR';
  sessieVersie: number;
}

export async function authenticateCredentials(input: { email: string; wachtwoord: string }, ip: string | null = null): Promise<SessionUser | null> {
  const db = getDb();
  const user = await checkCredentials({ db }, input.email, input.wachtwoord);
  await insertAudit(db, user ? { userId: user.id, actie: 'LOGIN', ip, details: { via: 'web' } } : { userId: null, actie: 'LOGIN_MISLUKT', ip, details: { email: input.email, via: 'web' } });
  if (!user) return null;
  return { id: user.id, email: user.email, voornaam: user.voornaam, achternaam: user.achternaam, rol: user.rol, sessieVersie: user.sessieVersie };
}

/** False once the user is deleted or changed his password since the session began. */
export async function isSessionCurrent(userId: string, sessieVersie: number): Promise<boolean> {
  const row = await findSessionVersion(getDb(), userId);
  return row !== null && row.sessieVersie === sessieVersie;
}
