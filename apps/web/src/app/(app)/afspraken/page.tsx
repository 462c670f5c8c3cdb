import type { Metadata } from 'next';
import { PageHeader } from '@ikv/ui/page-header';
import { requireUser } from '~/auth/session.ts';
import { getI18n } from '~/i18n/server.ts';
import { AdviserAgenda } from '~/modules/appointments/components/adviser-agenda.lazy.tsx';
import { EntrepreneurAppointments } from '~/modules/appointments/components/entrepreneur-appointments.tsx';
import { entrepreneurAppointmentsData } from '~/modules/appointments/entrepreneur-appointments.server.ts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.appointments.title };
}

export default async function AppointmentsPage() {
  const [{ t }, user] = await Promise.all([getI18n(), requireUser()]);
  const adviser = user.rol === 'ADVISEUR';
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={t.appointments.title}
        description={adviser ? t.appointments.leadAdviser : t.appointments.leadEntrepreneur}
      />
      {adviser ? <AdviserAgenda /> : <EntrepreneurAppointments initial={await entrepreneurAppointmentsData()} />}
    </div>
  );
}
