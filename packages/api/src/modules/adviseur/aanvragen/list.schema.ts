// adviseur.aanvragen.list → GET /adviseur/aanvragen (the adviser's dashboard)
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZDate } from '../../../shared/schema-primitives.schema.ts';
import { ZAanvraag, ZAanvraagStatus, ZVerklaringType } from '../../aanvragen/aanvraag.schema.ts';

export const listAdviseurAanvragenMeta = {
  openapi: {
    method: 'GET',
    path: '/adviseur/aanvragen',
    tags: ['adviseur'],
    summary: 'Alle aanvragen: filters, zoeken, sorteren, keyset-paginering en aantallen per status',
    description:
      'Filters: status, verklaringType, van/tot (aanmaakdatum, Europe/Amsterdam). q zoekt in bedrijfsnaam, KvK-nummer en naam of e-mail van de ondernemer (elk woord moet ergens voorkomen). sort: nieuwste (standaard), oudste of bijgewerkt. Volgende pagina: geef nextCursor mee als cursor.',
    protect: true,
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Niet ingelogd', 403: 'Alleen voor adviseurs' },
  },
} satisfies ApiMeta;

export const ZDashboardSort = z.enum(['nieuwste', 'oudste', 'bijgewerkt']);

export const ZListAdviseurAanvragenInput = z
  .object({
    status: ZAanvraagStatus.optional(),
    verklaringType: ZVerklaringType.optional(),
    van: ZDate.optional(),
    tot: ZDate.optional(),
    q: z.string().trim().max(100).optional(),
    sort: ZDashboardSort.default('nieuwste'),
    cursor: z.string().max(200).optional(),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((v) => !v.van || !v.tot || v.van <= v.tot, { error: 'van ligt na tot', path: ['tot'] });

export const ZDashboardAanvraag = ZAanvraag.extend({
  ondernemerId: z.string(),
  ondernemerNaam: z.string(),
  ondernemerEmail: z.string(),
});

export const ZListAdviseurAanvragenOutput = z.object({
  items: z.array(ZDashboardAanvraag),
  pageSize: z.number().int(),
  total: z.number().int().meta({ description: 'aantal aanvragen dat aan de filters voldoet' }),
  nextCursor: z.string().nullable(),
  aantallenPerStatus: z.record(ZAanvraagStatus, z.number().int()).meta({ description: 'per status, met dezelfde filters behalve status' }),
});

export type TListAdviseurAanvragenInput = z.infer<typeof ZListAdviseurAanvragenInput>;
export type TListAdviseurAanvragenOutput = z.infer<typeof ZListAdviseurAanvragenOutput>;
