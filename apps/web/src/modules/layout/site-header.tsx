// Server component: product name, navigation, the user's name, log out and the language switch.
// The live links (chat and notifications, with their unread counts) come from the signed-in shell,
// so that public pages do not load the tRPC client they need.
import Link from 'next/link';
import { buttonClasses } from '@ikv/ui/button';
import { cn } from '@ikv/ui/cn';
import { getSessionUser } from '~/auth/session.ts';
import { getI18n } from '~/i18n/server.ts';
import { setLanguageAction } from '~/modules/i18n/actions.ts';
import { signOutAction } from '~/modules/auth/actions.ts';
import { Logo } from './logo.tsx';
import type { ReactNode } from 'react';
import { fill } from '~/i18n/locale.ts';
import { MobileMenu } from './components/mobile-menu.tsx';

/** The entries of the main navigation for this user (one list for the inline and the mobile menu). */
function navItems(rol: 'ONDERNEMER' | 'ADVISEUR', t: Awaited<ReturnType<typeof getI18n>>['t']) {
  return [
    rol === 'ADVISEUR' ? { href: '/', label: t.flow.homeNav } : { href: '/bedrijven', label: t.header.companies },
    { href: rol === 'ADVISEUR' ? '/adviseur/aanvragen' : '/aanvragen', label: t.aanvragen.nav },
    { href: '/afspraken', label: t.appointments.nav },
    { href: '/instellingen', label: t.account.nav },
  ];
}

const inlineLink =
  'whitespace-nowrap rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink';
const menuLink = 'flex min-h-11 items-center rounded-md px-3 text-base font-medium text-slate-800 hover:bg-slate-100';

/**
 * `liveLinks` renders the links with unread counts in a given link style, `menuBadge` the unread count
 * on the closed phone menu (both only in the signed-in shell, which has the tRPC client).
 */
export async function SiteHeader({
  liveLinks,
  menuBadge,
}: {
  liveLinks?: (className: string) => ReactNode;
  menuBadge?: ReactNode;
}) {
  const [{ locale, t }, user] = await Promise.all([getI18n(), getSessionUser()]);
  const items = user ? navItems(user.rol, t) : [];
  return (
    <header className="sticky top-0 z-20 border-b border-line bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="relative mx-auto flex h-16 max-w-5xl items-center gap-3 px-4 sm:px-6 lg:gap-5">
        <Link
          href={user && user.rol !== 'ADVISEUR' ? '/bedrijven' : '/'}
          // from lg on the product name keeps its width: where the row is full, the user's name gives way
          className="flex min-w-0 items-center gap-2.5 rounded-md lg:shrink-0"
        >
          <Logo className="size-8 shrink-0" />
          <span className="flex min-w-0 flex-col leading-tight">
            <span data-testid="product-name" className="truncate text-[15px] font-semibold text-ink">
              {t.common.productName}
            </span>
            {user ? null : (
              <span className="hidden truncate text-xs text-muted sm:block">{t.common.productTagline}</span>
            )}
          </span>
        </Link>

        {user ? (
          <nav aria-label={t.header.nav} className="hidden shrink-0 items-center lg:flex">
            {items.map((item) => (
              <Link key={item.href} href={item.href} className={inlineLink}>
                {item.label}
              </Link>
            ))}
            {liveLinks?.(inlineLink)}
          </nav>
        ) : null}

        <div className="ml-auto flex min-w-0 items-center gap-2 lg:gap-3">
          <form
            action={setLanguageAction}
            className="flex shrink-0 items-center rounded-lg bg-slate-100 p-0.5 text-xs font-semibold"
            aria-label={t.header.language}
          >
            {(['nl', 'en'] as const).map((l) => (
              <button
                key={l}
                type="submit"
                name="taal"
                value={l}
                lang={l}
                aria-pressed={locale === l}
                title={l === 'nl' ? 'Nederlands' : 'English'}
                className={cn(
                  'rounded-md px-2 py-1 transition-colors',
                  locale === l ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink',
                )}
              >
                {l.toUpperCase()}
              </button>
            ))}
          </form>

          {user ? (
            <>
              <span
                data-testid="header-user-name"
                className="hidden min-w-0 max-w-40 truncate text-sm text-slate-700 xl:block"
                title={`${user.voornaam} ${user.achternaam} (${user.email})`}
              >
                {user.voornaam} {user.achternaam}
              </span>
              <form action={signOutAction} className="hidden shrink-0 lg:block">
                <button type="submit" className={cn(buttonClasses('secondary', 'sm'), 'whitespace-nowrap')}>
                  {t.header.signOut}
                </button>
              </form>
              <MobileMenu badge={menuBadge}>
                <nav aria-label={t.header.nav} className="mx-auto flex max-w-5xl flex-col gap-0.5 px-4 py-3">
                  {items.map((item) => (
                    <Link key={item.href} href={item.href} className={menuLink}>
                      {item.label}
                    </Link>
                  ))}
                  {liveLinks?.(menuLink)}
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
                    <span className="min-w-0 truncate text-sm text-muted">
                      {fill(t.header.loggedInAs, { name: `${user.voornaam} ${user.achternaam}` })}
                    </span>
                    <form action={signOutAction}>
                      <button type="submit" className={buttonClasses('secondary', 'sm')}>
                        {t.header.signOut}
                      </button>
                    </form>
                  </div>
                </nav>
              </MobileMenu>
            </>
          ) : (
            <Link href="/login" className={cn(buttonClasses('ghost', 'sm'), 'whitespace-nowrap')}>
              {t.header.signIn}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
