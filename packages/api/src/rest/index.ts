import { createApp } from '../app.ts';

// The binary routes below call their services directly, in whichever server hosts them (Next's bundle
// holds its own copy of the modules): the API they serve is wired (createApp(), app.ts; a second call
// does nothing).
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
export { handleIkvPdf, IKV_PDF_PATH } from './ikv-pdf-route.ts';
export { handleKoppelingPdf, KOPPELING_PDF_PATH } from './koppeling-pdf-route.ts';
export { answerClientError } from './client-error.ts';
export { refuseOversizedAction } from './action-body-limit.ts';
export { refuseCrossOriginAction } from './action-origin.ts';
export { loggedPath, observeHttp, operationOf, type NodeHandler } from './http-observer.ts';
export { publicUrlWarning } from '../infra/app-url.ts';
export { handleAdviseurExport, ADVISEUR_EXPORT_PATH } from './adviseur-export-route.ts';
export { handleAccountExportFile, ACCOUNT_EXPORT_FILE_PATH } from './account-export-route.ts';
export {
  handleJwks,
  handleSealCa,
  handleSealCaCrl,
  handleVerificatieCheck,
  JWKS_PATH,
  SEAL_CA_PATH,
  SEAL_CRL_PATH,
  VERIFICATIE_CHECK_PATH,
} from './verificatie-route.ts';
export { handleDocumentRoute, matchDocumentRoute, type DocumentRouteMatch } from './documents-route.ts';
export {
  handleVoorcheckDocumenten,
  matchVoorcheckDocumentenRoute,
  MAX_VOORCHECK_BODY_BYTES,
  VOORCHECK_DOCUMENTEN_PATH,
} from './voorcheck-documenten-route.ts';
export {
  limitPrecheckDocuments,
  precheckDocuments,
  MAX_VOORCHECK_BESTANDEN,
  type VoorcheckDocumenten,
} from '../modules/ikv/precheck-documents.service.ts';
