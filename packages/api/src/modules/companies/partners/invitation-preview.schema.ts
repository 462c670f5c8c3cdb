// What the landing page of an e-mailed invitation shows before registration or login
// (notifications.previewInvitation): who invites whom to which company.
import { z } from 'zod';
import { ZInstant } from '../../../shared/schema-primitives.schema.ts';

export const ZInvitationPreview = z
  .object({
    uitnodiger: z.object({ naam: z.string() }),
    bedrijf: z.object({ naam: z.string(), kvkNummer: z.string() }),
    email: z.string(),
    aandeelPercentage: z.number(),
    status: z.enum(['OPENSTAAND', 'GEACCEPTEERD', 'AFGEWEZEN', 'INGETROKKEN', 'VERLOPEN']),
    verlooptOp: ZInstant,
  })
  .meta({ id: 'InvitationPreview' });
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;
