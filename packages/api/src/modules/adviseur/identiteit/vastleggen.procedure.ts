import { adviseurProcedure } from '../../../trpc/procedures.ts';
import {
  vastleggenIdentiteitMeta,
  ZVastleggenIdentiteitInput,
  ZVastleggenIdentiteitOutput,
} from './vastleggen.schema.ts';
import { vastleggenIdentiteit } from './identiteit.service.ts';

export const vastleggenIdentiteitProcedure = adviseurProcedure
  .meta(vastleggenIdentiteitMeta)
  .input(ZVastleggenIdentiteitInput)
  .output(ZVastleggenIdentiteitOutput)
  .mutation(({ ctx, input }) => vastleggenIdentiteit(ctx, input));
