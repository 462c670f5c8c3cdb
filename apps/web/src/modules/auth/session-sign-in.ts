// Server-only helpers for the auth actions: the caller's IP and turning a login ticket into the
// Auth.js session cookie. (Not a 'use server' module: nothing here is callable from the browser.)
import { AuthError } from 'next-auth';
import { headers } from 'next/headers';
import { signIn } from '~/auth/config.ts';

export async function clientIp(): Promise<string | null> {
  const h = await headers();
  return h.get('x-forwarded-for')?.split(',')[0]?.trim() || h.get('x-real-ip');
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
