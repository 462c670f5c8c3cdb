import { adviseurProcedure } from '../../../trpc/procedures.ts';
import {
  listAdviserAppointmentsMeta,
  ZListAdviserAppointmentsInput,
  ZListAdviserAppointmentsOutput,
} from './list.schema.ts';
import { listAppointments } from '../appointments.service.ts';

export const listAdviserAppointmentsProcedure = adviseurProcedure
  .meta(listAdviserAppointmentsMeta)
  .input(ZListAdviserAppointmentsInput)
  .output(ZListAdviserAppointmentsOutput)
  .query(({ ctx, input }) => listAppointments(ctx, input));
