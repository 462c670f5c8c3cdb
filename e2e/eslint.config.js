// The end-to-end tests set up the servers they test: reading the environment is theirs to do.
import base from '@ikv/eslint-config';
import { functionLength } from '@ikv/eslint-config/function-length';

export default [
  ...base,
  { rules: { 'no-restricted-properties': 'off' } },
  // The code reads as named steps (docs/architecture.md): the suite's support and fixtures, not its specs.
  functionLength(['support/**/*.ts', 'fixtures/**/*.ts']),
];
