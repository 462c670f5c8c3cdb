import type { ReactNode } from 'react';
import { requireUser } from '~/auth/session.ts';
import { LiveProvider } from '~/modules/live/live-provider.tsx';

/** Everything below needs a current session (otherwise the visitor goes to /login) and gets the live feed. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  await requireUser();
  return <LiveProvider>{children}</LiveProvider>;
}
