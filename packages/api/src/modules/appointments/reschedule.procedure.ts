import { ondernemerProcedure } from '../../trpc/procedures.ts';
import {
  rescheduleAppointmentMeta,
  ZRescheduleAppointmentInput,
  ZRescheduleAppointmentOutput,
} from './reschedule.schema.ts';
import { rescheduleAppointment } from './appointments.service.ts';

export const rescheduleAppointmentProcedure = ondernemerProcedure
  .meta(rescheduleAppointmentMeta)
  .input(ZRescheduleAppointmentInput)
  .output(ZRescheduleAppointmentOutput)
  .mutation(({ ctx, input }) => rescheduleAppointment(ctx, input));
