import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClasses } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { PageHeader } from '@ikv/ui/page-header';
import { getSessionUser } from '~/auth/session.ts';
import { getI18n } from '~/i18n/server.ts';
import { InvitationClaim } from '~/modules/notifications/components/invitation-claim.tsx';
import { TRPCReactProvider } from '~/trpc/react.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.companyAdmin.invitationTitle };
}

/** The e-mailed sign-up link: register or log in first, then the invitation is shown and answered here. */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [{ t }, user] = await Promise.all([getI18n(), getSessionUser()]);
  const back = encodeURIComponent(`/uitnodiging/${token}`);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageHeader title={t.companyAdmin.invitationTitle} />
      {user ? (
        // a public page: the tRPC client only where the signed-in visitor answers the invitation
        <TRPCReactProvider>
          <InvitationClaim token={token} />
        </TRPCReactProvider>
      ) : (
        <Card>
          <CardBody className="flex flex-col gap-4">
            <p className="text-sm text-slate-700">{t.companyAdmin.invitationLoginLead}</p>
            <div className="flex flex-wrap gap-2">
              <Link href={`/registreren?callbackUrl=${back}`} className={buttonClasses('primary')}>
                {t.companyAdmin.invitationRegister}
              </Link>
              <Link href={`/login?callbackUrl=${back}`} className={buttonClasses('secondary')}>
                {t.companyAdmin.invitationLogin}
              </Link>
            </div>
          </CardBody>
        </Card>
      )}
    </div>
  );
}
