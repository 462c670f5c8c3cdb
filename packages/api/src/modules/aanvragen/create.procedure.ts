import { verifiedOndernemerProcedure } from '../auth/verified-email.ts';
import { createAanvraagMeta, ZCreateAanvraagInput, ZCreateAanvraagOutput } from './create.schema.ts';
import { createAanvraag } from './aanvragen.service.ts';

// a confirmed e-mail address first (403 EMAIL_NOT_VERIFIED)
export const createAanvraagProcedure = verifiedOndernemerProcedure
  .meta(createAanvraagMeta)
  .input(ZCreateAanvraagInput)
  .output(ZCreateAanvraagOutput)
  .mutation(({ ctx, input }) => createAanvraag(ctx, input));
