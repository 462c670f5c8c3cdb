import { createRouter } from '../../trpc/init.ts';
import { acceptAppointmentProcedure } from './accept.procedure.ts';
import { adviserAppointmentsRouter } from './adviser/adviser.router.ts';
import { cancelAppointmentProcedure } from './cancel.procedure.ts';
import { declineAppointmentProcedure } from './decline.procedure.ts';
import { getAppointmentProcedure } from './get.procedure.ts';
import { icalProcedure } from './ical.procedure.ts';
import { listAppointmentsProcedure } from './list.procedure.ts';
import { proposeAppointmentProcedure } from './propose.procedure.ts';
import { rescheduleAppointmentProcedure } from './reschedule.procedure.ts';

export const appointmentsRouter = createRouter({
  list: listAppointmentsProcedure,
  get: getAppointmentProcedure,
  propose: proposeAppointmentProcedure,
  accept: acceptAppointmentProcedure,
  decline: declineAppointmentProcedure,
  cancel: cancelAppointmentProcedure,
  reschedule: rescheduleAppointmentProcedure,
  ical: icalProcedure,
  adviser: adviserAppointmentsRouter,
});
