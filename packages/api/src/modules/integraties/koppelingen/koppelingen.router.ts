// integraties.koppelingen.*: what an organisation's API clients do with consent (API.md, Integrations).
// GET /koppelingen/{id}/verklaringen/{nummer}/pdf is the hand-written binary route rest/koppeling-pdf-route.ts.
import { createRouter } from '../../../trpc/init.ts';
import { createKoppelingProcedure } from './create.procedure.ts';
import { listKoppelingenProcedure } from './list.procedure.ts';
import { koppelingAanvragenProcedure } from './aanvragen.procedure.ts';
import { koppelingVerklaringenProcedure } from './verklaringen.procedure.ts';

export const koppelingenRouter = createRouter({
  create: createKoppelingProcedure,
  list: listKoppelingenProcedure,
  aanvragen: koppelingAanvragenProcedure,
  verklaringen: koppelingVerklaringenProcedure,
});
