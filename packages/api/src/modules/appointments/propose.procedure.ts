import { ondernemerProcedure } from '../../trpc/procedures.ts';
import { proposeAppointmentMeta, ZProposeAppointmentInput, ZProposeAppointmentOutput } from './propose.schema.ts';
import { proposeAppointment } from './appointments.service.ts';

export const proposeAppointmentProcedure = ondernemerProcedure
  .meta(proposeAppointmentMeta)
  .input(ZProposeAppointmentInput)
  .output(ZProposeAppointmentOutput)
  .mutation(({ ctx, input }) => proposeAppointment(ctx, input));
