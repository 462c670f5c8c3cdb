import type { Db, Tx } from '../client.ts';
import type { Appointment, Prisma } from '../generated/prisma/client.ts';

export type AppointmentOverrides = Partial<Prisma.AppointmentUncheckedCreateInput> & {
  adviseurId: string;
  ondernemerId: string;
};

/** A proposed 45-minute meeting tomorrow at 10:00 UTC unless given. */
export function createAppointment(db: Db | Tx, overrides: AppointmentOverrides): Promise<Appointment> {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 1);
  start.setUTCHours(10, 0, 0, 0);
  return db.appointment.create({
    data: {
      start,
      eind: new Date(start.getTime() + 45 * 60_000),
      onderwerp: 'Toelichting inkomensverklaring',
      locatie: 'Online (videobellen)',
      status: 'VOORGESTELD',
      voorgesteldDoor: 'ONDERNEMER',
      ...overrides,
    },
  });
}
