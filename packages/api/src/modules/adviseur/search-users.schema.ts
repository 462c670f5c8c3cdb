// adviseur.searchUsers → GET /adviseur/users/search
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';

export const searchUsersMeta = {
  openapi: {
    method: 'GET',
    path: '/adviseur/users/search',
    tags: ['adviseur'],
    summary: 'Gebruikers zoeken op e-mail of naam (minstens 2 tekens; hoogstens 20 resultaten)',
    description:
      'Elk woord van `q` moet voorkomen in e-mail, voornaam of achternaam (hoofdletterongevoelig). Met `rol` alleen ondernemers of alleen adviseurs (bijvoorbeeld om een ondernemer te kiezen voor een afspraak: personen kiest u op naam en e-mail, nooit op id).',
    protect: true,
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Niet ingelogd', 403: 'Alleen voor adviseurs' },
  },
} satisfies ApiMeta;

export const ZSearchUsersInput = z.object({
  q: z.string().trim().min(2, { error: 'zoek op minstens 2 tekens' }).max(100),
  rol: z.enum(['ONDERNEMER', 'ADVISEUR']).optional().meta({ description: 'alleen gebruikers met deze rol' }),
});
export const ZUserSearchResult = z.object({
  id: z.string(),
  email: z.string(),
  voornaam: z.string(),
  achternaam: z.string(),
  rol: z.enum(['ONDERNEMER', 'ADVISEUR']),
});
export const ZSearchUsersOutput = z.array(ZUserSearchResult);
export type TSearchUsersInput = z.infer<typeof ZSearchUsersInput>;
