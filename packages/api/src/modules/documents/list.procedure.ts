import { protectedProcedure } from '../../trpc/procedures.ts';
import { listDocuments } from './documents.service.ts';
import { listDocumentsMeta, ZListDocumentsInput, ZListDocumentsOutput } from './list.schema.ts';

export const listDocumentsProcedure = protectedProcedure
  .meta(listDocumentsMeta)
  .input(ZListDocumentsInput)
  .output(ZListDocumentsOutput)
  .query(({ ctx, input }) => listDocuments(ctx, input.companyId));
