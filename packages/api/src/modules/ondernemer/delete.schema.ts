// ondernemer.delete → DELETE /ondernemer
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZPasswordGiven } from '../auth/auth-primitives.schema.ts';

export const deleteMeta = {
  openapi: {
    method: 'DELETE',
    path: '/ondernemer',
    tags: ['ondernemer'],
    protect: true,
    summary: 'Account verwijderen',
    description:
      'Wist de persoonsgegevens in één transactie (AVG). Bedrijven blijven bij de overige vennoten (de grootste wordt eigenaar); aanvragen blijven geanonimiseerd bewaard; een auditregel blijft.',
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Niet ingelogd of onjuist wachtwoord', 403: 'Geen ondernemer' },
  },
  successStatus: 204,
} satisfies ApiMeta;
export const ZDeleteInput = z.object({ wachtwoord: ZPasswordGiven });
export const ZDeleteOutput = z.void();
