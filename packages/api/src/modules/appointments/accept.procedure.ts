import { ondernemerProcedure } from '../../trpc/procedures.ts';
import { acceptAppointmentMeta, ZAcceptAppointmentInput, ZAcceptAppointmentOutput } from './accept.schema.ts';
import { decideAppointment } from './appointments.service.ts';

export const acceptAppointmentProcedure = ondernemerProcedure
  .meta(acceptAppointmentMeta)
  .input(ZAcceptAppointmentInput)
  .output(ZAcceptAppointmentOutput)
  .mutation(({ ctx, input }) => decideAppointment(ctx, input.id, 'ACCEPTEREN'));
