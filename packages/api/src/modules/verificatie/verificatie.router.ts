// verificatie.*: public verification of issued statements (API.md, Trust). POST /verificatie (a PDF
// body) is the hand-written binary route rest/verificatie-check-route.ts, on the same service.
import { createRouter } from '../../trpc/init.ts';
import { getVerificatieProcedure } from './get.procedure.ts';

export const verificatieRouter = createRouter({
  get: getVerificatieProcedure,
});
