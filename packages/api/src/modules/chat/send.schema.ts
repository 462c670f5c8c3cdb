// chat.send → POST /aanvragen/{id}/chat
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZId } from '../../shared/schema-primitives.schema.ts';
import { ZChatBericht, ZChatMessage } from './chat-message.schema.ts';

export const sendChatMeta = {
  openapi: {
    method: 'POST',
    path: '/aanvragen/{id}/chat',
    tags: ['chat'],
    summary: 'Een chatbericht sturen bij een aanvraag',
    description:
      'Platte tekst, 1–4000 tekens. De andere deelnemers krijgen het meteen in een open browser; wie het na 5 minuten nog niet gelezen heeft, krijgt één e-mail met alle ongelezen berichten van de draad.',
    protect: true,
    errorResponses: {
      400: 'Leeg of te lang bericht',
      401: 'Niet ingelogd',
      404: 'Onbekende aanvraag of geen deelnemer',
      429: 'Te veel berichten achter elkaar',
    },
  },
  successStatus: 201,
} satisfies ApiMeta;

export const ZSendChatInput = z.object({ id: ZId.meta({ description: 'id van de aanvraag' }), bericht: ZChatBericht });
export const ZSendChatOutput = ZChatMessage;
export type TSendChatInput = z.infer<typeof ZSendChatInput>;
