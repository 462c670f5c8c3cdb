import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getSessionUser } from '~/auth/session.ts';
import { getI18n } from '~/i18n/server.ts';
import { LoginForm } from '~/modules/auth/components/login-form.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.auth.loginTitle };
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string; melding?: string }> }) {
  if (await getSessionUser()) redirect('/bedrijven');
  const { callbackUrl, melding } = await searchParams;
  const { t } = await getI18n();
  const notice = melding === 'inloggen-vereist' ? t.auth.loginToContinue : melding === 'wachtwoord-hersteld' ? t.account.resetDone : melding === 'account-verwijderd' ? t.account.deleted : melding === 'wachtwoord-gewijzigd' ? t.account.passwordChanged : undefined;
  return (
    <>
      <LoginForm callbackUrl={typeof callbackUrl === 'string' ? callbackUrl : '/bedrijven'} notice={notice} />
      <p className="mt-6 text-center text-sm">
        <Link href="/orientatie" className="font-medium text-brand-700 underline underline-offset-2">
          {t.orientatie.landingLinkShort}
        </Link>
      </p>
    </>
  );
}
