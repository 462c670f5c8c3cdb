// kvk.ownerCheck → POST /kvk/owner-check
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZDate, ZKvkNummer } from '../../shared/schema-primitives.schema.ts';

export const ownerCheckKvkMeta = {
  openapi: {
    method: 'POST',
    path: '/kvk/owner-check',
    tags: ['kvk'],
    summary: 'Is deze persoon eigenaar of functionaris van het KvK-nummer?',
    description:
      'Vergelijkt voornaam, achternaam (hoofdletters, accenten en tussenvoegsels zoals "van der" worden genegeerd) en optioneel de ' +
      'geboortedatum met de eigenaren en functionarissen in het register. uitkomst: EIGENAAR (eigenaar, vennoot, maat, bestuurder), ' +
      'FUNCTIONARIS (bijv. gevolmachtigde), GEEN_MATCH, of NIET_BESCHIKBAAR als er geen bron voor personen is (de Functionarissen-API van KvK is niet geconfigureerd). ' +
      'Hoogstens 30 controles per gebruiker per uur (daarna 429 met Retry-After). Mislukte controles (een naam uit het register met een andere geboortedatum dan het register kent) tellen mee in een grens die met het koppelen van een bedrijf wordt gedeeld: 5 per account en 10 per KvK-nummer (over alle accounts) per dag; daarna 429 en bevestigt alleen een adviseur het eigendom, zodat geboortedatums niet te raden zijn.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      404: 'KvK-nummer onbekend',
      429: 'Te veel controles (30 per uur) of te veel mislukte controles (per account of per KvK-nummer)',
    },
  },
} satisfies ApiMeta;

export const ZOwnerCheckKvkInput = z.object({
  kvkNummer: ZKvkNummer,
  voornaam: z.string({ error: 'voornaam is verplicht' }).trim().min(1, { error: 'voornaam is verplicht' }).max(200),
  achternaam: z
    .string({ error: 'achternaam is verplicht' })
    .trim()
    .min(1, { error: 'achternaam is verplicht' })
    .max(200),
  geboortedatum: ZDate.nullish(),
});

export const ZEigenaarCheckUitkomst = z.enum(['EIGENAAR', 'FUNCTIONARIS', 'GEEN_MATCH', 'NIET_BESCHIKBAAR']);

export const ZOwnerCheckKvkOutput = z.object({
  kvkNummer: ZKvkNummer,
  isEigenaar: z.boolean(),
  functie: z.string().optional().meta({ example: 'Eigenaar' }),
  uitkomst: ZEigenaarCheckUitkomst,
  toelichting: z.string(),
});

export type TOwnerCheckKvkInput = z.infer<typeof ZOwnerCheckKvkInput>;
export type TOwnerCheckKvkOutput = z.infer<typeof ZOwnerCheckKvkOutput>;
export type TEigenaarCheckUitkomst = z.infer<typeof ZEigenaarCheckUitkomst>;
