import { adviseurProcedure } from '../../../trpc/procedures.ts';
import { createAppointmentMeta, ZCreateAppointmentInput, ZCreateAppointmentOutput } from './create.schema.ts';
import { createAppointmentByAdviser } from '../appointments.service.ts';

export const createAppointmentProcedure = adviseurProcedure
  .meta(createAppointmentMeta)
  .input(ZCreateAppointmentInput)
  .output(ZCreateAppointmentOutput)
  .mutation(({ ctx, input }) => createAppointmentByAdviser(ctx, input));
