// integraties.account.list → GET /account/koppelingen (ONDERNEMER)
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZMijnKoppeling } from '../koppeling.schema.ts';

export const listMijnKoppelingenMeta = {
  openapi: {
    method: 'GET',
    path: '/account/koppelingen',
    tags: ['integraties'],
    summary: 'Uitnodigingen en koppelingen met intermediairs en geldverstrekkers voor mij',
    description:
      'De uitnodigingen aan mijn e-mailadres en mijn koppelingen, nieuwste eerst, met de organisatie die het vraagt. Een actieve koppeling laat de organisatie de status van mijn aanvragen en mijn uitgegeven verklaringen met hun cijfers zien, nooit mijn documenten.',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen ondernemers' },
  },
} satisfies ApiMeta;

export const ZListMijnKoppelingenInput = z.void();
export const ZListMijnKoppelingenOutput = z.array(ZMijnKoppeling);
