// companies.partners.withdraw → DELETE /companies/{companyId}/partners/pending/{inviteId}
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZId } from '../../../shared/schema-primitives.schema.ts';

export const withdrawInvitationMeta = {
  openapi: {
    method: 'DELETE',
    path: '/companies/{companyId}/partners/pending/{inviteId}',
    tags: ['partners'],
    summary: 'Uitnodiging intrekken (alleen de eigenaar)',
    protect: true,
    errorResponses: {
      401: 'Niet ingelogd',
      403: 'Alleen de eigenaar',
      404: 'Onbekend of niet van u',
      409: 'Uitnodiging staat niet meer open',
    },
  },
  successStatus: 204,
} satisfies ApiMeta;

export const ZWithdrawInvitationInput = z.object({ companyId: ZId, inviteId: ZId });
export const ZWithdrawInvitationOutput = z.void();
export type TWithdrawInvitationInput = z.infer<typeof ZWithdrawInvitationInput>;
