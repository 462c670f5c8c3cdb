import { createRouter } from '../../../trpc/init.ts';
import { approveAppointmentProcedure } from './approve.procedure.ts';
import { cancelAdviserAppointmentProcedure } from './cancel.procedure.ts';
import { createAppointmentProcedure } from './create.procedure.ts';
import { deleteAppointmentProcedure } from './delete.procedure.ts';
import { getAdviserAppointmentProcedure } from './get.procedure.ts';
import { listAdviserAppointmentsProcedure } from './list.procedure.ts';
import { appointmentOverlapCheckProcedure } from './overlap-check.procedure.ts';
import { rejectAppointmentProcedure } from './reject.procedure.ts';
import { rescheduleAdviserAppointmentProcedure } from './reschedule.procedure.ts';
import { updateAppointmentProcedure } from './update.procedure.ts';

export const adviserAppointmentsRouter = createRouter({
  overlapCheck: appointmentOverlapCheckProcedure,
  list: listAdviserAppointmentsProcedure,
  create: createAppointmentProcedure,
  get: getAdviserAppointmentProcedure,
  update: updateAppointmentProcedure,
  delete: deleteAppointmentProcedure,
  approve: approveAppointmentProcedure,
  reject: rejectAppointmentProcedure,
  cancel: cancelAdviserAppointmentProcedure,
  reschedule: rescheduleAdviserAppointmentProcedure,
});
