import { fill } from '~/i18n/locale.ts';
import { formatDateTime } from '~/lib/format.ts';
import { ExportDataButton } from '~/modules/privacy/components/export-data-button.tsx';
import type { Metadata } from 'next';
import { Alert } from '@ikv/ui/alert';
import { Badge } from '@ikv/ui/badge';
import { buttonClasses } from '@ikv/ui/button';
import { PageHeader } from '@ikv/ui/page-header';
import { requireUser } from '~/auth/session.ts';
import { getI18n } from '~/i18n/server.ts';
import { DeleteAccountForm } from '~/modules/account/components/delete-account-form.tsx';
import {
  EmailChangeForm,
  PasswordForm,
  ProfileForm,
  UnverifiedNotice,
} from '~/modules/account/components/profile-forms.tsx';
import { SettingsSection } from '~/modules/account/components/settings-section.tsx';
import { TwoFactorSettings } from '~/modules/account/components/two-factor-settings.tsx';
import { serverApi } from '~/trpc/server.ts';
import { EmailPreferencesForm } from '~/modules/flow/components/email-preferences-form.tsx';
import { AdviserNameForm } from '~/modules/account/components/adviser-name-form.tsx';
import { signOutEverywhereAction } from '~/modules/account/actions.ts';
import { KoppelingenCard } from '~/modules/integraties/components/koppelingen-card.tsx';
import { KoppelingNotice } from '~/modules/integraties/components/koppeling-notice.tsx';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.account.settingsTitle };
}

export default async function SettingsPage({ searchParams }: { searchParams: Promise<{ melding?: string }> }) {
  const { melding } = await searchParams;
  const [{ t, locale }, user] = await Promise.all([getI18n(), requireUser()]);
  const api = await serverApi();
  const twoFactor = await api.auth.twoFactor.status();
  const inzage = await api.privacy.inzage.list();
  const profile = user.rol === 'ONDERNEMER' ? await api.ondernemer.get() : null;
  const emailPrefs = user.rol === 'ADVISEUR' ? await api.adviseur.emailVoorkeuren.get() : null;
  const beheer =
    user.rol === 'ADVISEUR'
      ? await api.integraties.beheer.list().then(
          () => true,
          () => false,
        )
      : false;
  const koppelingen = user.rol === 'ONDERNEMER' ? await api.integraties.account.list() : null;
  const twoFactorBadge = (
    <Badge tone={twoFactor.enabled ? 'success' : 'neutral'}>
      {twoFactor.enabled ? t.account.twoFactorOn : t.account.twoFactorOff}
    </Badge>
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t.account.settingsTitle} description={t.account.settingsLead} />
      {melding === 'wachtwoord-gewijzigd' ? <Alert tone="success">{t.account.passwordChanged}</Alert> : null}
      {profile && !profile.emailGeverifieerd ? <UnverifiedNotice /> : null}
      {koppelingen ? <KoppelingNotice koppelingen={koppelingen} t={t} href="#koppelingen" /> : null}
      {profile ? (
        <SettingsSection id="profiel" title={t.account.profileTitle}>
          <ProfileForm profile={profile} />
        </SettingsSection>
      ) : null}
      {profile ? (
        <SettingsSection
          id="email"
          title={t.account.emailTitle}
          aside={profile.emailGeverifieerd ? <Badge tone="success">{t.account.verifiedBadge}</Badge> : null}
        >
          <EmailChangeForm email={profile.email} />
        </SettingsSection>
      ) : null}
      {profile ? (
        <SettingsSection id="wachtwoord" title={t.account.passwordTitle}>
          <PasswordForm />
        </SettingsSection>
      ) : null}
      {user.rol === 'ADVISEUR' ? (
        <SettingsSection id="naam" title={t.flowUi.nameTitle}>
          <AdviserNameForm voornaam={user.voornaam} achternaam={user.achternaam} />
        </SettingsSection>
      ) : null}
      {beheer ? (
        <SettingsSection id="beheer" title={t.beheer.title}>
          <p className="text-sm">
            <a href="/adviseur/beheer" className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {t.beheer.beheerLink}
            </a>
          </p>
        </SettingsSection>
      ) : null}
      {emailPrefs ? (
        <SettingsSection id="e-mails" title={t.flow.prefsTitle}>
          <EmailPreferencesForm initial={emailPrefs} />
        </SettingsSection>
      ) : null}
      {koppelingen ? (
        <SettingsSection id="koppelingen" title={t.koppelingen.title}>
          <KoppelingenCard koppelingen={koppelingen} />
        </SettingsSection>
      ) : null}
      <SettingsSection id="tweestaps" title={t.account.twoFactorSection} aside={twoFactorBadge}>
        <TwoFactorSettings enabled={twoFactor.enabled} remaining={twoFactor.recoveryCodesRemaining} />
      </SettingsSection>
      <SettingsSection id="sessies" title={t.account.sessionsTitle}>
        <p className="text-sm">{t.account.sessionsText}</p>
        <form action={signOutEverywhereAction}>
          <button type="submit" className={buttonClasses('secondary', 'md')}>
            {t.account.sessionsButton}
          </button>
        </form>
      </SettingsSection>
      <SettingsSection id="inzage" title={t.privacy.inzageTitle}>
        <p className="text-sm">{t.privacy.inzageLead}</p>
        {inzage.length === 0 ? (
          <p className="text-sm text-muted">{t.privacy.inzageEmpty}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm" data-testid="inzage">
            {inzage.map((r) => (
              <li key={`${r.wat.id}-${r.wanneer}`}>
                {fill(t.privacy.inzageRegel, {
                  wie:
                    r.wie.rol === 'ADVISEUR'
                      ? `${r.wie.naam} (${t.privacy.adviseur})`
                      : r.wie.organisatie
                        ? `${r.wie.organisatie} (${t.privacy.organisatie})`
                        : r.wie.naam,
                  wat: r.wat.naam,
                  wanneer: formatDateTime(r.wanneer, locale),
                })}
              </li>
            ))}
          </ul>
        )}
      </SettingsSection>
      <SettingsSection id="gegevens" title={t.account.exportTitle}>
        <p className="text-sm">{t.account.exportText}</p>
        <ExportDataButton />
        {profile ? (
          <p className="text-sm">
            <a
              href="/instellingen/export"
              download
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {t.account.exportButton}
            </a>
          </p>
        ) : null}
      </SettingsSection>
      {profile ? (
        <SettingsSection id="verwijderen" title={t.account.deleteTitle}>
          <DeleteAccountForm />
        </SettingsSection>
      ) : null}
    </div>
  );
}
