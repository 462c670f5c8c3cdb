// The Bedrijf DTO shared by the company operations.
import { z } from 'zod';
import { ZKvkAdres, ZSbiActiviteit } from '../kvk/lookup.schema.ts';
import { ZId, ZKvkNummer } from '../../shared/schema-primitives.schema.ts';
import { ZEigenaarCheckUitkomst } from '../kvk/owner-check.schema.ts';

export const ZLidmaatschapRol = z.enum(['EIGENAAR', 'PARTNER']);

/** The owner check done when the company was added (stored with the company). */
export const ZEigenaarCheck = z.object({
  uitkomst: ZEigenaarCheckUitkomst,
  isEigenaar: z.boolean(),
  functie: z.string().nullable(),
  toelichting: z.string(),
  gecontroleerdePersoon: z.string().meta({ example: 'Dagobert Duck' }),
  gecontroleerdOp: z.string(),
  eigenarenInRegister: z.number().int().min(0).nullable().optional().meta({
    description:
      'hoeveel eigenaren, vennoten, maten of bestuurders het register bij het koppelen noemde (null of afwezig: onbekend)',
    example: 2,
  }),
});

export const ZWaarschuwing = z.object({
  code: z.enum([
    'EENMANSZAAK_MEER_DAN_EEN_EIGENAAR',
    'SAMENWERKINGSVERBAND_EEN_VENNOOT',
    'REGISTER_MEER_VENNOTEN',
    'AANDELEN_ONDER_100',
  ]),
  bericht: z.string(),
});

export const ZEigendomStatus = z.enum(['BEVESTIGD', 'ONBEVESTIGD', 'AFGEWEZEN']);
export const ZEigendomMethode = z.enum(['REGISTER', 'ADVISEUR', 'UITNODIGING']);

/** Whether the caller really owns (his share of) this company record (API.md, Trust). */
export const ZEigendom = z
  .object({
    status: ZEigendomStatus,
    methode: ZEigendomMethode.optional().meta({
      description: 'hoe het eigendom is vastgesteld (alleen bij een besluit)',
    }),
    bevestigdOp: z
      .string()
      .optional()
      .meta({ example: '2026-03-02T09:00:00.000Z', description: 'wanneer het eigendom is bevestigd of afgewezen' }),
  })
  .meta({
    description:
      'BEVESTIGD: de eigenaarscontrole klopte met het register (REGISTER), een bevestigde eigenaar nodigde uit (UITNODIGING) of een adviseur besloot (ADVISEUR). ONBEVESTIGD: wacht op het besluit van een adviseur. AFGEWEZEN: een adviseur wees het af.',
  });

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
  eigenaarCheck: ZEigenaarCheck.nullable().meta({
    description: 'uitkomst van de eigenaarscontrole bij het koppelen (null: niet gedaan)',
  }),
  aantalLeden: z.number().int(),
  waarschuwingen: z.array(ZWaarschuwing),
  heeftLokaleWijzigingen: z.boolean().meta({ description: 'naam of adres is lokaal overschreven' }),
  registerOpgehaaldOp: z.string(),
  eigendom: ZEigendom,
});

export const ZCompanyIdInput = z.object({ companyId: ZId });

export type TBedrijf = z.infer<typeof ZBedrijf>;
export type TEigendom = z.infer<typeof ZEigendom>;
export type TEigenaarCheck = z.infer<typeof ZEigenaarCheck>;
