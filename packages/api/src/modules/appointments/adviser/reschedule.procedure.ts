import { adviseurProcedure } from '../../../trpc/procedures.ts';
import {
  rescheduleAdviserAppointmentMeta,
  ZRescheduleAdviserAppointmentInput,
  ZRescheduleAdviserAppointmentOutput,
} from './reschedule.schema.ts';
import { rescheduleAppointment } from '../appointments.service.ts';

export const rescheduleAdviserAppointmentProcedure = adviseurProcedure
  .meta(rescheduleAdviserAppointmentMeta)
  .input(ZRescheduleAdviserAppointmentInput)
  .output(ZRescheduleAdviserAppointmentOutput)
  .mutation(({ ctx, input }) => rescheduleAppointment(ctx, input));
