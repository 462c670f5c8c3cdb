// ikv.precheckDocuments → POST /ikv/voorcheck/documenten (API.md, Pre-check): the answer. The request is
// multipart (rest/voorcheck-documenten-route.ts); the answer is this schema, and the service returns its type.
import { z } from 'zod';
import { INTAKE_VELDEN, LEES_STATUSSEN } from '@ikv/reader/types';
import { veldenVan, ZLeesBron, ZMelding, ZVeldWaarde } from '../documents/figures.schema.ts';
import { ZVoorcheck } from './precheck.schema.ts';

const ZBronWaarde = ZVeldWaarde.extend({
  bestand: z.string().meta({ description: 'de naam van het document waaruit het bedrag komt' }),
});

export const ZVoorcheckDocumenten = z.object({
  bestanden: z.array(
    z.object({
      naam: z.string().meta({ description: 'de naam zoals verstuurd' }),
      // read in memory before the answer: never still BEZIG
      status: z.enum(LEES_STATUSSEN).exclude(['BEZIG']),
      bron: ZLeesBron.optional(),
    }),
  ),
  boekjaren: z.array(
    z.object({
      jaar: z.number().int().meta({ example: 2025 }),
      velden: veldenVan(ZBronWaarde),
    }),
  ),
  meldingen: z.array(
    ZMelding.extend({
      bestand: z.string().optional().meta({ description: 'het document waarover het gaat' }),
      jaar: z.number().int().optional(),
      veld: z.enum(INTAKE_VELDEN).optional(),
    }),
  ),
  voorcheck: ZVoorcheck.optional().meta({
    description: 'bij drie complete jaren: de voorcheck, dezelfde berekening als POST /ikv/voorcheck',
  }),
});
export type TVoorcheckDocumenten = z.infer<typeof ZVoorcheckDocumenten>;
