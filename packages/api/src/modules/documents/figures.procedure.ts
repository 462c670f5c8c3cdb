import { protectedProcedure } from '../../trpc/procedures.ts';
import { figuresDocumentMeta, ZFiguresDocumentInput, ZFiguresDocumentOutput } from './figures.schema.ts';
import { documentFigures } from './intake/intake.service.ts';

export const figuresDocumentProcedure = protectedProcedure
  .meta(figuresDocumentMeta)
  .input(ZFiguresDocumentInput)
  .output(ZFiguresDocumentOutput)
  .query(({ ctx, input }) => documentFigures(ctx, input.id));
