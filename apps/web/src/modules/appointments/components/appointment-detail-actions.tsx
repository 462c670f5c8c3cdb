'use client';
// Actions on the detail page; reloads the server-rendered page after a change.
import { useRouter } from 'next/navigation';
import type { RouterOutputs } from '@ikv/api';
import { AppointmentActions } from './appointment-actions.tsx';

export function AppointmentDetailActions({
  appointment,
  rol,
}: {
  appointment: RouterOutputs['appointments']['get'];
  rol: 'ADVISEUR' | 'ONDERNEMER';
}) {
  const router = useRouter();
  return <AppointmentActions appointment={appointment} rol={rol} onDone={() => router.refresh()} />;
}
