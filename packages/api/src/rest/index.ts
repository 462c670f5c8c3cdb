export { dispatchRest, handleRest, handleRestNode, isRestRoute, problemResponse, type RestOptions } from './rest-handler.ts';
export { getOpenApiDocument } from './openapi-document.ts';
export { handleIkvPdf, IKV_PDF_PATH } from './ikv-pdf-route.ts';
export { answerClientError } from './client-error.ts';
