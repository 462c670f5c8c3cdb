// ondernemer.update → PUT /ondernemer
import { z } from 'zod';
import { TAAL_VOORKEUREN } from '../../shared/taal.ts';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZDate, ZTelefoonnummer, zLine } from '../../shared/schema-primitives.schema.ts';
import { ZOndernemer } from './ondernemer.schema.ts';

export const updateMeta = {
  openapi: {
    method: 'PUT',
    path: '/ondernemer',
    tags: ['ondernemer'],
    protect: true,
    summary: 'Profiel bijwerken',
    description:
      'Alleen de meegestuurde velden veranderen. Het e-mailadres wijzigt u via /ondernemer/email-verification. ' +
      'Naam en geboortedatum liggen vast zodra een bedrijf is gekoppeld (persoonsgegevensVast): een wijziging daarvan is dan 409 PERSOONSGEGEVENS_VASTGELEGD en gaat via een adviseur.',
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Geen ondernemer',
      409: 'Naam en geboortedatum liggen vast',
    },
  },
} satisfies ApiMeta;

const ZNaam = zLine().min(1, { error: 'verplicht' }).max(100);
export const ZUpdateInput = z
  .object({
    voornaam: ZNaam.optional(),
    achternaam: ZNaam.optional(),
    telefoonnummer: ZTelefoonnummer.nullable().optional(),
    geboortedatum: ZDate.nullable().optional(),
    taal: z.enum(TAAL_VOORKEUREN).optional(),
  })
  .strict();
export const ZUpdateOutput = ZOndernemer;
export type TUpdateInput = z.infer<typeof ZUpdateInput>;
