// Server-only helpers for the auth actions: the caller's IP and turning a login ticket into the
// Auth.js session cookie. (Not a 'use server' module: nothing here is callable from the browser.)
import { AuthError } from 'next-auth';
import { headers } from 'next/headers';
import { CLIENT_ADDRESS_HEADER } from '@ikv/api/client-address';
import { signIn } from '~/auth/config.ts';

/** The address server.ts resolved for this request (X-Forwarded-For only from TRUSTED_PROXIES). */
export async function clientIp(): Promise<string | null> {
  return (await headers()).get(CLIENT_ADDRESS_HEADER);
}

export async function signInWithTicket(ticket: string): Promise<'ok' | 'failed'> {
  try {
    const url = await signIn('credentials', { ticket, redirect: false });
    return typeof url === 'string' && url.includes('error=') ? 'failed' : 'ok';
  } catch (e) {
    if (e instanceof AuthError) return 'failed';
    throw e;
  }
}
