// Back to the task after confirming the e-mail address (issue 39: "after e-mail confirmation back to the
// task"): where the entrepreneur was going when he registered (the callbackUrl) or when a task asked him to
// confirm first (a new request, say) is kept in this browser for a week; the confirmation page then offers
// "Verder waar u was" instead of the settings. Only a path of this app (return-path.ts); a link opened
// on another device falls back to the settings.
import { cookies } from 'next/headers';
import { secureCookies } from '@ikv/api/app-url';
import { returnPathOrNull } from '~/lib/return-path.ts';

const COOKIE = 'ikv-na-bevestigen';

/** Remembers `pad` (when it is a path of this app) as the task to return to after confirming. */
export async function onthoudTaak(pad: unknown): Promise<void> {
  const terug = returnPathOrNull(pad);
  if (!terug) return;
  (await cookies()).set(COOKIE, terug, {
    path: '/',
    maxAge: 60 * 60 * 24 * 7,
    sameSite: 'lax',
    httpOnly: true,
    secure: secureCookies(),
  });
}

/** The remembered task, checked again (the cookie is the browser's). */
export async function taakNaBevestigen(): Promise<string | null> {
  return returnPathOrNull((await cookies()).get(COOKIE)?.value);
}
