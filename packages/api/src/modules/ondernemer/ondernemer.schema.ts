// The Ondernemer profile shape shared by the ondernemer.* operations. Client-safe.
import { z } from 'zod';
import { TAAL_VOORKEUREN } from '../../shared/taal.ts';

export const ZOndernemer = z.object({
  id: z.string(),
  email: z.string(),
  voornaam: z.string(),
  achternaam: z.string(),
  telefoonnummer: z.string().nullable(),
  geboortedatum: z.string().nullable().meta({ example: '1980-05-17' }),
  emailGeverifieerd: z.boolean(),
  twoFactorEnabled: z.boolean(),
  taal: z.enum(TAAL_VOORKEUREN).meta({ description: 'taal van e-mails en van de webapp' }),
  persoonsgegevensVast: z.boolean().meta({
    description:
      'naam en geboortedatum liggen vast sinds het eerste gekoppelde bedrijf; wijzigen gaat dan via een adviseur (API.md, Trust III)',
  }),
  aangemaaktOp: z.string(),
});
export type TOndernemer = z.infer<typeof ZOndernemer>;
