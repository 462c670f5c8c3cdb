// account.taal → PUT /account/taal
import { z } from 'zod';
import { TAAL_VOORKEUREN } from '../../shared/taal.ts';
import type { ApiMeta } from '../../trpc/meta.ts';

export const taalMeta = {
  openapi: {
    method: 'PUT',
    path: '/account/taal',
    tags: ['account'],
    protect: true,
    summary: 'De taal van mijn account kiezen',
    description:
      'Voor ondernemers en adviseurs. De webapp, meldingen, e-mails en de PDF van de verklaring volgen deze taal.',
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Niet ingelogd' },
  },
} satisfies ApiMeta;

export const ZTaal = z.enum(TAAL_VOORKEUREN).meta({ description: 'NL (Nederlands) of EN (English)' });
export const ZTaalInput = z.object({ taal: ZTaal }).strict();
export const ZTaalOutput = z.object({ taal: ZTaal });
export type TTaalInput = z.infer<typeof ZTaalInput>;
