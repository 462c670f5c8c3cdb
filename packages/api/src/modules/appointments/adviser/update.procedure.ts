import { adviseurProcedure } from '../../../trpc/procedures.ts';
import { updateAppointmentMeta, ZUpdateAppointmentInput, ZUpdateAppointmentOutput } from './update.schema.ts';
import { updateAppointmentByAdviser } from '../appointments.service.ts';

export const updateAppointmentProcedure = adviseurProcedure
  .meta(updateAppointmentMeta)
  .input(ZUpdateAppointmentInput)
  .output(ZUpdateAppointmentOutput)
  .mutation(({ ctx, input }) => updateAppointmentByAdviser(ctx, input));
