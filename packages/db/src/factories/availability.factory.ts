import type { Db, Tx } from '../client.ts';
import type { Availability, Prisma } from '../generated/prisma/client.ts';

export type AvailabilityOverrides = Partial<Prisma.AvailabilityUncheckedCreateInput> & { adviseurId: string };

/** Tomorrow 09:00–12:00 UTC unless given. */
export function createAvailability(db: Db | Tx, overrides: AvailabilityOverrides): Promise<Availability> {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 1);
  start.setUTCHours(9, 0, 0, 0);
  return db.availability.create({
    data: { start, eind: new Date(start.getTime() + 3 * 3_600_000), ...overrides },
  });
}
