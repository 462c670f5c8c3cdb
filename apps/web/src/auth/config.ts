// Auth.js v5: the web session. Password and second factor are checked by the API package (same
// services, rate limits and audit as POST /auth/login and /auth/2fa/login*), which hands out a
// one-minute login ticket; the Credentials provider only redeems tickets. The JWT session cookie
// carries the user's id, role, names and session version (a password change ends the session).
import NextAuth, { type DefaultSession } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { redeemWebLoginTicket, type SessionUser } from '@ikv/api/auth';
import { log } from '@ikv/api/observability';

/** The signed-in user as the API's credentials check answers it. */
export type WebUser = SessionUser;

declare module 'next-auth' {
  interface User {
    voornaam?: string;
    achternaam?: string;
    rol?: WebUser['rol'];
    sessieVersie?: number;
    taal?: WebUser['taal'];
  }
  interface Session {
    user: Partial<WebUser> & DefaultSession['user'];
  }
}

// Auth.js lives under /api/authjs: /api/auth/* belongs to the public REST API (POST /auth/login, …).
export const AUTH_BASE_PATH = '/api/authjs';

export const { handlers, auth, signIn, signOut } = NextAuth({
  basePath: AUTH_BASE_PATH,
  trustHost: true,
  session: { strategy: 'jwt', maxAge: 8 * 60 * 60 },
  pages: { signIn: '/login' },
  logger: {
    // A wrong password is not an application error; keep the log quiet about it.
    error(error) {
      if (error.name === 'CredentialsSignin') return;
      log().error({ err: error }, 'auth: Auth.js error');
    },
  },
  providers: [
    Credentials({
      credentials: { ticket: { type: 'text' } },
      async authorize(credentials) {
        const ticket = typeof credentials.ticket === 'string' ? credentials.ticket : '';
        if (!ticket) return null;
        const user = await redeemWebLoginTicket(ticket);
        if (!user) return null;
        return {
          id: user.id,
          email: user.email,
          name: `${user.voornaam} ${user.achternaam}`,
          voornaam: user.voornaam,
          achternaam: user.achternaam,
          rol: user.rol,
          sessieVersie: user.sessieVersie,
          taal: user.taal,
        };
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.ikv = {
          id: user.id ?? '',
          email: user.email ?? '',
          voornaam: user.voornaam ?? '',
          achternaam: user.achternaam ?? '',
          rol: user.rol ?? 'ONDERNEMER',
          sessieVersie: user.sessieVersie ?? 0,
          taal: user.taal ?? 'NL',
        } satisfies WebUser;
      }
      return token;
    },
    session({ session, token }) {
      const ikv = token.ikv as WebUser | undefined;
      if (ikv) session.user = { ...session.user, ...ikv };
      return session;
    },
  },
});
