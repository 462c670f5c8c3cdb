// adviseur.emailVoorkeuren.get → GET /adviseur/email-voorkeuren
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZEmailVoorkeuren } from './email-voorkeuren.schema.ts';

export const getEmailVoorkeurenMeta = {
  openapi: {
    method: 'GET',
    path: '/adviseur/email-voorkeuren',
    tags: ['adviseur'],
    summary: 'Welke e-mails ik als adviseur ontvang, per soort gebeurtenis',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen voor adviseurs' },
  },
} satisfies ApiMeta;

export const ZGetEmailVoorkeurenInput = z.object({}).optional();
export const ZGetEmailVoorkeurenOutput = ZEmailVoorkeuren;
