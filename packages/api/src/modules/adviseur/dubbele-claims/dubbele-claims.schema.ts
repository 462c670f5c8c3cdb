// KvK numbers claimed by two or more accounts, side by side for the adviser (API.md, Trust III). Client-safe.
import { z } from 'zod';
import { ZId, ZKvkNummer } from '../../../shared/schema-primitives.schema.ts';
import { ZEigendom } from '../../companies/company.schema.ts';
import { ZEigenaarCheckUitkomst } from '../../kvk/owner-check.schema.ts';

const ZAanvraagStatusKort = z.enum(['INGEDIEND', 'IN_BEHANDELING', 'AANVULLING_NODIG', 'AFGEROND', 'AFGEWEZEN', 'INGETROKKEN']);

/** One account's claim of the KvK number: its own company record, who linked it and how far it got. */
export const ZClaim = z.object({
  companyId: ZId,
  bedrijfsnaam: z.string(),
  ondernemer: z.object({
    id: ZId,
    voornaam: z.string(),
    achternaam: z.string(),
    email: z.string(),
    geboortedatum: z.string().nullable(),
    identiteitVastgesteld: z.boolean().meta({ description: 'een adviseur stelde de identiteit vast' }),
  }),
  gekoppeldOp: z.string(),
  eigendom: ZEigendom,
  eigenaarCheck: z
    .object({ uitkomst: ZEigenaarCheckUitkomst, toelichting: z.string() })
    .nullable()
    .meta({ description: 'de eigenaarscontrole bij het koppelen (null: niet gedaan)' }),
  aanvragen: z.array(z.object({ id: ZId, nummer: z.number().int(), verklaringType: z.enum(['IKV', 'ORIENTATIE']), status: ZAanvraagStatusKort })),
});

export const ZDubbeleClaim = z.object({
  kvkNummer: ZKvkNummer,
  claims: z.array(ZClaim).meta({ description: 'elk account dat dit KvK-nummer koppelde, oudste eerst (minstens twee)' }),
});

export type TClaim = z.infer<typeof ZClaim>;
export type TDubbeleClaim = z.infer<typeof ZDubbeleClaim>;
