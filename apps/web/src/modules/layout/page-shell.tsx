// The header and the main landmark around a page. Two shells, so that only signed-in pages load the
// tRPC client, the live feed and the unread counters: public pages (login, the calculator) stay light.
import type { ReactNode } from 'react';
import { SiteHeader } from './site-header.tsx';

const mainClasses = 'mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-12';

/** Header and main for public pages (also when the visitor happens to be signed in: no live counters there). */
export function PublicShell({ children }: { children: ReactNode }) {
  return <Shell header={<SiteHeader />}>{children}</Shell>;
}

/** A header and the main landmark (the signed-in shell passes the header with its live links). */
export function Shell({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <>
      {header}
      <main id="inhoud" className={mainClasses}>
        {children}
      </main>
    </>
  );
}
