import type { Metadata } from 'next';
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
  const notice = melding === 'wachtwoord-hersteld' ? t.account.resetDone : melding === 'account-verwijderd' ? t.account.deleted : melding === 'wachtwoord-gewijzigd' ? t.account.passwordChanged : undefined;
  return <LoginForm callbackUrl={typeof callbackUrl === 'string' ? callbackUrl : '/bedrijven'} notice={notice} />;
}
