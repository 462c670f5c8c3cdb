// companies.financials.updateYear → PUT /companies/financials/{companyId}/{jaar}
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZId } from '../../../shared/schema-primitives.schema.ts';
import { JAAR_MAX_STRUCTURAL, JAAR_MIN } from './financials.rules.ts';
import {
  boekjaarBaseShape,
  extraInvoerShape,
  extraVeldenTekst,
  requireReden,
  ZOpgeslagenBoekjaar,
} from './financial-year.schema.ts';

export const updateYearMeta = {
  alsoSuccessStatus: 201,
  openapi: {
    method: 'PUT',
    path: '/companies/financials/{companyId}/{jaar}',
    tags: ['companies'],
    summary: 'Eén boekjaar vervangen',
    description: `Vervangt de cijfers van één jaar (200), of legt het jaar aan als het nog niet bestond (201). Body: FinancieelBoekjaarInputBase plus ${extraVeldenTekst()} (null wist het cijfer; weggelaten laat het opgeslagen cijfer staan).`,
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
    ...extraInvoerShape,
  })
  .superRefine(requireReden);
export const ZUpdateYearOutput = ZOpgeslagenBoekjaar;

export type TUpdateYearInput = z.infer<typeof ZUpdateYearInput>;
