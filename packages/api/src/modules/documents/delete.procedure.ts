import { ondernemerProcedure } from '../../trpc/procedures.ts';
import { deleteDocument } from './documents.service.ts';
import { deleteDocumentMeta, ZDeleteDocumentInput, ZDeleteDocumentOutput } from './delete.schema.ts';

export const deleteDocumentProcedure = ondernemerProcedure
  .meta(deleteDocumentMeta)
  .input(ZDeleteDocumentInput)
  .output(ZDeleteDocumentOutput)
  .mutation(({ ctx, input }) => deleteDocument(ctx, input.id));
