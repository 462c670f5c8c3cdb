// The caller's live events as an async stream: first what he missed after his last event id, then
// each new one as it is committed, in id order, without duplicates. The hub wakes the stream; the
// stream reads its rows itself, so a lost wake-up is made good by the next one.
import type { Db } from '@ikv/db';
import { startPeriodicJob } from '../../infra/periodic-job.ts';
import type { AuthedContext } from '../../infra/service-context.ts';
import type { LiveEvent, TLiveEventsInput } from './events.schema.ts';
import type { LiveHub } from './live-hub.ts';
import { deleteEventsBefore, findEventsAfter, findLastEventId } from './live.repository.ts';

const BATCH = 200;

export async function* liveEvents(ctx: AuthedContext, hub: LiveHub, input: TLiveEventsInput, signal: AbortSignal | undefined): AsyncGenerator<{ id: string; event: LiveEvent }> {
  const userId = ctx.actor.userId;
  let pending = true;
  let wakeUp: (() => void) | null = null;
  const wake = () => {
    pending = true;
    wakeUp?.();
  };
  // register before the first read, so nothing committed in between is missed
  const unsubscribe = hub.subscribe(userId, wake);
  const onAbort = () => wakeUp?.();
  signal?.addEventListener('abort', onAbort);
  try {
    // a first connection starts now; a reconnection (or a client that kept its id) catches up
    let last = input?.lastEventId ? BigInt(input.lastEventId) : await findLastEventId(ctx.db, userId);
    while (!signal?.aborted) {
      if (!pending) {
        await new Promise<void>((resolve) => {
          wakeUp = resolve;
          if (pending || signal?.aborted) resolve();
        });
        wakeUp = null;
        continue;
      }
      pending = false;
      for (;;) {
        const rows = await findEventsAfter(ctx.db, userId, last, BATCH);
        for (const row of rows) {
          last = row.id;
          yield {
            id: row.id.toString(),
            event: { soort: row.soort as LiveEvent['soort'], aanvraagId: row.aanvraagId, payload: row.payload, op: row.aangemaaktOp.toISOString() },
          };
        }
        if (rows.length < BATCH) break;
      }
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    unsubscribe();
  }
}

/** Live events are for catching up after a reconnect, not an archive: rows older than this go. */
export const LIVE_RETENTION_MS = 2 * 24 * 3_600_000;
const PRUNE_INTERVAL_MS = 60 * 60_000;

export function startLivePruneJob(db: Db, now: () => Date = () => new Date()): () => void {
  return startPeriodicJob('live', () => deleteEventsBefore(db, new Date(now().getTime() - LIVE_RETENTION_MS)), { intervalMs: PRUNE_INTERVAL_MS });
}
