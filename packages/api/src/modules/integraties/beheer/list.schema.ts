// integraties.beheer.list → GET /beheer/organisaties (ADVISEUR with beheer)
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZBeheerOrganisatie } from './beheer.schema.ts';

export const listBeheerMeta = {
  openapi: {
    method: 'GET',
    path: '/beheer/organisaties',
    tags: ['integraties'],
    summary: 'Organisaties en hun API-clients (adviseurs met beheerrecht)',
    description: 'Per client de scopes, of hij is ingetrokken en de secrets die nu werken (alleen hun begin).',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen adviseurs met beheerrecht' },
  },
} satisfies ApiMeta;

export const ZListBeheerInput = z.void();
export const ZListBeheerOutput = z.array(ZBeheerOrganisatie);
