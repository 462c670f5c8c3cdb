// live.events: the web app's tRPC subscription (server-sent events). Not part of the REST contract.
import { z } from 'zod';

/** The largest id PostgreSQL's bigint holds (2^63 − 1). */
const MAX_EVENT_ID = 9223372036854775807n;

export const ZLiveEventsInput = z
  .object({
    /** the id of the last event the client has (tRPC fills it in from Last-Event-ID on reconnect) */
    // an id of live_events (bigint): a larger number is no event, and must not reach PostgreSQL (a 400, not a 500)
    lastEventId: z
      .string()
      .regex(/^\d{1,19}$/, { error: 'lastEventId is een getal' })
      .refine((v) => !/^\d{1,19}$/.test(v) || BigInt(v) <= MAX_EVENT_ID, { error: 'lastEventId is te groot' })
      .nullish(),
  })
  .optional();

export const ZLiveSoort = z.enum(['chat.message', 'chat.read', 'notification', 'notification.changed']);

export type LiveEvent = { soort: z.infer<typeof ZLiveSoort>; aanvraagId: string | null; payload: unknown; op: string };
export type TLiveEventsInput = z.infer<typeof ZLiveEventsInput>;
