import { protectedProcedure } from '../../trpc/procedures.ts';
import { ZIcalInput, ZIcalOutput } from './ical.schema.ts';
import { icalForWeb } from './ical.service.ts';

export const icalProcedure = protectedProcedure
  .input(ZIcalInput)
  .output(ZIcalOutput)
  .query(({ ctx, input }) => icalForWeb(ctx, input));
