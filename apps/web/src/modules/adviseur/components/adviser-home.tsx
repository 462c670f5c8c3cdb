// The adviser's home (server component): his open requests by status, the queue of requests without
// behandelaar, today's and tomorrow's appointments, and conversations with unread messages — each a click away.
import Link from 'next/link';
import { buttonClasses } from '@ikv/ui/button';
import { PageHeader } from '@ikv/ui/page-header';
import { fill, type Dictionary, type Locale } from '~/i18n/locale.ts';
import { serverApi } from '~/trpc/server.ts';
import { dateTimeFormat } from '~/lib/intl-cache.ts';
import { DubbeleClaimsHome } from '~/modules/adviseur/components/dubbele-claims.tsx';
import {
  countLabel,
  MyRequests,
  OPEN,
  RequestQueue,
  SoonAppointments,
  UnreadConversations,
} from './adviser-home-sections.tsx';

/** YYYY-MM-DD of an instant in Amsterdam. */
const amsterdamDay = (d: Date) =>
  dateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    d,
  );

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
  const queueOpen = countLabel(
    t,
    locale,
    OPEN.reduce((n, s) => n + (queue.aantallenPerStatus[s] ?? 0), 0),
    queue.aantallenPerStatusCapped,
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={fill(f.homeTitle, { naam: voornaam })} description={f.homeLead} />
      <div className="grid gap-6 lg:grid-cols-2">
        <MyRequests t={t} locale={locale} mine={mine} />
        <RequestQueue t={t} locale={locale} queue={queue} queueOpen={queueOpen} />
        <SoonAppointments t={t} locale={locale} soon={soon} />
        <UnreadConversations t={t} unread={unread} />
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
