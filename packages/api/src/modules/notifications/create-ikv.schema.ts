// notifications.createIkv → POST /notifications/ikv
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZId, zLine, zText } from '../../shared/schema-primitives.schema.ts';
import { ZNotificationMessage } from '../notify/notification.schema.ts';

export const createIkvNotificationMeta = {
  openapi: {
    method: 'POST',
    path: '/notifications/ikv',
    tags: ['notifications'],
    summary: 'Adviseur: een IKV-melding sturen aan de ondernemer van een aanvraag',
    description: 'De melding verschijnt meteen in de meldingen van de ondernemer (live in een open browser).',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen voor adviseurs',
      404: 'Onbekende aanvraag',
    },
  },
  successStatus: 201,
} satisfies ApiMeta;

const required = (kind: typeof zLine, name: string, max: number) =>
  kind({ error: `${name} is verplicht` })
    .min(1, { error: `${name} mag niet leeg zijn` })
    .max(max, { error: `${name} is hoogstens ${max} tekens` });

export const ZCreateIkvNotificationInput = z.object({
  aanvraagId: ZId,
  titel: required(zLine, 'titel', 200).meta({ example: 'Uw inkomensverklaring is klaar' }),
  bericht: required(zText, 'bericht', 4000).meta({ example: 'U kunt de IKV downloaden bij uw aanvraag.' }),
});
export const ZCreateIkvNotificationOutput = ZNotificationMessage;
export type TCreateIkvNotificationInput = z.infer<typeof ZCreateIkvNotificationInput>;
