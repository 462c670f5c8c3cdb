// webhooks.afleveringen.*: the delivery log of an endpoint and replaying one delivery.
import { createRouter } from '../../../trpc/init.ts';
import { listAfleveringenProcedure } from './list.procedure.ts';
import { replayAfleveringProcedure } from './replay.procedure.ts';

export const afleveringenRouter = createRouter({ list: listAfleveringenProcedure, replay: replayAfleveringProcedure });
