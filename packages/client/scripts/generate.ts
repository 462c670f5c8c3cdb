// Regenerates src/openapi.ts, the types of the REST API, from the OpenAPI document the server
// serves (built from the tRPC procedures in packages/api): `pnpm --filter @ikv/client generate`.
// src/openapi.test.ts fails when the committed file no longer matches the document.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateTypes } from '../src/generate-types.ts';

const target = fileURLToPath(new URL('../src/openapi.ts', import.meta.url));
writeFileSync(target, await generateTypes());
console.log(`▸ ${target}`);
