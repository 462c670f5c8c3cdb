// NotificationMessage, as notify() publishes it to the live feed and the inbox's operations answer it.
import { z } from 'zod';
import { ZId } from '../../shared/schema-primitives.schema.ts';

export const ZNotificatieType = z.enum([
  'PARTNER_UITNODIGING',
  'AANVRAAG_STATUS',
  'IKV',
  'CHAT',
  'AFSPRAAK',
  'SYSTEEM',
]);

export const ZNotificationMessage = z.object({
  id: ZId,
  type: ZNotificatieType,
  titel: z.string(),
  bericht: z.string(),
  gelezen: z.boolean(),
  aangemaaktOp: z.string().meta({ example: '2026-03-02T09:00:00.000Z' }),
  link: z.string().meta({
    example: '/aanvragen/clx0abc',
    description: 'het pad van de pagina waar de melding over gaat (relatief aan de web-app)',
  }),
  aanvraagId: z.string().optional(),
  uitnodigingId: z.string().optional(),
  uitnodiging: z
    .object({
      status: z.enum(['OPENSTAAND', 'GEACCEPTEERD', 'AFGEWEZEN', 'INGETROKKEN', 'VERLOPEN']),
      companyId: ZId,
      bedrijfsnaam: z.string(),
      aandeelPercentage: z.number(),
      verlooptOp: z.string(),
      kanBeantwoorden: z
        .boolean()
        .meta({ description: 'true als de ontvanger deze uitnodiging nog kan accepteren of afwijzen' }),
    })
    .optional()
    .meta({ description: 'bij een partneruitnodiging: de stand van de uitnodiging' }),
});

export const ZNotificationIdInput = z.object({ id: ZId });

export type TNotificationMessage = z.infer<typeof ZNotificationMessage>;
export type TNotificationIdInput = z.infer<typeof ZNotificationIdInput>;
