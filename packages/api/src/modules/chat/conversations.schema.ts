// chat.conversations → GET /chat/gesprekken (the inbox of both roles)
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZId } from '../../shared/schema-primitives.schema.ts';

export const chatConversationsMeta = {
  openapi: {
    method: 'GET',
    path: '/chat/gesprekken',
    tags: ['chat'],
    summary:
      'Mijn gesprekken: per aanvraag met chatberichten het laatste bericht en het aantal ongelezen, nieuwste eerst',
    description:
      'Ondernemer: de aanvragen van hem en van de bedrijven waar hij lid van is. Adviseur: alle aanvragen met berichten. tegenpartij is voor de ondernemer de behandelaar (of de laatste adviseur die schreef), voor de adviseur de ondernemer. limit (1–200, standaard 50).',
    protect: true,
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Niet ingelogd' },
  },
} satisfies ApiMeta;

export const ZChatConversationsInput = z
  .object({ limit: z.coerce.number().int().min(1).max(200).default(50) })
  .optional();

export const ZGesprek = z.object({
  aanvraagId: ZId,
  aanvraagNummer: z.number().int(),
  bedrijfsnaam: z.string(),
  tegenpartij: z.string().nullable().meta({ description: 'null: nog geen adviseur betrokken' }),
  laatsteBericht: z.string(),
  laatsteAfzender: z.string().nullable(),
  laatsteOp: z.string().meta({ example: '2026-03-02T09:00:00.000Z' }),
  ongelezen: z.number().int().min(0),
});
export const ZChatConversationsOutput = z.array(ZGesprek);
export type TGesprek = z.infer<typeof ZGesprek>;
export type TChatConversationsInput = z.infer<typeof ZChatConversationsInput>;
