// The Bedrijf DTO shared by the company operations.
import { z } from 'zod';
import { ZKvkAdres, ZSbiActiviteit } from '../kvk/lookup.schema.ts';
import { ZId, ZKvkNummer } from '../../shared/schema-primitives.schema.ts';

export const ZLidmaatschapRol = z.enum(['EIGENAAR', 'PARTNER']);

export const ZBedrijf = z.object({
  id: ZId,
  kvkNummer: ZKvkNummer,
  naam: z.string().meta({ example: 'Test EMZ Dagobert' }),
  juridischeNaam: z.string(),
  rechtsvorm: z.string().meta({ example: 'Eenmanszaak' }),
  formeleRegistratiedatum: z.string().nullable().meta({ example: '2017-07-10' }),
  adres: ZKvkAdres,
  sbiActiviteiten: z.array(ZSbiActiviteit),
  rol: ZLidmaatschapRol,
  aandeelPercentage: z.number().meta({ example: 100 }),
  inkomensberekeningOvergeslagen: z
    .boolean()
    .meta({ description: 'true voor een BV of NV: de IB-inkomensberekeningen worden overgeslagen (DGA-route)' }),
  aangemaaktOp: z.string().meta({ example: '2026-03-02T09:00:00.000Z' }),
});

export const ZCompanyIdInput = z.object({ companyId: ZId });

export type TBedrijf = z.infer<typeof ZBedrijf>;
