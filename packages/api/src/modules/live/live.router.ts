import { createRouter } from '../../trpc/init.ts';
import { liveEventsProcedure } from './events.procedure.ts';

export const liveRouter = createRouter({
  events: liveEventsProcedure,
});
