import base from '@ikv/eslint-config';
import { functionLength } from '@ikv/eslint-config/function-length';

export default [
  ...base,
  {
    // src/openapi.ts is generated from the API's OpenAPI document: its comments quote the API's examples,
    // whose amounts carry the non-breaking space after "€" the service writes
    files: ['src/openapi.ts'],
    rules: { 'no-irregular-whitespace': ['error', { skipComments: true }] },
  },
  // The code reads as named steps (docs/architecture.md): the client and its generator.
  functionLength(['src/**/*.ts', 'scripts/**/*.ts']),
];
