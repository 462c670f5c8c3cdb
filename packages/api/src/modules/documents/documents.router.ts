// documents.* (API.md, Trust). upload and download carry binary bodies: hand-written routes in
// documents.route.ts that call the same service.
import { createRouter } from '../../trpc/init.ts';
import { deleteDocumentProcedure } from './delete.procedure.ts';
import { figuresDocumentProcedure } from './figures.procedure.ts';
import { listDocumentsProcedure } from './list.procedure.ts';

export const documentsRouter = createRouter({
  list: listDocumentsProcedure,
  delete: deleteDocumentProcedure,
  figures: figuresDocumentProcedure,
});
