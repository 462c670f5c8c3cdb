import type { Metadata } from 'next';
import { PageHeader } from '@ikv/ui/page-header';
import { requireUser } from '~/auth/session.ts';
import { getI18n } from '~/i18n/server.ts';
import { Inbox } from '~/modules/flow/components/inbox.tsx';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.flow.inboxTitle };
}

export default async function BerichtenPage() {
  const [{ t }, user] = await Promise.all([getI18n(), requireUser()]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <PageHeader title={t.flow.inboxTitle} description={t.flow.inboxLead} />
      <Inbox rol={user.rol === 'ADVISEUR' ? 'ADVISEUR' : 'ONDERNEMER'} />
    </div>
  );
}
