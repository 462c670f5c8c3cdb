import { ondernemerProcedure } from '../../trpc/procedures.ts';
import { getAppointmentMeta, ZGetAppointmentInput, ZGetAppointmentOutput } from './get.schema.ts';
import { getAppointmentDetail } from './appointments.service.ts';

export const getAppointmentProcedure = ondernemerProcedure
  .meta(getAppointmentMeta)
  .input(ZGetAppointmentInput)
  .output(ZGetAppointmentOutput)
  .query(({ ctx, input }) => getAppointmentDetail(ctx, input.id));
