// The management of organisations and their API clients (advisers with the beheer permission).
import { z } from 'zod';
import { ZEmail, ZId, zText } from '../../../shared/schema-primitives.schema.ts';
import { ZOrganisatieSoort } from '../koppeling.schema.ts';

export const ZClientScope = z.enum(['koppelingen', 'aanvragen:lezen', 'verklaringen:lezen', 'verificatie', 'webhooks']);

export const ZBeheerClient = z.object({
  id: ZId,
  clientId: z.string().meta({ example: 'ikvc_3q2VJ0c1mR9dYb6kP4xT8w' }),
  naam: z.string().meta({ example: 'Adviesbox koppeling' }),
  scopes: z.array(ZClientScope),
  ingetrokkenOp: z.string().nullable(),
  aangemaaktOp: z.string(),
  secrets: z
    .array(
      z.object({
        id: ZId,
        prefix: z
          .string()
          .meta({ example: 'ikvs_AbC1dE', description: 'de eerste tekens, om secrets te onderscheiden' }),
        geldigTot: z.string().nullable().meta({ description: 'null: geldig tot de volgende vernieuwing' }),
      }),
    )
    .meta({ description: 'de secrets die nu werken (na een vernieuwing tijdelijk twee)' }),
});

export const ZBeheerOrganisatie = z.object({
  id: ZId,
  naam: z.string().meta({ example: 'Hypotheekhuis Oost' }),
  soort: ZOrganisatieSoort,
  technischContact: z.string().nullable().meta({
    example: 'it@hypotheekhuis-oost.nl',
    description: 'krijgt, naast de beheerders, bericht als een webhookadres van de organisatie wordt uitgeschakeld',
  }),
  clients: z.array(ZBeheerClient),
});

export const ZNieuwClientInput = z.object({
  naam: zText().min(1, { error: 'geef de client een naam' }).max(100),
  organisatie: zText().min(1, { error: 'geef de organisatie' }).max(100),
  soort: ZOrganisatieSoort,
  scopes: z.array(ZClientScope).min(1, { error: 'kies minstens één scope' }),
  /** the organisation's technical contact: set (or replaced) when given; told when a webhook is switched off */
  contact: ZEmail.optional(),
});

export const ZNieuwSecret = z.object({
  clientId: z.string(),
  clientSecret: z.string().meta({ description: 'wordt één keer getoond en niet bewaard' }),
});

export type TBeheerOrganisatie = z.infer<typeof ZBeheerOrganisatie>;
export type TNieuwClientInput = z.infer<typeof ZNieuwClientInput>;
