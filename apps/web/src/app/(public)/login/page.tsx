import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getSessionUser } from '~/auth/session.ts';
import { getI18n } from '~/i18n/server.ts';
import { LoginForm } from '~/modules/auth/components/login-form.tsx';
import { safeReturnPath } from '~/lib/return-path.ts';
import { invitationForReturnPath, invitationFormNote } from '~/modules/partners/invitation-preview.server.ts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.auth.loginTitle };
}

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string; melding?: string }>;
}) {
  const { callbackUrl, melding } = await searchParams;
  // someone already signed in who follows a link to the login page goes where the link meant to take him
  if (await getSessionUser()) redirect(safeReturnPath(callbackUrl));
  const back = typeof callbackUrl === 'string' ? callbackUrl : undefined;
  // from an invitation's landing page: its address prefilled, and what it is for
  const [{ t }, invitation] = await Promise.all([getI18n(), invitationForReturnPath(back)]);
  const notice =
    melding === 'inloggen-vereist'
      ? t.auth.loginToContinue
      : melding === 'wachtwoord-hersteld'
        ? t.account.resetDone
        : melding === 'account-verwijderd'
          ? t.account.deleted
          : melding === 'wachtwoord-gewijzigd'
            ? t.account.passwordChanged
            : melding === 'overal-uitgelogd'
              ? t.account.signedOutEverywhere
              : undefined;
  return (
    <>
      <LoginForm
        callbackUrl={back ?? '/bedrijven'}
        keepCallback={back !== undefined}
        notice={notice}
        invitedEmail={invitation?.email}
        note={invitation ? invitationFormNote(t, invitation) : undefined}
      />
      <p className="mt-6 text-center text-sm">
        <Link href="/orientatie" className="font-medium text-brand-700 underline underline-offset-2">
          {t.orientatie.landingLinkShort}
        </Link>
      </p>
    </>
  );
}
