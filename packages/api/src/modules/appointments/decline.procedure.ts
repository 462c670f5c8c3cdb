import { ondernemerProcedure } from '../../trpc/procedures.ts';
import { declineAppointmentMeta, ZDeclineAppointmentInput, ZDeclineAppointmentOutput } from './decline.schema.ts';
import { decideAppointment } from './appointments.service.ts';

export const declineAppointmentProcedure = ondernemerProcedure
  .meta(declineAppointmentMeta)
  .input(ZDeclineAppointmentInput)
  .output(ZDeclineAppointmentOutput)
  .mutation(({ ctx, input }) => decideAppointment(ctx, input.id, 'AFWIJZEN', input.reden));
