import { tracked } from '@trpc/server';
import { protectedProcedure } from '../../trpc/procedures.ts';
import { ZLiveEventsInput } from './events.schema.ts';
import { hubOf } from './live-hub.ts';
import { liveEvents } from './live.service.ts';

/** tRPC only (server-sent events): the caller's chat messages, read receipts and notifications, live. */
export const liveEventsProcedure = protectedProcedure.input(ZLiveEventsInput).subscription(async function* ({
  ctx,
  input,
  signal,
}) {
  for await (const { id, event } of liveEvents(ctx, hubOf(ctx), input, signal)) yield tracked(id, event);
});
