// The adviser's home (server component): his open requests by status, the queue of requests without
// behandelaar, today's and tomorrow's appointments, and conversations with unread messages — each a click away.
import Link from 'next/link';
import { buttonClasses } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { PageHeader } from '@ikv/ui/page-header';
import { fill, type Dictionary, type Locale } from '~/i18n/locale.ts';
import { formatCount, formatDate, formatDateTime } from '~/lib/format.ts';
import { StatusBadge } from '~/modules/aanvragen/components/status-badge.tsx';
import { serverApi } from '~/trpc/server.ts';
import { dateTimeFormat } from '~/lib/intl-cache.ts';
import { DubbeleClaimsHome } from '~/modules/adviseur/components/dubbele-claims.tsx';

const OPEN = ['INGEDIEND', 'IN_BEHANDELING', 'AANVULLING_NODIG'] as const;

/** YYYY-MM-DD of an instant in Amsterdam. */
const amsterdamDay = (d: Date) =>
  dateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    d,
  );

function Section({
  title,
  action,
  children,
  testId,
}: {
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <Card>
      <CardBody className="flex flex-col gap-3" data-testid={testId}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-ink">{title}</h2>
          {action}
        </div>
        {children}
      </CardBody>
    </Card>
  );
}

export async function AdviserHome({ t, locale, voornaam }: { t: Dictionary; locale: Locale; voornaam: string }) {
  const f = t.flow;
  const api = await serverApi();
  const [mine, queue, appointments, conversations] = await Promise.all([
    api.adviseur.aanvragen.list({ behandelaar: 'mij', sort: 'bijgewerkt', pageSize: 10 }),
    api.adviseur.aanvragen.list({ behandelaar: 'niemand', sort: 'oudste', pageSize: 5 }),
    api.appointments.adviser.list(),
    api.chat.conversations({ limit: 50 }),
  ]);
  const now = new Date();
  const today = amsterdamDay(now);
  const tomorrow = amsterdamDay(new Date(now.getTime() + 24 * 3_600_000));
  const soon = appointments.filter(
    (a) =>
      (a.status === 'BEVESTIGD' || a.status === 'VOORGESTELD') &&
      [today, tomorrow].includes(amsterdamDay(new Date(a.start))),
  );
  const unread = conversations.filter((c) => c.ongelezen > 0);
  const myOpen = mine.items.filter((a) => (OPEN as readonly string[]).includes(a.status));
  // a capped count (more than 1 000 in the queue, or on my name) gives lower bounds per status
  const count = (n: number, capped: boolean) =>
    capped ? fill(t.adviseur.countAtLeast, { n: formatCount(n, locale) }) : formatCount(n, locale);
  const queueOpen = count(
    OPEN.reduce((n, s) => n + (queue.aantallenPerStatus[s] ?? 0), 0),
    queue.aantallenPerStatusCapped,
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={fill(f.homeTitle, { naam: voornaam })} description={f.homeLead} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Section
          title={f.myRequests}
          testId="home-mine"
          action={
            <Link
              href="/adviseur/aanvragen?behandelaar=mij"
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              {f.seeAll}
            </Link>
          }
        >
          <ul className="flex flex-wrap gap-2">
            {OPEN.map((s) => (
              <li key={s}>
                <Link
                  href={`/adviseur/aanvragen?behandelaar=mij&status=${s}`}
                  className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 hover:bg-slate-200"
                >
                  {t.aanvragen.statuses[s]}{' '}
                  <span className="font-semibold tabular-nums">
                    {count(mine.aantallenPerStatus[s] ?? 0, mine.aantallenPerStatusCapped)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {myOpen.length === 0 ? (
            <p className="text-sm text-muted">{f.myRequestsEmpty}</p>
          ) : (
            <ul className="divide-y divide-line">
              {myOpen.map((a) => (
                <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <Link
                    href={`/adviseur/aanvragen/${a.id}`}
                    className="min-w-0 font-medium text-brand-700 hover:underline"
                  >
                    {a.bedrijfsnaam}{' '}
                    <span className="font-normal text-muted">· {fill(t.aanvragen.number, { nummer: a.nummer })}</span>
                  </Link>
                  <StatusBadge status={a.status} t={t} />
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section
          title={fill(f.queueTitle, { n: queueOpen })}
          testId="home-queue"
          action={
            <Link
              href="/adviseur/aanvragen?behandelaar=niemand"
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              {f.seeAll}
            </Link>
          }
        >
          {queue.items.length === 0 ? (
            <p className="text-sm text-muted">{f.queueEmpty}</p>
          ) : (
            <ul className="divide-y divide-line">
              {queue.items.map((a) => (
                <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <Link
                    href={`/adviseur/aanvragen/${a.id}`}
                    className="min-w-0 font-medium text-brand-700 hover:underline"
                  >
                    {a.bedrijfsnaam} <span className="font-normal text-muted">· {a.ondernemerNaam}</span>
                  </Link>
                  <span className="text-xs text-muted">{formatDate(a.aangemaaktOp, locale)}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section
          title={f.appointmentsTitle}
          testId="home-appointments"
          action={
            <Link href="/afspraken" className="text-sm font-medium text-brand-700 hover:underline">
              {f.seeAll}
            </Link>
          }
        >
          {soon.length === 0 ? (
            <p className="text-sm text-muted">{f.appointmentsEmpty}</p>
          ) : (
            <ul className="divide-y divide-line">
              {soon.map((a) => (
                <li key={a.id} className="py-2">
                  <Link href={`/afspraken/${a.id}`} className="font-medium text-brand-700 hover:underline">
                    {a.onderwerp}
                  </Link>
                  <span className="block text-sm text-slate-700">
                    {formatDateTime(a.start, locale)} · {a.ondernemer.voornaam} {a.ondernemer.achternaam}
                    {a.status === 'VOORGESTELD' ? ` · ${f.proposal}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section
          title={f.unreadTitle}
          testId="home-unread"
          action={
            <Link href="/berichten" className="text-sm font-medium text-brand-700 hover:underline">
              {f.seeAll}
            </Link>
          }
        >
          {unread.length === 0 ? (
            <p className="text-sm text-muted">{f.unreadEmpty}</p>
          ) : (
            <ul className="divide-y divide-line">
              {unread.map((c) => (
                <li key={c.aanvraagId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <Link
                    href={`/adviseur/aanvragen/${c.aanvraagId}#chat`}
                    className="min-w-0 font-medium text-brand-700 hover:underline"
                  >
                    {c.bedrijfsnaam} <span className="font-normal text-muted">· {c.tegenpartij}</span>
                  </Link>
                  <span className="text-sm tabular-nums text-slate-700">{fill(f.unreadCount, { n: c.ongelezen })}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <DubbeleClaimsHome t={t} locale={locale} />
      <div>
        <Link href="/adviseur/aanvragen" className={buttonClasses('secondary', 'sm')}>
          {t.adviseur.dashboardTitle}
        </Link>
      </div>
    </div>
  );
}
