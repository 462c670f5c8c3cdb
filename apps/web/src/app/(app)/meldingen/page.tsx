import type { Metadata } from 'next';
import { PageHeader } from '@ikv/ui/page-header';
import { getI18n } from '~/i18n/server.ts';
import { NotificationsList } from '~/modules/notifications/components/notifications-list.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.companyAdmin.notificationsTitle };
}

export default async function NotificationsPage() {
  const { t } = await getI18n();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <PageHeader title={t.companyAdmin.notificationsTitle} description={t.companyAdmin.notificationsLead} />
      <NotificationsList />
    </div>
  );
}
