// The adviser's identity check of an applicant (API.md, Trust III). Client-safe.
import { z } from 'zod';
import { ZId } from '../../../shared/schema-primitives.schema.ts';

export const ZIdentiteitMethode = z
  .enum(['ID_DOCUMENT', 'VIDEOGESPREK', 'PERSOONLIJK'])
  .meta({ description: 'ID_DOCUMENT: een identiteitsbewijs bekeken (geen kopie bewaard); VIDEOGESPREK: in een videogesprek met het bewijs; PERSOONLIJK: in persoon' });

export const ZIdentiteit = z.object({
  ondernemerId: ZId,
  methode: ZIdentiteitMethode,
  toelichting: z.string().nullable(),
  vastgesteldOp: z.string().meta({ example: '2026-03-02T09:00:00.000Z' }),
  adviseur: z.object({ id: ZId, naam: z.string() }).nullable().meta({ description: 'wie de identiteit vaststelde (null: dat account bestaat niet meer)' }),
});

export type TIdentiteitMethode = z.infer<typeof ZIdentiteitMethode>;
export type TIdentiteit = z.infer<typeof ZIdentiteit>;
