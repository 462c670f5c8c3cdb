import { createRouter } from '../../trpc/init.ts';
import { requestProcedure } from './export/request.procedure.ts';
import { statusProcedure } from './export/status.procedure.ts';
import { listProcedure } from './inzage/list.procedure.ts';

export const privacyRouter = createRouter({
  export: createRouter({ request: requestProcedure, status: statusProcedure }),
  inzage: createRouter({ list: listProcedure }),
});
