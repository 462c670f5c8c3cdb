// privacy.inzage.list → GET /account/inzage (API.md, Privacy)
import { z } from 'zod';
import type { ApiMeta } from '../../../trpc/meta.ts';

export const listMeta = {
  openapi: {
    method: 'GET',
    path: '/account/inzage',
    tags: ['account'],
    protect: true,
    summary: 'Wie mijn documenten en verklaringen opende',
    description:
      'Elke keer dat iemand anders dan u een document van u of een afgegeven verklaring van u opende, nieuwste eerst (maximaal 500).',
    errorResponses: { 401: 'Niet ingelogd' },
  },
} satisfies ApiMeta;

export const ZListInput = z.void();
export const ZListOutput = z.array(
  z.object({
    wie: z.object({
      naam: z.string(),
      rol: z.enum(['ONDERNEMER', 'ADVISEUR']).nullable(),
      organisatie: z.string().nullable().meta({
        description: 'de organisatie wiens systeem het opende (een API-client via een koppeling); anders null',
      }),
    }),
    wat: z.object({ soort: z.enum(['DOCUMENT', 'VERKLARING']), id: z.string(), naam: z.string() }),
    wanneer: z.string(),
  }),
);
export type TListOutput = z.infer<typeof ZListOutput>;
