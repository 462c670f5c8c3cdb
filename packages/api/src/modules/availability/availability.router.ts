import { createRouter } from '../../trpc/init.ts';
import { advisersProcedure } from './advisers.procedure.ts';
import { createAvailabilityProcedure } from './create.procedure.ts';
import { deleteAvailabilityProcedure } from './delete.procedure.ts';
import { forAdviserProcedure } from './for-adviser.procedure.ts';
import { getAvailabilityProcedure } from './get.procedure.ts';
import { listAvailabilityProcedure } from './list.procedure.ts';
import { availabilityOverlapCheckProcedure } from './overlap-check.procedure.ts';
import { periodProcedure } from './period.procedure.ts';
import { updateAvailabilityProcedure } from './update.procedure.ts';
import { weekSlotsProcedure } from './week-slots.procedure.ts';

// `period` and `overlapCheck` before `get`, so /adviseur/availability/period is not read as an id.
export const availabilityRouter = createRouter({
  period: periodProcedure,
  overlapCheck: availabilityOverlapCheckProcedure,
  create: createAvailabilityProcedure,
  list: listAvailabilityProcedure,
  get: getAvailabilityProcedure,
  update: updateAvailabilityProcedure,
  delete: deleteAvailabilityProcedure,
  forAdviser: forAdviserProcedure,
  weekSlots: weekSlotsProcedure,
  advisers: advisersProcedure,
});
