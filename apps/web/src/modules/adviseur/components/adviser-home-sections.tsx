// The sections of the adviser's home (server components): his open requests by status, the queue of
// requests without behandelaar, today's and tomorrow's appointments, and conversations with unread messages.
import Link from 'next/link';
import type { RouterOutputs } from '@ikv/api';
import { Card, CardBody } from '@ikv/ui/card';
import { fill, type Dictionary, type Locale } from '~/i18n/locale.ts';
import { formatCount, formatDate, formatDateTime } from '~/lib/format.ts';
import { StatusBadge } from '~/modules/aanvragen/components/status-badge.tsx';

type Requests = RouterOutputs['adviseur']['aanvragen']['list'];
type Appointment = RouterOutputs['appointments']['adviser']['list'][number];
type Conversation = RouterOutputs['chat']['conversations'][number];

export const OPEN = ['INGEDIEND', 'IN_BEHANDELING', 'AANVULLING_NODIG'] as const;

/** A count as shown; a capped one (more than 1 000 in the queue, or on my name) is a lower bound. */
export function countLabel(t: Dictionary, locale: Locale, n: number, capped: boolean) {
  return capped ? fill(t.adviseur.countAtLeast, { n: formatCount(n, locale) }) : formatCount(n, locale);
}

function Section({
  title,
  seeAll,
  children,
  testId,
  t,
}: {
  title: string;
  /** the page with all of them */
  seeAll: string;
  children: React.ReactNode;
  testId: string;
  t: Dictionary;
}) {
  return (
    <Card>
      <CardBody className="flex flex-col gap-3" data-testid={testId}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-ink">{title}</h2>
          <Link href={seeAll} className="text-sm font-medium text-brand-700 hover:underline">
            {t.flow.seeAll}
          </Link>
        </div>
        {children}
      </CardBody>
    </Card>
  );
}

export function MyRequests({ t, locale, mine }: { t: Dictionary; locale: Locale; mine: Requests }) {
  const f = t.flow;
  const myOpen = mine.items.filter((a) => (OPEN as readonly string[]).includes(a.status));
  const count = (n: number, capped: boolean) => countLabel(t, locale, n, capped);
  return (
    <Section title={f.myRequests} testId="home-mine" seeAll="/adviseur/aanvragen?behandelaar=mij" t={t}>
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
              <Link href={`/adviseur/aanvragen/${a.id}`} className="min-w-0 font-medium text-brand-700 hover:underline">
                {a.bedrijfsnaam}{' '}
                <span className="font-normal text-muted">· {fill(t.aanvragen.number, { nummer: a.nummer })}</span>
              </Link>
              <StatusBadge status={a.status} t={t} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function RequestQueue({
  t,
  locale,
  queue,
  queueOpen,
}: {
  t: Dictionary;
  locale: Locale;
  queue: Requests;
  /** the number of open requests in the queue, as shown */
  queueOpen: string;
}) {
  const f = t.flow;
  return (
    <Section
      title={fill(f.queueTitle, { n: queueOpen })}
      testId="home-queue"
      seeAll="/adviseur/aanvragen?behandelaar=niemand"
      t={t}
    >
      {queue.items.length === 0 ? (
        <p className="text-sm text-muted">{f.queueEmpty}</p>
      ) : (
        <ul className="divide-y divide-line">
          {queue.items.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link href={`/adviseur/aanvragen/${a.id}`} className="min-w-0 font-medium text-brand-700 hover:underline">
                {a.bedrijfsnaam} <span className="font-normal text-muted">· {a.ondernemerNaam}</span>
              </Link>
              <span className="text-xs text-muted">{formatDate(a.aangemaaktOp, locale)}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function SoonAppointments({ t, locale, soon }: { t: Dictionary; locale: Locale; soon: Appointment[] }) {
  const f = t.flow;
  return (
    <Section title={f.appointmentsTitle} testId="home-appointments" seeAll="/afspraken" t={t}>
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
  );
}

export function UnreadConversations({ t, unread }: { t: Dictionary; unread: Conversation[] }) {
  const f = t.flow;
  return (
    <Section title={f.unreadTitle} testId="home-unread" seeAll="/berichten" t={t}>
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
  );
}
