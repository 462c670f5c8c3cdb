// notifications.markAllRead → POST /notifications/read-all (every unread notification of the caller)
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';

export const markAllReadMeta = {
  openapi: {
    method: 'POST',
    path: '/notifications/read-all',
    tags: ['notifications'],
    summary: 'Alle eigen meldingen als gelezen markeren',
    description:
      'Markeert alle ongelezen meldingen van de aanroeper als gelezen; antwoordt met het aantal dat zo werd gemarkeerd (0 als er niets ongelezen was).',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd' },
  },
} satisfies ApiMeta;

export const ZMarkAllReadInput = z.object({}).optional();
export const ZMarkAllReadOutput = z.object({
  aantal: z.number().int().meta({ description: 'het aantal meldingen dat nu als gelezen is gemarkeerd' }),
});
export type TMarkAllReadOutput = z.infer<typeof ZMarkAllReadOutput>;
