// Server component: product name, navigation, the user's name, log out and the language switch.
import Link from 'next/link';
import { buttonClasses } from '@ikv/ui/button';
import { cn } from '@ikv/ui/cn';
import { getSessionUser } from '~/auth/session.ts';
import { getI18n } from '~/i18n/server.ts';
import { setLanguageAction } from '~/modules/i18n/actions.ts';
import { signOutAction } from '~/modules/auth/actions.ts';
import { Logo } from './logo.tsx';
import { NotificationsBell } from '~/modules/notifications/components/notifications-bell.tsx';
import { ChatUnreadBadge } from '~/modules/chat/components/chat-unread-badge.tsx';

export async function SiteHeader() {
  const [{ locale, t }, user] = await Promise.all([getI18n(), getSessionUser()]);
  return (
    <header className="sticky top-0 z-20 border-b border-line bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4 sm:gap-6 sm:px-6">
        <Link href={user ? '/bedrijven' : '/'} className="flex min-w-0 items-center gap-2.5 rounded-md">
          <Logo className="size-8 shrink-0" />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="truncate text-[15px] font-semibold text-ink">{t.common.productName}</span>
            <span className="hidden truncate text-xs text-muted sm:block">{t.common.productTagline}</span>
          </span>
        </Link>

        {user ? (
          <nav aria-label={t.header.nav} className="hidden sm:block">
            <Link href="/bedrijven" className="rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink">
              {t.header.companies}
            </Link>
            <Link href={user.rol === 'ADVISEUR' ? '/adviseur/aanvragen' : '/aanvragen'} className="rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink">
              {t.aanvragen.nav}
            </Link>
            <Link href="/afspraken" className="rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink">
              {t.appointments.nav}
            </Link>
            <Link href="/instellingen" className="rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink">
              {t.account.nav}
            </Link>
            <ChatUnreadBadge href={user.rol === 'ADVISEUR' ? '/adviseur/aanvragen' : '/aanvragen'} className="rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink" />
            <NotificationsBell className="rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink" />
          </nav>
        ) : null}

        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <form action={setLanguageAction} className="flex items-center rounded-lg bg-slate-100 p-0.5 text-xs font-semibold" aria-label={t.header.language}>
            {(['nl', 'en'] as const).map((l) => (
              <button
                key={l}
                type="submit"
                name="taal"
                value={l}
                lang={l}
                aria-pressed={locale === l}
                title={l === 'nl' ? 'Nederlands' : 'English'}
                className={cn('rounded-md px-2 py-1 transition-colors', locale === l ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink')}
              >
                {l.toUpperCase()}
              </button>
            ))}
          </form>

          {user ? (
            <>
              <span className="hidden max-w-40 truncate text-sm text-slate-700 md:block" title={user.email}>
                {user.voornaam} {user.achternaam}
              </span>
              <form action={signOutAction}>
                <button type="submit" className={buttonClasses('secondary', 'sm')}>
                  {t.header.signOut}
                </button>
              </form>
            </>
          ) : (
            <Link href="/login" className={buttonClasses('ghost', 'sm')}>
              {t.header.signIn}
            </Link>
          )}
        </div>
      </div>
      {user ? (
        <nav aria-label={t.header.nav} className="border-t border-line sm:hidden">
          <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-1.5 text-sm">
            <Link href="/bedrijven" className="rounded-md px-2 py-1 font-medium text-slate-700">
              {t.header.companies}
            </Link>
            <Link href={user.rol === 'ADVISEUR' ? '/adviseur/aanvragen' : '/aanvragen'} className="rounded-md px-2 py-1 font-medium text-slate-700">
              {t.aanvragen.nav}
            </Link>
            <Link href="/afspraken" className="rounded-md px-2 py-1 font-medium text-slate-700">
              {t.appointments.nav}
            </Link>
            <Link href="/instellingen" className="rounded-md px-2 py-1 font-medium text-slate-700">
              {t.account.nav}
            </Link>
            <ChatUnreadBadge href={user.rol === 'ADVISEUR' ? '/adviseur/aanvragen' : '/aanvragen'} className="rounded-md px-2 py-1 font-medium text-slate-700" />
            <NotificationsBell className="rounded-md px-2 py-1 font-medium text-slate-700" />
            <span className="truncate text-muted">
              {user.voornaam} {user.achternaam}
            </span>
          </div>
        </nav>
      ) : null}
    </header>
  );
}
