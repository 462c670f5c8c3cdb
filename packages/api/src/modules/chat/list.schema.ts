// chat.list → GET /aanvragen/{id}/chat
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZId } from '../../shared/schema-primitives.schema.ts';
import { ZChatMessage } from './chat-message.schema.ts';

export const listChatMeta = {
  openapi: {
    method: 'GET',
    path: '/aanvragen/{id}/chat',
    tags: ['chat'],
    summary: 'De chat bij een aanvraag, oudste eerst; markeert de berichten als gelezen',
    description:
      'Zonder `voor`: de nieuwste `limit` berichten (standaard 50, max. 200), oudste eerst, en de draad wordt voor de vrager als gelezen gemarkeerd. Oudere berichten: `voor=<id van het oudste bericht dat u heeft>`; een pagina korter dan `limit` is de oudste. Alleen deelnemers (de ondernemer, zijn partners in het bedrijf, adviseurs) zien de draad; anderen krijgen 404.',
    protect: true,
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Niet ingelogd', 404: 'Onbekende aanvraag of geen deelnemer' },
  },
} satisfies ApiMeta;

export const ZListChatInput = z.object({
  id: ZId.meta({ description: 'id van de aanvraag' }),
  voor: ZId.optional().meta({ description: 'id van een bericht: geef de berichten die daarvóór verzonden zijn' }),
  limit: z.coerce.number({ error: 'limit is een getal' }).int().min(1).max(200).default(50),
});
export const ZListChatOutput = z.array(ZChatMessage);
export type TListChatInput = z.infer<typeof ZListChatInput>;
