import Link from 'next/link';
import { buttonClasses } from '@ikv/ui/button';
import { getSessionUser } from '~/auth/session.ts';
import { fill } from '~/i18n/locale.ts';
import { getI18n } from '~/i18n/server.ts';
import { AdviserHome } from '~/modules/adviseur/components/adviser-home.tsx';
import { PublicShell } from '~/modules/layout/page-shell.tsx';
import { SignedInShell } from '~/modules/layout/signed-in-shell.tsx';

const icons = [
  // building
  'M3 21h18M5 21V7l7-4 7 4v14M9 9h.01M15 9h.01M9 13h.01M15 13h.01M10 21v-4h4v4',
  // table
  'M4 5h16v14H4zM4 10h16M10 5v14',
  // document check
  'M7 3h7l5 5v13H7zM14 3v5h5M10 14l2 2 4-4',
];

/** The start page is public; a signed-in visitor gets the signed-in shell (header with live links, tRPC client). */
export default async function StartPage() {
  const user = await getSessionUser();
  const Chrome = user ? SignedInShell : PublicShell;
  return (
    <Chrome>
      <LandingPage />
    </Chrome>
  );
}

async function LandingPage() {
  const [{ t, locale }, user] = await Promise.all([getI18n(), getSessionUser()]);
  // an adviser's home is his work: his requests, the queue, appointments, unread conversations
  if (user?.rol === 'ADVISEUR') return <AdviserHome t={t} locale={locale} voornaam={user.voornaam} />;
  const steps = [
    { title: t.landing.step1Title, text: t.landing.step1Text },
    { title: t.landing.step2Title, text: t.landing.step2Text },
    { title: t.landing.step3Title, text: t.landing.step3Text },
  ];
  return (
    <div className="flex flex-col gap-14 sm:gap-20">
      <section className="max-w-3xl pt-2 sm:pt-8">
        <p className="text-sm font-semibold text-brand-700">{t.landing.eyebrow}</p>
        <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance text-ink sm:text-5xl">
          {t.landing.title}
        </h1>
        <p className="mt-5 max-w-2xl text-base text-pretty text-slate-600 sm:text-lg">{t.landing.lead}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
          {user ? (
            <>
              <Link href="/bedrijven" className={buttonClasses('primary', 'lg')}>
                {t.landing.ctaCompanies}
              </Link>
              <p className="text-sm text-muted">{fill(t.landing.welcomeBack, { name: user.voornaam })}</p>
            </>
          ) : (
            <>
              <Link href="/registreren" className={buttonClasses('primary', 'lg')}>
                {t.landing.ctaRegister}
              </Link>
              <Link href="/login" className={buttonClasses('secondary', 'lg')}>
                {t.landing.ctaLogin}
              </Link>
            </>
          )}
        </div>
        <p className="mt-5 text-sm">
          <Link href="/orientatie" className="font-medium text-brand-700 underline underline-offset-2">
            {t.orientatie.landingLink}
          </Link>
        </p>
        <p className="mt-2 text-sm">
          <Link href="/ikv-check" className="font-medium text-brand-700 underline underline-offset-2">
            {t.voorcheck.landingLink}
          </Link>
        </p>
      </section>

      <section>
        <ol className="grid gap-4 sm:grid-cols-3 sm:gap-6">
          {steps.map((step, i) => (
            <li
              key={step.title}
              className="rounded-(--radius-card) border border-line bg-white p-5 shadow-(--shadow-card) sm:p-6"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <svg
                    viewBox="0 0 24 24"
                    className="size-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                  >
                    <path d={icons[i]} />
                  </svg>
                </span>
                <span className="text-sm font-medium text-muted">{i + 1} / 3</span>
              </div>
              <h2 className="mt-4 text-base font-semibold text-ink">{step.title}</h2>
              <p className="mt-1.5 text-sm text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8 text-sm text-muted">
          {t.landing.apiNote}{' '}
          <Link href="/api/docs" prefetch={false} className="font-medium text-brand-700 underline underline-offset-2">
            {t.landing.apiLink}
          </Link>
        </p>
      </section>
    </div>
  );
}
