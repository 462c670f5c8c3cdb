import { ondernemerProcedure } from '../../trpc/procedures.ts';
import { exportMeta, ZExportInput, ZExportOutput } from './export.schema.ts';
import { exportData } from './ondernemer.service.ts';

export const exportProcedure = ondernemerProcedure
  .meta(exportMeta)
  .input(ZExportInput)
  .output(ZExportOutput)
  .query(({ ctx }) => exportData(ctx));
