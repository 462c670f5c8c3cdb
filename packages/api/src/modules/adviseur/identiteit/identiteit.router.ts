// adviseur.identiteit.*: the adviser's identity check of an applicant (API.md, Trust III).
import { createRouter } from '../../../trpc/init.ts';
import { vastleggenIdentiteitProcedure } from './vastleggen.procedure.ts';

export const adviseurIdentiteitRouter = createRouter({
  vastleggen: vastleggenIdentiteitProcedure,
});
