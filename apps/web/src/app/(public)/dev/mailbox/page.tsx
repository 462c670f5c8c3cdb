// The development mailbox: without SMTP_URL mails are not sent; outside production they are read here.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Badge } from '@ikv/ui/badge';
import { Card, CardBody } from '@ikv/ui/card';
import { TextField } from '@ikv/ui/input';
import { PageHeader } from '@ikv/ui/page-header';
import { Button } from '@ikv/ui/button';
import { isDevMailboxEnabled, readDevMailbox } from '@ikv/api/auth';
import { getI18n } from '~/i18n/server.ts';
import { formatDateTime } from '~/lib/format.ts';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.account.mailboxTitle, robots: { index: false } };
}

export default async function DevMailboxPage({ searchParams }: { searchParams: Promise<{ aan?: string }> }) {
  if (!isDevMailboxEnabled()) notFound();
  const { aan } = await searchParams;
  const { locale, t } = await getI18n();
  const mails = (await readDevMailbox({ aan: typeof aan === 'string' ? aan : undefined })) ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t.account.mailboxTitle} description={t.account.mailboxLead} />
      <form className="flex max-w-md items-end gap-3" method="get">
        <TextField
          label={t.account.mailboxFilter}
          name="aan"
          type="email"
          defaultValue={typeof aan === 'string' ? aan : ''}
          containerClassName="grow"
        />
        <Button type="submit" variant="secondary">
          OK
        </Button>
      </form>
      {mails.length === 0 ? <p className="text-sm text-muted">{t.account.mailboxEmpty}</p> : null}
      <ol className="flex flex-col gap-4">
        {mails.map((m) => (
          <li key={m.id}>
            <Card>
              <CardBody className="flex flex-col gap-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="font-semibold text-ink">{m.onderwerp}</h2>
                  <Badge tone={m.status === 'VERZONDEN' ? 'success' : m.status === 'MISLUKT' ? 'warning' : 'neutral'}>
                    {m.status}
                  </Badge>
                </div>
                <p className="text-sm text-muted">
                  {t.account.mailboxTo}: {m.aan} · {formatDateTime(m.aangemaaktOp, locale)}
                </p>
                <pre className="whitespace-pre-wrap break-words rounded bg-slate-50 p-3 text-sm">{m.tekst}</pre>
              </CardBody>
            </Card>
          </li>
        ))}
      </ol>
    </div>
  );
}
