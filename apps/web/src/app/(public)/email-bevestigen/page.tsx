import type { Metadata } from 'next';
import { getSessionUser } from '~/auth/session.ts';
import { getI18n } from '~/i18n/server.ts';
import { VerifyEmailForm } from '~/modules/account/components/verify-email-form.tsx';
import { taakNaBevestigen } from '~/lib/taak-na-bevestigen.server.ts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.account.verifyTitle };
}

export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  const user = await getSessionUser();
  const terug = user ? await taakNaBevestigen() : null;
  return <VerifyEmailForm token={typeof token === 'string' ? token : ''} signedIn={!!user} terug={terug} />;
}
