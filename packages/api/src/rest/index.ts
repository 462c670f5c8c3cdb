import { createApp } from '../app.ts';

// The declared routes (routes.ts) call their services directly, in whichever server hosts them (Next's
// bundle holds its own copy of the modules): the API they serve is wired (createApp(), app.ts; a second
// call does nothing).
createApp();

export {
  dispatchRest,
  handleRest,
  handleRestNode,
  isRestRoute,
  problemResponse,
  type RestOptions,
} from './rest-handler.ts';
export { getOpenApiDocument } from './openapi-document.ts';
export { answerClientError } from './client-error.ts';
export { readActionIds, refuseOversizedAction } from './action-body-limit.ts';
export { refuseCrossOriginAction } from './action-origin.ts';
export { loggedPath, observeHttp, operationOf, type NodeHandler } from './http-observer.ts';
export { publicUrlWarning } from '../infra/app-url.ts';
export { MAX_VOORCHECK_BODY_BYTES, VOORCHECK_DOCUMENTEN_PATH } from './voorcheck-documenten-route.ts';
export {
  limitPrecheckDocuments,
  precheckDocuments,
  MAX_VOORCHECK_BESTANDEN,
  type VoorcheckDocumenten,
} from '../modules/ikv/precheck-documents.service.ts';
