// adviseur.aanvragen.list → GET /adviseur/aanvragen (the adviser's dashboard)
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { rule, ZDate, ZId } from '../../../shared/schema-primitives.schema.ts';
import { ZAanvraag, ZAanvraagStatus, ZVerklaringType } from '../../aanvragen/aanvraag.schema.ts';

export const listAdviseurAanvragenMeta = {
  openapi: {
    method: 'GET',
    path: '/adviseur/aanvragen',
    tags: ['adviseur'],
    summary: 'Alle aanvragen: filters, zoeken, sorteren, keyset-paginering en aantallen per status',
    description:
      'Filters: status, verklaringType, behandelaar (mij, niemand of een adviseur-id), van/tot (aanmaakdatum, Europe/Amsterdam). q zoekt in bedrijfsnaam, KvK-nummer en naam of e-mail van de ondernemer (elk woord moet ergens voorkomen). sort: nieuwste (standaard), oudste of bijgewerkt. Volgende pagina: geef nextCursor mee als cursor.',
    protect: true,
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Niet ingelogd', 403: 'Alleen voor adviseurs' },
  },
} satisfies ApiMeta;

/**
 * Rows the dashboard counts at most (the tabs and the total). A count from the kept tellingen is exact
 * whatever the size; a count of rows (date, behandelaar or search filters) stops after this many + 1,
 * so a search for a common surname costs the same with 100 000 or 1 000 000 requests: "more than 1 000".
 */
export const DASHBOARD_COUNT_CAP = 1000;
const capText = DASHBOARD_COUNT_CAP.toLocaleString('nl-NL');

export const ZDashboardSort = z.enum(['nieuwste', 'oudste', 'bijgewerkt']);

/** The list's filters (also those of the CSV export). */
export const ZDashboardFilterFields = z.object({
  status: ZAanvraagStatus.optional().meta({ description: 'alleen aanvragen met deze status' }),
  verklaringType: ZVerklaringType.optional().meta({ description: 'alleen aanvragen voor dit soort verklaring' }),
  van: ZDate.optional().meta({ description: 'aangemaakt op of na deze dag (Europe/Amsterdam)' }),
  tot: ZDate.optional().meta({ description: 'aangemaakt op of voor deze dag (Europe/Amsterdam)' }),
  q: z.string().trim().max(100).optional().meta({
    description:
      'zoekt in bedrijfsnaam, KvK-nummer en naam of e-mailadres van de ondernemer; elk woord moet ergens voorkomen',
  }),
  behandelaar: z
    .union([z.enum(['mij', 'niemand']), ZId])
    .optional()
    .meta({
      description: 'mij: mijn aanvragen; niemand: de wachtrij zonder behandelaar; een adviseur-id: die van een collega',
    }),
  sort: ZDashboardSort.default('nieuwste').meta({
    description: 'nieuwste (standaard) of oudste eerst op aanmaakdatum, of bijgewerkt: laatst gewijzigd eerst',
  }),
});

const vanVoorTot = (v: { van?: string; tot?: string }) => !v.van || !v.tot || v.van <= v.tot;

export const ZListAdviseurAanvragenInput = ZDashboardFilterFields.extend({
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
}).refine(vanVoorTot, rule('RANGE_BACKWARDS', 'van ligt na tot', { path: ['tot'] }));

export const ZDashboardFilterInput = ZDashboardFilterFields.refine(
  vanVoorTot,
  rule('RANGE_BACKWARDS', 'van ligt na tot', { path: ['tot'] }),
);
export type TDashboardFilterInput = z.infer<typeof ZDashboardFilterInput>;

export const ZDashboardAanvraag = ZAanvraag.extend({
  ondernemerId: z.string(),
  ondernemerNaam: z.string(),
  ondernemerEmail: z.string(),
});

export const ZListAdviseurAanvragenOutput = z.object({
  items: z.array(ZDashboardAanvraag),
  pageSize: z.number().int(),
  total: z
    .number()
    .int()
    .meta({ description: 'aantal aanvragen dat aan de filters voldoet; bij totalCapped: true is het er meer dan dit' }),
  totalCapped: z.boolean().meta({
    description: `true: meer dan \`total\` aanvragen voldoen aan de filters. Met een datum-, behandelaar- of zoekfilter worden hoogstens ${capText} + 1 aanvragen geteld ("meer dan ${capText}"), zodat een zoekopdracht met heel veel treffers even snel blijft; zonder die filters komt het aantal uit de bijgehouden tellingen en is het exact.`,
  }),
  nextCursor: z.string().nullable(),
  aantallenPerStatus: z
    .record(ZAanvraagStatus, z.number().int())
    .meta({ description: 'per status, met dezelfde filters behalve status' }),
  aantallenPerStatusCapped: z.boolean().meta({
    description: `true: het tellen stopte na ${capText} + 1 aanvragen (alle statussen samen); aantallenPerStatus zijn dan ondergrenzen, alleen van de getelde aanvragen`,
  }),
});

export type TListAdviseurAanvragenInput = z.infer<typeof ZListAdviseurAanvragenInput>;
export type TListAdviseurAanvragenOutput = z.infer<typeof ZListAdviseurAanvragenOutput>;
