import { adviseurProcedure } from '../../../trpc/procedures.ts';
import { rejectAppointmentMeta, ZRejectAppointmentInput, ZRejectAppointmentOutput } from './reject.schema.ts';
import { decideAppointment } from '../appointments.service.ts';

export const rejectAppointmentProcedure = adviseurProcedure
  .meta(rejectAppointmentMeta)
  .input(ZRejectAppointmentInput)
  .output(ZRejectAppointmentOutput)
  .mutation(({ ctx, input }) => decideAppointment(ctx, input.id, 'WEIGEREN', input.reden));
