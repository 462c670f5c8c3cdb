import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { Badge } from '@ikv/ui/badge';
import { PageHeader } from '@ikv/ui/page-header';
import { requireUser } from '~/auth/session.ts';
import { fill } from '~/i18n/locale.ts';
import { getI18n } from '~/i18n/server.ts';
import { formatDate, formatDateTime } from '~/lib/format.ts';
import { ClientActions, NewClientForm } from '~/modules/integraties/components/beheer.tsx';
import { serverApi } from '~/trpc/server.ts';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.beheer.title };
}

/** Organisations and their API clients (docs/integrations.md): advisers with the beheer permission. */
export default async function BeheerPage() {
  const [{ t, locale }, user] = await Promise.all([getI18n(), requireUser()]);
  if (user.rol !== 'ADVISEUR') redirect('/aanvragen');
  const api = await serverApi();
  const organisaties = await api.integraties.beheer.list().catch(() => null);
  if (!organisaties) notFound();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link href="/adviseur/aanvragen" className="text-sm font-medium text-brand-700 hover:underline">
          ← {t.adviseur.dashboardTitle}
        </Link>
        <PageHeader className="mt-3" title={t.beheer.title} description={t.beheer.lead} />
      </div>
      <section
        className="flex flex-col gap-3 rounded-(--radius-card) border border-line bg-white p-4"
        aria-labelledby="nieuw"
      >
        <h2 id="nieuw" className="text-base font-semibold text-ink">
          {t.beheer.nieuw}
        </h2>
        <NewClientForm />
      </section>
      {organisaties.length === 0 ? <p className="text-sm text-muted">{t.beheer.leeg}</p> : null}
      {organisaties.map((o) => (
        <section
          key={o.id}
          className="flex flex-col gap-3 rounded-(--radius-card) border border-line bg-white p-4"
          aria-label={o.naam}
        >
          <h2 className="text-base font-semibold break-words text-ink">
            {o.naam}{' '}
            <span className="font-normal text-muted">
              ({o.soort === 'INTERMEDIAIR' ? t.beheer.intermediair : t.beheer.geldverstrekker})
            </span>
          </h2>
          <p className="text-sm break-words text-muted" data-testid="technisch-contact">
            {t.beheer.technischContact}:{' '}
            {o.technischContact ? (
              <a href={`mailto:${o.technischContact}`} className="text-brand-700 hover:underline">
                {o.technischContact}
              </a>
            ) : (
              t.beheer.geenTechnischContact
            )}
          </p>
          <ul className="flex flex-col gap-3">
            {o.clients.map((c) => (
              <li
                key={c.id}
                className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
                data-testid="api-client"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="min-w-0 font-medium break-words">{c.naam}</p>
                  {c.ingetrokkenOp ? (
                    <Badge>{fill(t.beheer.ingetrokken, { datum: formatDate(c.ingetrokkenOp, locale) })}</Badge>
                  ) : (
                    <Badge tone="success">{t.beheer.actief}</Badge>
                  )}
                </div>
                <p className="font-mono text-xs break-all text-muted">client_id {c.clientId}</p>
                <p className="text-sm">
                  {t.beheer.scopes}: <span className="font-mono">{c.scopes.join(' ')}</span>
                </p>
                {c.ingetrokkenOp ? null : (
                  <ul className="text-sm text-muted">
                    {c.secrets.map((s) => (
                      <li key={s.id}>
                        <span className="font-mono">{s.prefix}…</span>{' '}
                        {s.geldigTot
                          ? fill(t.beheer.secretTot, { moment: formatDateTime(s.geldigTot, locale) })
                          : t.beheer.secretHuidig}
                      </li>
                    ))}
                  </ul>
                )}
                <ClientActions id={c.id} ingetrokken={c.ingetrokkenOp !== null} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
