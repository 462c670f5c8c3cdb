import type { ReactNode } from 'react';
import { PublicShell } from '~/modules/layout/page-shell.tsx';

/** Pages anyone may open (login, registration, the calculator, verification): no tRPC client, no live feed. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return <PublicShell>{children}</PublicShell>;
}
