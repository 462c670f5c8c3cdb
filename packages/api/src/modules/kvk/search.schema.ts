// kvk.search → GET /kvk/search (KvK Zoeken v2 by name, passed through without links).
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZKvkNummer } from '../../shared/schema-primitives.schema.ts';

export const searchKvkMeta = {
  openapi: {
    method: 'GET',
    path: '/kvk/search',
    tags: ['kvk'],
    summary: 'Zoeken in het handelsregister op naam',
    description:
      'Zoekt op handelsnaam of statutaire naam (hele woorden, meerdere woorden = EN). Geen resultaat is een lege pagina, geen 404.',
    protect: true,
    errorResponses: {
      400: 'Naam korter dan 2 tekens of ongeldige paginering',
      401: 'Niet ingelogd',
      502: 'Fout van het register',
      503: 'Register niet bereikbaar',
    },
  },
} satisfies ApiMeta;

export const ZSearchKvkInput = z.object({
  naam: z.string({ error: 'naam is verplicht' }).trim().min(2, { error: 'naam heeft minstens 2 tekens' }).max(200),
  pagina: z.coerce.number().int().min(1).max(1000).default(1),
  resultatenPerPagina: z.coerce.number().int().min(1).max(100).default(10),
});

export const ZKvkSearchHit = z.object({
  kvkNummer: ZKvkNummer,
  naam: z.string().meta({ example: 'Test EMZ Dagobert' }),
  type: z.string().meta({ example: 'hoofdvestiging', description: 'hoofdvestiging, nevenvestiging of rechtspersoon' }),
  adres: z.object({
    binnenlandsAdres: z.object({
      straatnaam: z.string().meta({ example: 'Abebe Bikilalaan' }),
      plaats: z.string().meta({ example: 'Amsterdam' }),
    }),
  }),
});

export const ZKvkSearchResult = z.object({
  pagina: z.number().int(),
  resultatenPerPagina: z.number().int(),
  totaal: z.number().int(),
  resultaten: z.array(ZKvkSearchHit),
});
/** @alias the output under the name every operation's schema file gives it */
export const ZSearchKvkOutput = ZKvkSearchResult;

export type TSearchKvkInput = z.infer<typeof ZSearchKvkInput>;
export type TKvkSearchHit = z.infer<typeof ZKvkSearchHit>;
export type TKvkSearchResult = z.infer<typeof ZKvkSearchResult>;
export type TSearchKvkOutput = TKvkSearchResult;
