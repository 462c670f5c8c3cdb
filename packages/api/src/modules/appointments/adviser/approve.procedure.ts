import { adviseurProcedure } from '../../../trpc/procedures.ts';
import { approveAppointmentMeta, ZApproveAppointmentInput, ZApproveAppointmentOutput } from './approve.schema.ts';
import { decideAppointment } from '../appointments.service.ts';

export const approveAppointmentProcedure = adviseurProcedure
  .meta(approveAppointmentMeta)
  .input(ZApproveAppointmentInput)
  .output(ZApproveAppointmentOutput)
  .mutation(({ ctx, input }) => decideAppointment(ctx, input.id, 'GOEDKEUREN'));
