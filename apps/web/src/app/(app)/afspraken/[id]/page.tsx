import type { Metadata } from 'next';
import Link from 'next/link';
import { TRPCError } from '@trpc/server';
import { Alert } from '@ikv/ui/alert';
import { Card, CardBody } from '@ikv/ui/card';
import { PageHeader } from '@ikv/ui/page-header';
import { requireUser } from '~/auth/session.ts';
import { getI18n } from '~/i18n/server.ts';
import { AppointmentDetailActions } from '~/modules/appointments/components/appointment-detail-actions.tsx';
import { StatusBadgeServer } from '~/modules/appointments/status-badge.tsx';
import { formatRange, formatDay, formatTime } from '~/modules/appointments/time.ts';
import { reportedTimeZone } from '~/modules/appointments/viewer-time-zone.server.ts';
import { fill } from '~/i18n/locale.ts';
import { serverApi } from '~/trpc/server.ts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.appointments.details };
}

/** A history entry: a move and the decision on it by name (the status stays BEVESTIGD), else the status reached. */
function historyLabel(
  actie: string,
  naar: 'VOORGESTELD' | 'BEVESTIGD' | 'AFGEWEZEN' | 'GEANNULEERD',
  t: Awaited<ReturnType<typeof getI18n>>['t'],
): string {
  if (actie === 'VERPLAATST') return t.appointments.move.history.VERPLAATST;
  if (actie === 'VERPLAATSING_ACCEPTEREN' || actie === 'VERPLAATSING_GOEDKEUREN')
    return t.appointments.move.history.GEACCEPTEERD;
  if (actie === 'VERPLAATSING_AFWIJZEN' || actie === 'VERPLAATSING_WEIGEREN')
    return t.appointments.move.history.AFGEWEZEN;
  return t.appointments.status[naar];
}

export default async function AppointmentDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ t, locale }, user, { id }] = await Promise.all([getI18n(), requireUser(), params]);
  const api = await serverApi();
  const rol = user.rol === 'ADVISEUR' ? 'ADVISEUR' : 'ONDERNEMER';
  // the entrepreneur reads times in the zone his browser reported, as on his booking grid and list;
  // the adviser in Amsterdam's, as in his agenda
  const timeZone = rol === 'ONDERNEMER' ? (await reportedTimeZone()).timeZone : undefined;
  const detail = await (rol === 'ADVISEUR' ? api.appointments.adviser.get({ id }) : api.appointments.get({ id })).catch(
    (e: unknown) => {
      if (e instanceof TRPCError && (e.code === 'NOT_FOUND' || e.code === 'BAD_REQUEST')) return null;
      throw e;
    },
  );
  const back = (
    <Link href="/afspraken" className="text-sm font-medium text-brand-700 hover:underline">
      ← {t.appointments.back}
    </Link>
  );
  if (!detail) {
    return (
      <div className="flex flex-col gap-6">
        {back}
        <Alert tone="warning">{t.appointments.notFound}</Alert>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {back}
      <PageHeader
        title={detail.onderwerp}
        description={formatRange(detail.start, detail.end, locale, timeZone)}
        actions={<StatusBadgeServer status={detail.status} label={t.appointments.status[detail.status]} />}
      />
      <Card>
        <CardBody className="flex flex-col gap-5">
          {detail.verplaatsing ? (
            // a pending move of a confirmed appointment: the confirmed time stands until the other party accepts
            <section
              aria-label={t.appointments.move.proposedTime}
              className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm"
              data-testid="pending-move"
            >
              <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[12rem_1fr]">
                <dt className="text-muted">{t.appointments.move.currentTime}</dt>
                <dd className="font-medium text-ink">{formatRange(detail.start, detail.end, locale, timeZone)}</dd>
                <dt className="text-muted">{t.appointments.move.proposedTime}</dt>
                <dd className="font-medium text-ink">
                  {formatRange(detail.verplaatsing.start, detail.verplaatsing.end, locale, timeZone)}
                </dd>
                {detail.verplaatsing.reden ? (
                  <>
                    <dt className="text-muted">{t.appointments.reasonLabel}</dt>
                    <dd className="text-ink">{detail.verplaatsing.reden}</dd>
                  </>
                ) : null}
              </dl>
              <p className="text-slate-700">
                {detail.verplaatsing.voorgesteldDoor === rol
                  ? fill(t.appointments.move.byYou, {
                      name:
                        rol === 'ADVISEUR'
                          ? `${detail.ondernemer.voornaam} ${detail.ondernemer.achternaam}`
                          : `${detail.adviseur.voornaam} ${detail.adviseur.achternaam}`,
                    })
                  : fill(t.appointments.move.byOther, {
                      name:
                        rol === 'ADVISEUR'
                          ? `${detail.ondernemer.voornaam} ${detail.ondernemer.achternaam}`
                          : `${detail.adviseur.voornaam} ${detail.adviseur.achternaam}`,
                    })}
              </p>
            </section>
          ) : null}
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-muted">{t.appointments.parties}</dt>
            <dd className="text-ink">
              {t.appointments.adviser}: {detail.adviseur.voornaam} {detail.adviseur.achternaam} ({detail.adviseur.email}
              )
              <br />
              {t.appointments.entrepreneur}: {detail.ondernemer.voornaam} {detail.ondernemer.achternaam} (
              {detail.ondernemer.email}
              {detail.ondernemer.telefoonnummer ? `, ${detail.ondernemer.telefoonnummer}` : ''})
            </dd>
            {detail.locatie ? (
              <>
                <dt className="text-muted">{t.appointments.locationLabel}</dt>
                <dd className="text-ink">{detail.locatie}</dd>
              </>
            ) : null}
            <dt className="text-muted">{t.appointments.request}</dt>
            <dd className="text-ink">
              {detail.aanvraag
                ? `${detail.aanvraag.bedrijfsnaam} · ${detail.aanvraag.verklaringType} · ${detail.aanvraag.status}`
                : t.appointments.noRequest}
            </dd>
          </dl>
          <AppointmentDetailActions appointment={detail} rol={rol} />
        </CardBody>
      </Card>
      <section aria-labelledby="history-title" className="flex flex-col gap-3">
        <h2 id="history-title" className="text-lg font-semibold text-ink">
          {t.appointments.history}
        </h2>
        <ol className="flex flex-col gap-2 border-l-2 border-line pl-4 text-sm">
          {detail.historie.map((h, i) => (
            <li key={i}>
              <span className="tabular-nums text-muted">
                {formatDay(h.op, locale, true, timeZone)} {formatTime(h.op, locale, timeZone)}
              </span>{' '}
              · <span className="font-medium text-ink">{historyLabel(h.actie, h.naarStatus, t)}</span>
              {h.door ? ` · ${h.door.naam}` : ''}
              {h.reden ? ` · ${h.reden}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
