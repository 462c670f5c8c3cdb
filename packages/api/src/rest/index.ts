export { dispatchRest, handleRest, handleRestNode, isRestRoute, problemResponse, type RestOptions } from './rest-handler.ts';
export { getOpenApiDocument } from './openapi-document.ts';
