import { adviseurProcedure } from '../../../trpc/procedures.ts';
import {
  cancelAdviserAppointmentMeta,
  ZCancelAdviserAppointmentInput,
  ZCancelAdviserAppointmentOutput,
} from './cancel.schema.ts';
import { decideAppointment } from '../appointments.service.ts';

export const cancelAdviserAppointmentProcedure = adviseurProcedure
  .meta(cancelAdviserAppointmentMeta)
  .input(ZCancelAdviserAppointmentInput)
  .output(ZCancelAdviserAppointmentOutput)
  .mutation(({ ctx, input }) => decideAppointment(ctx, input.id, 'ANNULEREN', input.reden));
