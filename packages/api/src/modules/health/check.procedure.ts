import { publicProcedure } from '../../trpc/procedures.ts';
import { checkHealth } from './health.service.ts';
import { healthCheckMeta, ZHealthCheckInput, ZHealthCheckOutput } from './check.schema.ts';

export const healthCheckProcedure = publicProcedure
  .meta(healthCheckMeta)
  .input(ZHealthCheckInput)
  .output(ZHealthCheckOutput)
  .query(({ ctx }) => checkHealth(ctx));
