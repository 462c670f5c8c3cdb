// adviseur.emailVoorkeuren.update → PUT /adviseur/email-voorkeuren
import type { ApiMeta } from '../../../trpc/meta.ts';
import { ZEmailVoorkeuren } from './email-voorkeuren.schema.ts';

export const updateEmailVoorkeurenMeta = {
  openapi: {
    method: 'PUT',
    path: '/adviseur/email-voorkeuren',
    tags: ['adviseur'],
    summary: 'E-mails per soort gebeurtenis aan- of uitzetten (meldingen in de app blijven)',
    description: 'Geef de soorten die u wilt wijzigen; weggelaten soorten blijven zoals ze waren.',
    protect: true,
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Niet ingelogd', 403: 'Alleen voor adviseurs' },
  },
} satisfies ApiMeta;

export const ZUpdateEmailVoorkeurenInput = ZEmailVoorkeuren.partial().strict();
export const ZUpdateEmailVoorkeurenOutput = ZEmailVoorkeuren;
