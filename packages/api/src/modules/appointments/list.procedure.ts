import { ondernemerProcedure } from '../../trpc/procedures.ts';
import { listAppointmentsMeta, ZListAppointmentsInput, ZListAppointmentsOutput } from './list.schema.ts';
import { listAppointments } from './appointments.service.ts';

export const listAppointmentsProcedure = ondernemerProcedure
  .meta(listAppointmentsMeta)
  .input(ZListAppointmentsInput)
  .output(ZListAppointmentsOutput)
  .query(({ ctx, input }) => listAppointments(ctx, input));
