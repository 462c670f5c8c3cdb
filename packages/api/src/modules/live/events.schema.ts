// live.events: the web app's tRPC subscription (server-sent events). Not part of the REST contract.
import { z } from 'zod';

export const ZLiveEventsInput = z
  .object({
    /** the id of the last event the client has (tRPC fills it in from Last-Event-ID on reconnect) */
    lastEventId: z.string().regex(/^\d{1,19}$/, { error: 'lastEventId is een getal' }).nullish(),
  })
  .optional();

export const ZLiveSoort = z.enum(['chat.message', 'chat.read', 'notification', 'notification.changed']);

export type LiveEvent = { soort: z.infer<typeof ZLiveSoort>; aanvraagId: string | null; payload: unknown; op: string };
export type TLiveEventsInput = z.infer<typeof ZLiveEventsInput>;
