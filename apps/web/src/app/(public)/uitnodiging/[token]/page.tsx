import type { Metadata } from 'next';
import Link from 'next/link';
import { Alert } from '@ikv/ui/alert';
import { buttonClasses } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { PageHeader } from '@ikv/ui/page-header';
import { getSessionUser } from '~/auth/session.ts';
import { getI18n } from '~/i18n/server.ts';
import { fill } from '~/i18n/locale.ts';
import { formatCount, formatDate } from '~/lib/format.ts';
import { signOutAction } from '~/modules/auth/actions.ts';
import { InvitationClaim } from '~/modules/notifications/components/invitation-claim.tsx';
import { invitationPreview, type InvitationPreview } from '~/modules/partners/invitation-preview.server.ts';
import { isInvitedAddress } from '~/modules/partners/partners.rules.ts';
import { TRPCReactProvider } from '~/trpc/react.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.companyAdmin.invitationTitle };
}

/**
 * The e-mailed sign-up link: who invites whom to which company (read with the link's token only, so
 * nothing shows without it), then register or log in with the invited address prefilled; signed in
 * with that address, the invitation is answered right here.
 */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [{ t, locale }, user, preview] = await Promise.all([getI18n(), getSessionUser(), invitationPreview(token)]);
  const c = t.companyAdmin;
  const here = `/uitnodiging/${token}`;
  const back = encodeURIComponent(here);
  const closed =
    preview && preview.status !== 'OPENSTAAND'
      ? preview.status === 'VERLOPEN'
        ? c.invitationExpired
        : c.invitationClosed
      : null;
  const otherAccount = user && preview && !isInvitedAddress(preview.email, user.email);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageHeader title={c.invitationTitle} />
      {preview ? <InvitationSummary preview={preview} t={t} locale={locale} /> : null}
      {!preview ? (
        <Alert tone="warning" role="alert">
          {c.invitationNotFound}
        </Alert>
      ) : closed ? (
        <Alert tone="warning" role="alert">
          {closed}
        </Alert>
      ) : otherAccount ? (
        <Card>
          <CardBody className="flex flex-col gap-4">
            <p className="text-sm text-slate-700" data-testid="invitation-other-account">
              {fill(c.invitationOtherAccount, { email: preview.email, ingelogd: user.email })}
            </p>
            <form action={signOutAction}>
              <input type="hidden" name="callbackUrl" value={here} />
              <button
                type="submit"
                className={buttonClasses('primary', 'md', 'h-auto! min-h-10 py-2 break-all whitespace-normal!')}
              >
                {fill(c.invitationSignOut, { email: preview.email })}
              </button>
            </form>
          </CardBody>
        </Card>
      ) : user ? (
        // a public page: the tRPC client only where the signed-in visitor answers the invitation
        <TRPCReactProvider>
          <InvitationClaim token={token} />
        </TRPCReactProvider>
      ) : (
        <Card>
          <CardBody className="flex flex-col gap-4">
            <p className="text-sm text-slate-700">{fill(c.invitationNextStep, { email: preview.email })}</p>
            <div className="flex flex-wrap gap-2">
              <Link href={`/registreren?callbackUrl=${back}`} className={buttonClasses('primary')}>
                {c.invitationRegister}
              </Link>
              <Link href={`/login?callbackUrl=${back}`} className={buttonClasses('secondary')}>
                {c.invitationLogin}
              </Link>
            </div>
          </CardBody>
        </Card>
      )}
    </div>
  );
}

function InvitationSummary({
  preview,
  t,
  locale,
}: {
  preview: InvitationPreview;
  t: Awaited<ReturnType<typeof getI18n>>['t'];
  locale: Awaited<ReturnType<typeof getI18n>>['locale'];
}) {
  const c = t.companyAdmin;
  return (
    <Card>
      <CardBody className="flex flex-col gap-4">
        <p className="text-base font-medium text-ink" data-testid="invitation-who">
          {fill(c.invitationWho, {
            uitnodiger: preview.uitnodiger.naam,
            bedrijf: preview.bedrijf.naam,
            kvk: preview.bedrijf.kvkNummer,
            aandeel: formatCount(preview.aandeelPercentage, locale),
          })}
        </p>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">{c.invitationSentTo}</dt>
          <dd className="break-all" data-testid="invitation-email">
            {preview.email}
          </dd>
          {preview.status === 'OPENSTAAND' ? (
            <>
              <dt className="text-muted">{c.invitationValid}</dt>
              <dd>{fill(c.invitationValidUntil, { datum: formatDate(preview.verlooptOp, locale) })}</dd>
            </>
          ) : null}
        </dl>
      </CardBody>
    </Card>
  );
}
