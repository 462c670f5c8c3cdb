'use client';
// The entrepreneur's page: book a slot with an adviser, and his appointments with accept/decline.
import { useQuery } from '@tanstack/react-query';
import { Card, CardBody } from '@ikv/ui/card';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { useTRPC } from '~/trpc/react.tsx';
import { IcsDownloadButton } from './appointment-actions.tsx';
import { AppointmentList } from './appointment-list.tsx';
import { BookSlot } from './book-slot.tsx';

export function EntrepreneurAppointments() {
  const { t } = useI18n();
  const trpc = useTRPC();
  const list = useQuery(trpc.appointments.list.queryOptions());
  const now = Date.now();
  const items = (list.data ?? []).filter((a) => Date.parse(a.end) > now);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="mine-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="mine-title" className="text-lg font-semibold text-ink">
            {t.appointments.upcoming}
          </h2>
          <IcsDownloadButton label={t.appointments.feed} />
        </div>
        {list.isLoading ? <p className="text-sm text-muted">{t.common.loading}</p> : <AppointmentList items={items} rol="ONDERNEMER" empty={t.appointments.upcomingEmpty} testId="my-appointments" />}
      </section>
      <Card>
        <CardBody className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold text-ink">{t.appointments.bookTitle}</h2>
          <BookSlot />
        </CardBody>
      </Card>
    </div>
  );
}
