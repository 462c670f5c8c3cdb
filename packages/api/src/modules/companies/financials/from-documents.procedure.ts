import { companyMemberProcedure } from '../company-member.procedure-base.ts';
import { yearsFromDocuments } from './financials.service.ts';
import { fromDocumentsMeta, ZFromDocumentsInput, ZFromDocumentsOutput } from './from-documents.schema.ts';

export const fromDocumentsProcedure = companyMemberProcedure
  .meta(fromDocumentsMeta)
  .input(ZFromDocumentsInput)
  .output(ZFromDocumentsOutput)
  .query(({ ctx }) => yearsFromDocuments(ctx));
