// PartnerDTO and PendingPartnerDTO, shared by the partner and notification operations.
import { z } from 'zod';
import { rule, ZId } from '../../../shared/schema-primitives.schema.ts';
import { ZLidmaatschapRol } from '../company.schema.ts';

/** A share in percent: more than 0, at most 100, at most 2 decimals. */
export const ZAandeelPercentage = z
  .number({ error: 'aandeelPercentage moet een getal zijn' })
  .gt(0, { error: 'aandeelPercentage is groter dan 0' })
  .max(100, { error: 'aandeelPercentage is hoogstens 100' })
  .refine(
    (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
    rule('PERCENTAGE_DECIMALS', 'aandeelPercentage heeft hoogstens 2 decimalen'),
  )
  .meta({ example: 25 });

export const ZPartner = z.object({
  id: ZId.meta({ description: 'partnerId: het lidmaatschap' }),
  userId: ZId,
  voornaam: z.string(),
  achternaam: z.string(),
  email: z.string(),
  rol: ZLidmaatschapRol,
  aandeelPercentage: z.number(),
  sinds: z.string(),
});

export const ZUitnodigingStatus = z.enum(['OPENSTAAND', 'GEACCEPTEERD', 'AFGEWEZEN', 'INGETROKKEN', 'VERLOPEN']);

export const ZPendingPartner = z.object({
  id: ZId.meta({ description: 'inviteId' }),
  companyId: ZId,
  bedrijfsnaam: z.string(),
  email: z.string(),
  aandeelPercentage: z.number(),
  status: ZUitnodigingStatus,
  uitgenodigdDoor: z.string(),
  aangemaaktOp: z.string(),
  verlooptOp: z.string(),
});

export const ZPartnerPathInput = z.object({ companyId: ZId, partnerId: ZId });

export type TPartner = z.infer<typeof ZPartner>;
export type TPendingPartner = z.infer<typeof ZPendingPartner>;
