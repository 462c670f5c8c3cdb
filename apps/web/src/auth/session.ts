// The current web user: an Auth.js session that was not signed out (its sid not revoked) and whose
// session version is still current (a password change, "sign out everywhere" or account deletion
// ends every session). Anything else counts as logged out.
import { cache } from 'react';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { loginUrlFor, returnPathOf } from '~/auth/login-redirect.ts';
import { currentSessionUser } from '@ikv/api/auth';
import { noteRequestUser } from '@ikv/api/observability';
import { auth, type WebUser } from './config.ts';

export const getSessionUser = cache(async (): Promise<WebUser | null> => {
  const session = await auth();
  const u = session?.user;
  if (!u?.id || !u.rol || typeof u.sessieVersie !== 'number') return null;
  // not signed out (in memory), then one query: is the session still current, and the names/e-mail as they are now
  const user = await currentSessionUser(u.id, u.sessieVersie, session?.sid);
  // pages and server actions: the user on the request's log line (API.md, Operations)
  noteRequestUser(user?.id);
  return user;
});

/** For protected pages: the user, or a redirect to /login that brings him back to this page afterwards. */
export async function requireUser(): Promise<WebUser> {
  const user = await getSessionUser();
  if (!user) redirect(loginUrlFor(returnPathOf((await headers()).get('x-ikv-pad'))));
  return user;
}
