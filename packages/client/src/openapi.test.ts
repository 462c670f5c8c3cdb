// The committed types are those of today's document: a procedure, schema or example changed in
// packages/api without `pnpm --filter @ikv/client generate` fails here.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { generateTypes } from './generate-types.ts';

it('src/openapi.ts matches the OpenAPI document the server serves', async () => {
  const committed = readFileSync(new URL('./openapi.ts', import.meta.url), 'utf8');
  const expected = await generateTypes();
  if (committed !== expected)
    throw new Error('src/openapi.ts is out of date: run `pnpm --filter @ikv/client generate` and commit the result');
  expect(committed).toContain('"/companies/financials/{companyId}"');
}, 300_000); // building the document loads the whole API: seconds alone, over a minute beside the other suites
