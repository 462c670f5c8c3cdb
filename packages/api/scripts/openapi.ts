// Writes the OpenAPI document the server serves at /api/openapi.json to a file:
//   tsx scripts/openapi.ts <file>
// Used by `lint:openapi` (Redocly) and by packages/client's generator.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { getOpenApiDocument } from '../src/rest/openapi-document.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: tsx scripts/openapi.ts <file>');
  process.exit(2);
}
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(getOpenApiDocument(), null, 2)}\n`);
