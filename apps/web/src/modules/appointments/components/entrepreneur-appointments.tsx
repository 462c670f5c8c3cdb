'use client';
// The entrepreneur's page: book a slot with an adviser, and his appointments with accept/decline.
// Rendered on the server with its data (`initial`), then kept fresh by the queries. The list and the
// grid show times in one zone: the viewer's (viewer-time-zone.ts).
import { useQuery } from '@tanstack/react-query';
import type { RouterOutputs } from '@ikv/api';
import { Card, CardBody } from '@ikv/ui/card';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { useTRPC } from '~/trpc/react.tsx';
import { useViewerTimeZone } from '../viewer-time-zone.ts';
import { IcsDownloadButton } from './ics-download-button.tsx';
import { AppointmentList } from './appointment-list.tsx';
import { BookSlot, type BookSlotInitial } from './book-slot.tsx';

export interface EntrepreneurAppointmentsInitial extends BookSlotInitial {
  appointments: RouterOutputs['appointments']['list'];
}

export function EntrepreneurAppointments({ initial }: { initial: EntrepreneurAppointmentsInitial }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const list = useQuery({ ...trpc.appointments.list.queryOptions(), initialData: initial.appointments });
  const timeZone = useViewerTimeZone(initial.timeZone, initial.offsets);
  const now = Date.now();
  const items = list.data.filter((a) => Date.parse(a.end) > now);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="mine-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="mine-title" className="text-lg font-semibold text-ink">
            {t.appointments.upcoming}
          </h2>
          <IcsDownloadButton label={t.appointments.feed} />
        </div>
        <AppointmentList
          items={items}
          rol="ONDERNEMER"
          empty={t.appointments.upcomingEmpty}
          testId="my-appointments"
          timeZone={timeZone}
        />
      </section>
      <Card>
        <CardBody className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold text-ink">{t.appointments.bookTitle}</h2>
          <BookSlot initial={initial} timeZone={timeZone} />
        </CardBody>
      </Card>
    </div>
  );
}
