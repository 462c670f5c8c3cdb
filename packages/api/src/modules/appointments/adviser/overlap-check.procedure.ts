import { adviseurProcedure } from '../../../trpc/procedures.ts';
import {
  appointmentOverlapCheckMeta,
  ZAppointmentOverlapCheckInput,
  ZAppointmentOverlapCheckOutput,
} from './overlap-check.schema.ts';
import { checkAppointmentOverlap } from '../appointments.service.ts';

export const appointmentOverlapCheckProcedure = adviseurProcedure
  .meta(appointmentOverlapCheckMeta)
  .input(ZAppointmentOverlapCheckInput)
  .output(ZAppointmentOverlapCheckOutput)
  .mutation(({ ctx, input }) => checkAppointmentOverlap(ctx, input));
