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
import { serverApi } from '~/trpc/server.ts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.appointments.details };
}

export default async function AppointmentDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ t, locale }, user, { id }] = await Promise.all([getI18n(), requireUser(), params]);
  const api = await serverApi();
  const rol = user.rol === 'ADVISEUR' ? 'ADVISEUR' : 'ONDERNEMER';
  const detail = await (rol === 'ADVISEUR' ? api.appointments.adviser.get({ id }) : api.appointments.get({ id })).catch((e: unknown) => {
    if (e instanceof TRPCError && (e.code === 'NOT_FOUND' || e.code === 'BAD_REQUEST')) return null;
    throw e;
  });
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
      <PageHeader title={detail.onderwerp} description={formatRange(detail.start, detail.end, locale)} actions={<StatusBadgeServer status={detail.status} label={t.appointments.status[detail.status]} />} />
      <Card>
        <CardBody className="flex flex-col gap-5">
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-muted">{t.appointments.parties}</dt>
            <dd className="text-ink">
              {t.appointments.adviser}: {detail.adviseur.voornaam} {detail.adviseur.achternaam} ({detail.adviseur.email})
              <br />
              {t.appointments.entrepreneur}: {detail.ondernemer.voornaam} {detail.ondernemer.achternaam} ({detail.ondernemer.email}
              {detail.ondernemer.telefoonnummer ? `, ${detail.ondernemer.telefoonnummer}` : ''})
            </dd>
            {detail.locatie ? (
              <>
                <dt className="text-muted">{t.appointments.locationLabel}</dt>
                <dd className="text-ink">{detail.locatie}</dd>
              </>
            ) : null}
            <dt className="text-muted">{t.appointments.request}</dt>
            <dd className="text-ink">{detail.aanvraag ? `${detail.aanvraag.bedrijfsnaam} · ${detail.aanvraag.verklaringType} · ${detail.aanvraag.status}` : t.appointments.noRequest}</dd>
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
                {formatDay(h.op, locale)} {formatTime(h.op, locale)}
              </span>{' '}
              · <span className="font-medium text-ink">{t.appointments.status[h.naarStatus]}</span>
              {h.door ? ` · ${h.door.naam}` : ''}
              {h.reden ? ` · ${h.reden}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
