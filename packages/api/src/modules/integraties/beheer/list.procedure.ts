import { beheerProcedure } from './beheer.procedure-base.ts';
import { listBeheerMeta, ZListBeheerInput, ZListBeheerOutput } from './list.schema.ts';
import { listOrganisaties } from '../clients.service.ts';

export const listBeheerProcedure = beheerProcedure
  .meta(listBeheerMeta)
  .input(ZListBeheerInput)
  .output(ZListBeheerOutput)
  .query(({ ctx }) => listOrganisaties(ctx));
