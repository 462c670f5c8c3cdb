// Auth.js v5: the web session. Password and second factor are checked by the API package (same
// services, rate limits and audit as POST /auth/login and /auth/2fa/login*), which hands out a
// one-minute login ticket; the Credentials provider only redeems tickets. The JWT session cookie
// carries the user's id, role, names and session version (a password change ends the session), and
// its own session id `sid`: signing out revokes that sid on the server (every instance refuses the
// cookie from then on, @ikv/api auth/web-sessions.ts). Served over https (APP_URL or AUTH_URL), the
// cookies are Secure and prefixed (`__Secure-authjs.session-token`, `__Host-authjs.csrf-token`).
import NextAuth, { type DefaultSession } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import {
  endWebSession,
  isWebSessionRevoked,
  newWebSessionId,
  redeemWebLoginTicket,
  secureCookies,
  WEB_SESSION_MAX_AGE_SECONDS,
  type SessionUser,
} from '@ikv/api/auth';
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
    /** this sign-in's session id (revoked at sign-out) */
    sid?: string;
  }
}

// Auth.js lives under /api/authjs: /api/auth/* belongs to the public REST API (POST /auth/login, …).
const AUTH_BASE_PATH = '/api/authjs';

export const { handlers, auth, signIn, signOut } = NextAuth({
  basePath: AUTH_BASE_PATH,
  trustHost: true,
  session: { strategy: 'jwt', maxAge: WEB_SESSION_MAX_AGE_SECONDS },
  // over https Secure and prefixed whatever a request's X-Forwarded-Proto says; else Auth.js decides by the URL
  ...(secureCookies() ? { useSecureCookies: true } : {}),
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
  events: {
    // every way out (the header's button, account deletion, POST /api/authjs/signout) ends the
    // session on the server, so a copy of the cookie is refused from now on
    async signOut(message) {
      const token = 'token' in message ? message.token : null;
      const ikv = token?.ikv as WebUser | undefined;
      if (!ikv?.id || typeof token?.sid !== 'string') return;
      await endWebSession({
        userId: ikv.id,
        sid: token.sid,
        expiresAtMs: typeof token.exp === 'number' ? token.exp * 1000 : null,
      });
    },
  },
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.sid = newWebSessionId();
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
        return token;
      }
      // a signed-out session is never renewed (null: Auth.js clears the cookie); checked in memory
      if (typeof token.sid !== 'string' || (await isWebSessionRevoked(token.sid))) return null;
      return token;
    },
    session({ session, token }) {
      const ikv = token.ikv as WebUser | undefined;
      if (ikv) session.user = { ...session.user, ...ikv };
      if (typeof token.sid === 'string') session.sid = token.sid;
      return session;
    },
  },
});
