// adviseur.searchUsers → GET /adviseur/users/search
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';

export const searchUsersMeta = {
  openapi: {
    method: 'GET',
    path: '/adviseur/users/search',
    tags: ['adviseur'],
    summary: 'Gebruikers zoeken op e-mail of naam (minstens 2 tekens; hoogstens 20 resultaten)',
    protect: true,
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Niet ingelogd', 403: 'Alleen voor adviseurs' },
  },
} satisfies ApiMeta;

export const ZSearchUsersInput = z.object({ q: z.string().trim().min(2, { error: 'zoek op minstens 2 tekens' }).max(100) });
export const ZUserSearchResult = z.object({
  id: z.string(),
  email: z.string(),
  voornaam: z.string(),
  achternaam: z.string(),
  rol: z.enum(['ONDERNEMER', 'ADVISEUR']),
});
export const ZSearchUsersOutput = z.array(ZUserSearchResult);
export type TSearchUsersInput = z.infer<typeof ZSearchUsersInput>;
