// adviseur.identiteit.vastleggen → PUT /adviseur/ondernemers/{id}/identiteit
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZDate, ZId, zLine, zText } from '../../../shared/schema-primitives.schema.ts';
import { ZIdentiteit, ZIdentiteitMethode } from './identiteit.schema.ts';

export const vastleggenIdentiteitMeta = {
  openapi: {
    method: 'PUT',
    path: '/adviseur/ondernemers/{id}/identiteit',
    tags: ['adviseur'],
    summary: 'Vastleggen dat de identiteit van een ondernemer is vastgesteld',
    description:
      'Legt vast wie, wanneer en hoe (ID_DOCUMENT, VIDEOGESPREK of PERSOONLIJK) de identiteit vaststelde; opnieuw vastleggen vervangt de vorige vaststelling. ' +
      'Er wordt geen kopie van een identiteitsbewijs bewaard. Zonder vaststelling kan geen verklaring worden uitgegeven. ' +
      'Met `correctie` verbetert de adviseur naam of geboortedatum naar het identiteitsbewijs (die liggen vast voor de ondernemer zodra hij een bedrijf koppelde). Alles wordt gelogd.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen voor adviseurs',
      404: 'Onbekende ondernemer',
    },
  },
} satisfies ApiMeta;

const ZNaam = zLine().min(1, { error: 'verplicht' }).max(100);

export const ZVastleggenIdentiteitInput = z.object({
  id: ZId,
  methode: ZIdentiteitMethode,
  toelichting: zText()
    .max(2000)
    .optional()
    .meta({ example: 'Paspoort bekeken in de afspraak; naam en geboortedatum komen overeen.' }),
  correctie: z
    .object({ voornaam: ZNaam.optional(), achternaam: ZNaam.optional(), geboortedatum: ZDate.optional() })
    .strict()
    .optional()
    .meta({ description: 'naam of geboortedatum zoals op het identiteitsbewijs, als die afwijken van het account' }),
});

export const ZVastleggenIdentiteitOutput = ZIdentiteit;
export type TVastleggenIdentiteitInput = z.infer<typeof ZVastleggenIdentiteitInput>;
