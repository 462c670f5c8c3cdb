// Carrying the pre-check's figures over to a new account (nothing retyped): the figures, validated by
// the API's own schema, travel in an HttpOnly cookie as a token signed with the app's secret
// (HMAC-SHA256) that expires after 7 days. The cookie is only read back on the entrepreneur's own
// company page, where one click writes the figures through the normal financials operation (which
// checks the caller owns the company) and removes the cookie. Server-only.
import { cookies } from 'next/headers';
import { secureCookies } from '@ikv/api/app-url';
import type { TPrecheckInput } from '@ikv/api/schemas/ikv/precheck';
import { GELDIG_MS, signOvername, verifyOvername } from './overname-token.ts';

const OVERNAME_COOKIE = 'ikv_voorcheck';

export async function zetOvername(input: TPrecheckInput): Promise<void> {
  (await cookies()).set(OVERNAME_COOKIE, signOvername(input, new Date()), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(),
    maxAge: GELDIG_MS / 1000,
  });
}

export async function leesOvername(): Promise<TPrecheckInput | null> {
  return verifyOvername((await cookies()).get(OVERNAME_COOKIE)?.value, new Date());
}

export async function wisOvername(): Promise<void> {
  (await cookies()).delete(OVERNAME_COOKIE);
}
