import type { ReactNode } from 'react';
import { requireUser } from '~/auth/session.ts';
import { SignedInShell } from '~/modules/layout/signed-in-shell.tsx';

/** Everything below needs a current session (otherwise the visitor goes to /login), the tRPC client and the live feed. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  await requireUser();
  return <SignedInShell>{children}</SignedInShell>;
}
