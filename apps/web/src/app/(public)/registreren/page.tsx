import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getSessionUser } from '~/auth/session.ts';
import { getI18n } from '~/i18n/server.ts';
import { RegisterForm } from '~/modules/auth/components/register-form.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.auth.registerTitle };
}

export default async function RegisterPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  if (await getSessionUser()) redirect('/bedrijven');
  const { callbackUrl } = await searchParams;
  return <RegisterForm callbackUrl={typeof callbackUrl === 'string' ? callbackUrl : undefined} />;
}
