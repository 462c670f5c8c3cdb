// adviseur.dubbeleClaims.list → GET /adviseur/dubbele-claims
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZDubbeleClaim } from './dubbele-claims.schema.ts';

export const listDubbeleClaimsMeta = {
  openapi: {
    method: 'GET',
    path: '/adviseur/dubbele-claims',
    tags: ['adviseur'],
    summary: 'KvK-nummers die door twee of meer accounts zijn gekoppeld, naast elkaar',
    description:
      'Per KvK-nummer elk account dat het koppelde, met eigendom, eigenaarscontrole en aanvragen; het laatst opnieuw geclaimde nummer eerst, hoogstens `limit` nummers.',
    protect: true,
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Niet ingelogd', 403: 'Alleen voor adviseurs' },
  },
} satisfies ApiMeta;

export const ZListDubbeleClaimsInput = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });
export const ZListDubbeleClaimsOutput = z.array(ZDubbeleClaim);
export type TListDubbeleClaimsInput = z.infer<typeof ZListDubbeleClaimsInput>;
