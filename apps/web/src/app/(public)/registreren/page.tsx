import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getSessionUser } from '~/auth/session.ts';
import { getI18n } from '~/i18n/server.ts';
import { RegisterForm } from '~/modules/auth/components/register-form.tsx';
import { invitationForReturnPath, invitationFormNote } from '~/modules/partners/invitation-preview.server.ts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.auth.registerTitle };
}

export default async function RegisterPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  if (await getSessionUser()) redirect('/bedrijven');
  const { callbackUrl } = await searchParams;
  const back = typeof callbackUrl === 'string' ? callbackUrl : undefined;
  // from an invitation's landing page: its address prefilled, and what it is for
  const [{ t }, invitation] = await Promise.all([getI18n(), invitationForReturnPath(back)]);
  return (
    <RegisterForm
      callbackUrl={back}
      invitedEmail={invitation?.email}
      note={invitation ? invitationFormNote(t, invitation) : undefined}
    />
  );
}
