// The consent DTOs (API.md, Integrations): what a client sees of its koppelingen, what the
// entrepreneur sees of the invitations and links for him, and what a client reads through one.
import { z } from 'zod';
import { ZId, ZKvkNummer, zText } from '../../shared/schema-primitives.schema.ts';
import { ZAanvraagStatus, ZVerklaringType } from '../aanvragen/aanvraag.schema.ts';

export const ZKoppelingStatus = z
  .enum(['UITGENODIGD', 'ACTIEF', 'GEWEIGERD', 'BEEINDIGD'])
  .meta({ description: 'UITGENODIGD tot de ondernemer antwoordt; ACTIEF na akkoord; BEEINDIGD door de ondernemer' });

export const ZOrganisatieSoort = z.enum(['INTERMEDIAIR', 'GELDVERSTREKKER']);

export const ZKenmerk = zText()
  .min(1, { error: 'kenmerk mag niet leeg zijn' })
  .max(100, { error: 'kenmerk is hoogstens 100 tekens' })
  .meta({ example: 'DOSSIER-2026-0042', description: 'de eigen referentie van de intermediair (dossiernummer)' });

/** A koppeling as its organisation's clients see it. */
export const ZKoppeling = z.object({
  id: ZId,
  status: ZKoppelingStatus,
  email: z.string().meta({ example: 'jan@bakkerij-jansen.nl' }),
  kenmerk: z.string().nullable(),
  aangemaaktOp: z.string().meta({ example: '2026-11-29T10:00:00.000Z' }),
  ondernemer: z
    .object({ voornaam: z.string(), achternaam: z.string() })
    .nullable()
    .meta({ description: 'alleen zolang de koppeling ACTIEF is' }),
});

/** An invitation or link as the entrepreneur sees it. */
export const ZMijnKoppeling = z.object({
  id: ZId,
  status: ZKoppelingStatus,
  organisatie: z.object({ naam: z.string().meta({ example: 'Hypotheekhuis Oost' }), soort: ZOrganisatieSoort }),
  kenmerk: z.string().nullable(),
  aangemaaktOp: z.string().meta({ example: '2026-11-29T10:00:00.000Z' }),
});

/** One of the linked entrepreneur's requests (GET /koppelingen/{id}/aanvragen). */
export const ZKoppelingAanvraag = z.object({
  id: ZId,
  type: ZVerklaringType,
  status: ZAanvraagStatus,
  bedrijf: z.object({ naam: z.string().meta({ example: 'Bakkerij Jansen' }), kvkNummer: ZKvkNummer }),
  kenmerk: z.string().nullable().meta({ description: 'het kenmerk van de koppeling' }),
  aangemaaktOp: z.string().meta({ example: '2026-11-29T10:00:00.000Z' }),
  gewijzigdOp: z.string().meta({ example: '2026-11-30T14:00:00.000Z' }),
});

/** One of the linked entrepreneur's issued statements (GET /koppelingen/{id}/verklaringen). */
export const ZKoppelingVerklaring = z.object({
  nummer: z.string().meta({ example: 'IKV-2026-000123' }),
  code: z.string().meta({ example: 'pV3k0W6oQ2yS8bX1nC4dZg' }),
  status: z.enum(['GELDIG', 'VERLOPEN', 'INGETROKKEN']),
  toetsinkomen: z.number().nullable().meta({ example: 24000 }),
  geldigTot: z.string().meta({ example: '2027-05-29' }),
  jws: z.string().meta({ description: 'compacte JWS over de verklaring (te controleren met /.well-known/jwks.json)' }),
});

export const ZKoppelingIdInput = z.object({ id: ZId });

export type TKoppeling = z.infer<typeof ZKoppeling>;
export type TMijnKoppeling = z.infer<typeof ZMijnKoppeling>;
export type TKoppelingAanvraag = z.infer<typeof ZKoppelingAanvraag>;
export type TKoppelingVerklaring = z.infer<typeof ZKoppelingVerklaring>;
export type TKoppelingIdInput = z.infer<typeof ZKoppelingIdInput>;
