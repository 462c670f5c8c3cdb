// Resource procedures for one request: load it into ctx; another entrepreneur's id answers 404.
import { ondernemerProcedure, protectedProcedure } from '../../trpc/procedures.ts';
import { ZAanvraagIdInput } from './aanvraag.schema.ts';
import { loadAccessibleAanvraag } from './aanvragen.service.ts';

/** Both roles: the entrepreneur his own request, the adviser any. */
export const aanvraagAccessProcedure = protectedProcedure.input(ZAanvraagIdInput).use(async ({ ctx, input, next }) => {
  const aanvraag = await loadAccessibleAanvraag(ctx, input.id);
  return next({ ctx: { aanvraag } });
});

/** Entrepreneur only, to read: his own request or one of a company he is a partner of (404 otherwise). */
export const ondernemerAanvraagReadProcedure = ondernemerProcedure
  .input(ZAanvraagIdInput)
  .use(async ({ ctx, input, next }) => {
    const aanvraag = await loadAccessibleAanvraag(ctx, input.id, 'lezen');
    return next({ ctx: { aanvraag } });
  });

/** Entrepreneur only (403 for an adviser), his own request (404 otherwise). */
export const ondernemerAanvraagProcedure = ondernemerProcedure
  .input(ZAanvraagIdInput)
  .use(async ({ ctx, input, next }) => {
    const aanvraag = await loadAccessibleAanvraag(ctx, input.id);
    return next({ ctx: { aanvraag } });
  });
