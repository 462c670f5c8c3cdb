import { adviseurProcedure } from '../../../trpc/procedures.ts';
import { deleteAppointmentMeta, ZDeleteAppointmentInput, ZDeleteAppointmentOutput } from './delete.schema.ts';
import { deleteAppointmentByAdviser } from '../appointments.service.ts';

export const deleteAppointmentProcedure = adviseurProcedure
  .meta(deleteAppointmentMeta)
  .input(ZDeleteAppointmentInput)
  .output(ZDeleteAppointmentOutput)
  .mutation(({ ctx, input }) => deleteAppointmentByAdviser(ctx, input.id));
