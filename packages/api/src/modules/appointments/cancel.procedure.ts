import { ondernemerProcedure } from '../../trpc/procedures.ts';
import { cancelAppointmentMeta, ZCancelAppointmentInput, ZCancelAppointmentOutput } from './cancel.schema.ts';
import { decideAppointment } from './appointments.service.ts';

export const cancelAppointmentProcedure = ondernemerProcedure
  .meta(cancelAppointmentMeta)
  .input(ZCancelAppointmentInput)
  .output(ZCancelAppointmentOutput)
  .mutation(({ ctx, input }) => decideAppointment(ctx, input.id, 'ANNULEREN', input.reden));
