import type { ReactNode } from 'react';
import { requireUser } from '~/auth/session.ts';

/** Everything below needs a current session; otherwise the visitor goes to /login. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  await requireUser();
  return children;
}
