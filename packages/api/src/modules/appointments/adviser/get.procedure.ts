import { adviseurProcedure } from '../../../trpc/procedures.ts';
import { getAdviserAppointmentMeta, ZGetAdviserAppointmentInput, ZGetAdviserAppointmentOutput } from './get.schema.ts';
import { getAppointmentDetail } from '../appointments.service.ts';

export const getAdviserAppointmentProcedure = adviseurProcedure
  .meta(getAdviserAppointmentMeta)
  .input(ZGetAdviserAppointmentInput)
  .output(ZGetAdviserAppointmentOutput)
  .query(({ ctx, input }) => getAppointmentDetail(ctx, input.id));
