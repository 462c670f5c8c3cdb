import base from '@ikv/eslint-config';
import { functionLength } from '@ikv/eslint-config/function-length';

export default [
  ...base,
  // The worker's bootstrap is plain JavaScript: it registers the TypeScript loader before anything else.
  { ignores: ['src/worker-entry.mjs'] },
  // The code reads as named steps (docs/architecture.md): the generator, its scripts and test support.
  functionLength(['src/**/*.ts', 'scripts/**/*.ts', 'test/**/*.ts']),
];
