'use client';
// Booking when the chosen adviser has no free time in the coming weeks: instead of a dead end, the
// other advisers who do have time (with their first free day, one click to their grid), and the chat of
// the person's open request with a ready "ask for a time" message (no-free-time.rules.ts).
import Link from 'next/link';
import { useState } from 'react';
import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import type { RouterOutputs } from '@ikv/api';
import { Alert } from '@ikv/ui/alert';
import { Button, buttonClasses } from '@ikv/ui/button';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { chatRequestFor, firstFreeDay } from '../no-free-time.rules.ts';
import { dateLabel, todayIn } from '../zoned-format.ts';

type Adviser = RouterOutputs['availability']['advisers'][number];

export function NoFreeTime({
  adviser,
  advisers,
  timeZone,
  onChooseAdviser,
}: {
  adviser: Adviser;
  advisers: readonly Adviser[];
  timeZone: string;
  /** show another adviser's grid on the week of his first free day */
  onChooseAdviser: (adviserId: string, week: string) => void;
}) {
  const { t, locale } = useI18n();
  const g = t.appointments.noTime;
  const trpc = useTRPC();
  const naam = `${adviser.voornaam} ${adviser.achternaam}`;
  const today = todayIn(timeZone);
  const others = advisers.filter((a) => a.id !== adviser.id);
  const weeks = useQueries({
    queries: others.map((o) =>
      trpc.availability.weekSlots.queryOptions({ adviserId: o.id, week: today, tz: timeZone }),
    ),
  });
  const withTime = others.flatMap((o, i) => {
    const week = weeks[i]?.data;
    const first = week ? firstFreeDay(week) : null;
    return first ? [{ adviser: o, first }] : [];
  });
  const othersLoading = weeks.some((w) => w.isPending);
  const aanvragen = useQuery(trpc.aanvragen.list.queryOptions());
  const chat = aanvragen.data ? chatRequestFor(aanvragen.data, adviser.id) : null;
  const send = useMutation(trpc.chat.send.mutationOptions());
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bericht = fill(g.askMessage, { naam });

  return (
    <section
      aria-labelledby="no-free-time-title"
      className="flex flex-col gap-4 rounded-lg border border-line bg-slate-50 p-4"
      data-testid="no-free-time"
    >
      <div>
        <h4 id="no-free-time-title" className="text-base font-semibold text-ink">
          {g.title}
        </h4>
        <p className="text-sm text-slate-700">{fill(g.lead, { naam })}</p>
      </div>

      {others.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h5 className="text-sm font-semibold text-ink">{g.otherTitle}</h5>
          {withTime.length > 0 ? (
            <ul className="flex flex-col gap-2" data-testid="other-advisers">
              {withTime.map(({ adviser: o, first }) => {
                const other = `${o.voornaam} ${o.achternaam}`;
                return (
                  <li key={o.id} className="flex flex-wrap items-center justify-between gap-2">
                    <span className="min-w-0 text-sm text-slate-700">
                      {fill(g.otherFirst, { naam: other, date: dateLabel(first, locale) })}
                    </span>
                    <Button
                      size="sm"
                      variant="secondary"
                      className="h-auto! min-h-8 py-1 whitespace-normal!"
                      onClick={() => onChooseAdviser(o.id, first)}
                    >
                      {fill(g.otherChoose, { naam: other })}
                    </Button>
                  </li>
                );
              })}
            </ul>
          ) : othersLoading ? (
            <p className="text-sm text-muted">{t.common.loading}</p>
          ) : (
            <p className="text-sm text-muted">{g.noOther}</p>
          )}
        </div>
      ) : null}

      <div className="flex flex-col gap-2">
        <h5 className="text-sm font-semibold text-ink">{g.chatTitle}</h5>
        {chat ? (
          <>
            <p className="text-sm text-slate-700">{fill(g.chatLead, { naam, nummer: chat.nummer })}</p>
            {sent ? (
              <Alert tone="success">
                {g.asked}{' '}
                <Link href={`/aanvragen/${chat.id}#chat`} className="font-medium underline underline-offset-2">
                  {g.toChat}
                </Link>
              </Alert>
            ) : (
              <>
                <blockquote className="border-l-2 border-line pl-3 text-sm text-muted">
                  <span className="sr-only">{g.askPreview}: </span>
                  {bericht}
                </blockquote>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    loading={send.isPending}
                    onClick={() => {
                      setError(null);
                      send.mutate(
                        { id: chat.id, bericht },
                        { onSuccess: () => setSent(true), onError: (e) => setError(problemMessage(e, t)) },
                      );
                    }}
                  >
                    {g.ask}
                  </Button>
                  <Link href={`/aanvragen/${chat.id}#chat`} className={buttonClasses('secondary', 'sm')}>
                    {g.toChat}
                  </Link>
                </div>
              </>
            )}
            {error ? (
              <Alert tone="error" role="alert">
                {error}
              </Alert>
            ) : null}
          </>
        ) : aanvragen.isSuccess ? (
          <p className="text-sm text-slate-700">
            {g.noRequest}{' '}
            <Link href="/aanvragen/nieuw" className="font-medium text-brand-700 underline underline-offset-2">
              {g.startRequest}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
