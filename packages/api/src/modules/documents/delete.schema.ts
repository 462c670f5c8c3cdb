// documents.delete → DELETE /documents/{id}
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZDocumentIdInput } from './document.schema.ts';

export const deleteDocumentMeta = {
  openapi: {
    method: 'DELETE',
    path: '/documents/{id}',
    tags: ['documents'],
    summary: 'Een eigen upload verwijderen',
    description: 'Alleen wie het document uploadde. 409 zodra het onder een uitgegeven verklaring ligt.',
    protect: true,
    errorResponses: {
      401: 'Niet ingelogd',
      403: 'Niet door u geüpload, of geen ondernemer',
      404: 'Onbekend of niet toegankelijk',
      409: 'Ligt onder een uitgegeven verklaring',
    },
  },
  successStatus: 204,
} satisfies ApiMeta;

export const ZDeleteDocumentInput = ZDocumentIdInput;
export const ZDeleteDocumentOutput = z.void();
