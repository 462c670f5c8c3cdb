// webhooks.abonnementen.*: a lender's client follows a statement (POST /verificatie/abonnementen).
import { createRouter } from '../../../trpc/init.ts';
import { createAbonnementProcedure } from './create.procedure.ts';

export const abonnementenRouter = createRouter({ create: createAbonnementProcedure });
