// ChatMessage and ChatMessageInput, shared by the chat operations and the web panel. Client-safe.
import { z } from 'zod';
import { ZId, zText } from '../../shared/schema-primitives.schema.ts';

export const CHAT_MAX_LENGTH = 4000;

export const ZChatBericht = zText({ error: 'bericht is verplicht' })
  .min(1, { error: 'bericht mag niet leeg zijn' })
  .max(CHAT_MAX_LENGTH, { error: `bericht is hoogstens ${CHAT_MAX_LENGTH} tekens` })
  .meta({
    example: 'Kunt u de jaarrekening van 2025 nog uploaden?',
    description: `platte tekst, 1–${CHAT_MAX_LENGTH} tekens (na het weghalen van witruimte aan begin en eind)`,
  });

export const ZChatMessage = z.object({
  id: ZId,
  aanvraagId: ZId,
  afzenderId: z.string().nullable().meta({ description: 'null als de afzender zijn account heeft verwijderd' }),
  afzenderNaam: z.string().meta({ example: 'Eva de Vries' }),
  afzenderRol: z.enum(['ONDERNEMER', 'ADVISEUR']).nullable(),
  bericht: z.string().meta({ example: 'Kunt u de jaarrekening van 2025 nog uploaden?' }),
  verzondenOp: z.string().meta({ example: '2026-03-02T09:00:00.000Z' }),
  gelezen: z.boolean().meta({
    description:
      'Eigen bericht: door minstens één andere deelnemer gelezen (leesbevestiging). Bericht van een ander: door de vrager al gelezen vóór deze opvraging (zo kan een client de grens "nieuwe berichten" tonen; GET markeert daarna alles als gelezen).',
  }),
});

export const ZChatThreadInput = z.object({ id: ZId.meta({ description: 'id van de aanvraag' }) });

export type TChatMessage = z.infer<typeof ZChatMessage>;
