// aanvragen.withdraw → POST /aanvragen/{id}/withdraw (the entrepreneur's INTREKKEN of API.md)
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZId, zText } from '../../shared/schema-primitives.schema.ts';
import { ZAanvraagVolledig } from './aanvraag.schema.ts';

export const withdrawAanvraagMeta = {
  openapi: {
    method: 'POST',
    path: '/aanvragen/{id}/withdraw',
    tags: ['aanvragen'],
    summary: 'Een eigen aanvraag intrekken (zolang die niet AFGEROND of AFGEWEZEN is)',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen voor ondernemers',
      404: 'Onbekend of niet van u',
      409: 'Niet meer in te trekken',
    },
  },
} satisfies ApiMeta;

export const ZWithdrawAanvraagInput = z.object({ id: ZId, reden: zText().max(2000).optional() });
export const ZWithdrawAanvraagOutput = ZAanvraagVolledig;
export type TWithdrawAanvraagInput = z.infer<typeof ZWithdrawAanvraagInput>;
