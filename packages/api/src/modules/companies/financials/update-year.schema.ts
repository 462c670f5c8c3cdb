// companies.financials.updateYear → PUT /companies/financials/{companyId}/{jaar}
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZId } from '../../../shared/schema-primitives.schema.ts';
import { JAAR_MAX_STRUCTURAL, JAAR_MIN } from './financials.rules.ts';
import {
  boekjaarBaseShape,
  requireReden,
  ZFinancieelBoekjaarMetSchulden,
  ZKortlopendeSchulden,
} from './financial-year.schema.ts';

export const updateYearMeta = {
  openapi: {
    method: 'PUT',
    path: '/companies/financials/{companyId}/{jaar}',
    tags: ['companies'],
    summary: 'Eén boekjaar vervangen',
    description:
      'Vervangt de cijfers van één jaar (of legt het jaar aan als het nog niet bestond). Body: FinancieelBoekjaarInputBase plus het optionele kortlopendeSchulden (≥ 0; null wist het cijfer; weggelaten laat het opgeslagen cijfer staan).',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen voor ondernemers',
      404: 'Bedrijf onbekend of niet van u',
    },
  },
} satisfies ApiMeta;

/** `jaar` arrives as a path segment (a string) over REST, hence the coercion. */
const ZJaarPath = z.coerce
  .number({ error: 'jaar moet een geheel getal zijn' })
  .int({ error: 'jaar moet een geheel getal zijn' })
  .min(JAAR_MIN, { error: 'jaar ligt tussen 1900 en het huidige jaar' })
  .max(JAAR_MAX_STRUCTURAL, { error: 'jaar ligt tussen 1900 en het huidige jaar' });

export const ZUpdateYearInput = z
  .object({
    companyId: ZId,
    jaar: ZJaarPath,
    ...boekjaarBaseShape,
    kortlopendeSchulden: ZKortlopendeSchulden.optional(),
  })
  .superRefine(requireReden);
export const ZUpdateYearOutput = ZFinancieelBoekjaarMetSchulden;

export type TUpdateYearInput = z.infer<typeof ZUpdateYearInput>;
