// The caller's live events as an async stream: first what he missed after his last event id, then
// each new one as it is committed, in id order, without duplicates. The hub reads new rows once for
// all subscriptions of this instance and pushes them here; the stream reads rows itself only to
// catch up (at the start, and when the hub asks it to because it could not vouch for them).
import type { Db } from '@ikv/db';
import type { AuthedContext } from '../../infra/service-context.ts';
import type { LiveEvent, TLiveEventsInput } from './events.schema.ts';
import type { LiveHub } from './live-hub.ts';
import { deleteEventsBefore, findEventsAfter, findLastEventId, type LiveEventRow } from './live.repository.ts';

const BATCH = 200;

const toEvent = (row: LiveEventRow) => ({
  id: row.id.toString(),
  event: {
    soort: row.soort as LiveEvent['soort'],
    aanvraagId: row.aanvraagId,
    payload: row.payload,
    op: row.aangemaaktOp.toISOString(),
  },
});

/**
 * Renders rows a catch-up replays before it yields them. A notification's live copy was rendered in
 * the language its reader had when it was written; the composition root (compose.ts) sets the renderer
 * that renders them again in the language he reads in now (notify/live-catch-up.ts). Unset: as stored.
 */
type CatchUpRenderer = (ctx: AuthedContext, rows: LiveEventRow[]) => Promise<LiveEventRow[]>;
let renderCatchUp: CatchUpRenderer = (_ctx, rows) => Promise.resolve(rows);
export function setCatchUpRenderer(renderer: CatchUpRenderer): void {
  renderCatchUp = renderer;
}

export async function* liveEvents(
  ctx: AuthedContext,
  hub: LiveHub,
  input: TLiveEventsInput,
  signal: AbortSignal | undefined,
  /** the credential the stream was opened with: the hub ends (or rechecks) it when its session is revoked or its user changes */
  credential?: { sid: string | null; recheck(): void; end(): void },
): AsyncGenerator<{ id: string; event: LiveEvent }> {
  const userId = ctx.actor.userId;
  let catchUp = true;
  let pushed: LiveEventRow[] = [];
  let wakeUp: (() => void) | null = null;
  // register before the first read, so nothing committed in between is missed (rows pushed meanwhile wait, doubles are skipped)
  const unsubscribe = hub.subscribe(userId, {
    push(rows) {
      pushed.push(...rows);
      wakeUp?.();
    },
    resync() {
      catchUp = true;
      wakeUp?.();
    },
    ...(credential ? { sid: credential.sid, recheck: () => credential.recheck(), end: () => credential.end() } : {}),
  });
  const onAbort = () => wakeUp?.();
  signal?.addEventListener('abort', onAbort);
  try {
    // a first connection starts now; a reconnection (or a client that kept its id) catches up
    let last = input?.lastEventId ? BigInt(input.lastEventId) : await findLastEventId(ctx.db, userId);
    while (!signal?.aborted) {
      if (catchUp) {
        catchUp = false;
        for (;;) {
          const rows = await findEventsAfter(ctx.db, userId, last, BATCH);
          for (const row of await renderCatchUp(ctx, rows)) {
            last = row.id;
            yield toEvent(row);
          }
          if (rows.length < BATCH) break;
        }
        continue;
      }
      if (pushed.length > 0) {
        const rows = pushed;
        pushed = [];
        for (const row of rows) {
          if (row.id <= last) continue;
          last = row.id;
          yield toEvent(row);
        }
        continue;
      }
      await new Promise<void>((resolve) => {
        wakeUp = resolve;
        if (catchUp || pushed.length > 0 || signal?.aborted) resolve();
      });
      wakeUp = null;
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    unsubscribe();
  }
}

/** Live events are for catching up after a reconnect, not an archive: rows older than this go. */
const LIVE_RETENTION_MS = 2 * 24 * 3_600_000;

/** Drops the events past their retention (a job of the runtime, hourly: jobs.ts). */
export async function pruneLiveEvents(db: Db, now: Date): Promise<void> {
  await deleteEventsBefore(db, new Date(now.getTime() - LIVE_RETENTION_MS));
}
