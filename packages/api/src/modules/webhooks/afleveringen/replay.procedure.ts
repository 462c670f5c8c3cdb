import { clientProcedure } from '../../integraties/client.procedure-base.ts';
import { replayAfleveringMeta, ZReplayAfleveringInput, ZReplayAfleveringOutput } from './replay.schema.ts';
import { replayAflevering } from '../webhooks.service.ts';

export const replayAfleveringProcedure = clientProcedure(null)
  .meta(replayAfleveringMeta)
  .input(ZReplayAfleveringInput)
  .output(ZReplayAfleveringOutput)
  .mutation(({ ctx, input }) => replayAflevering(ctx, input.id, input.afleveringId));
