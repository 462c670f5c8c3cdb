import { aanvraagAccessProcedure } from '../aanvragen/aanvraag-access.procedure-base.ts';
import { calculateIkvMeta, ZCalculateIkvInput, ZCalculateIkvOutput } from './calculate.schema.ts';
import { calculateIkv } from './ikv.service.ts';

export const calculateIkvProcedure = aanvraagAccessProcedure
  .meta(calculateIkvMeta)
  .input(ZCalculateIkvInput)
  .output(ZCalculateIkvOutput)
  .mutation(({ ctx }) => calculateIkv(ctx));
