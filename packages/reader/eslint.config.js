import base from '@ikv/eslint-config';
import { functionLength } from '@ikv/eslint-config/function-length';

// The reader reads as named steps like the API and the web: no function over 80 lines in any of its
// non-test files (its sources, its scripts and the tests' support).
export default [...base, functionLength(['src/**/*.ts', 'scripts/**/*.ts', 'test/**/*.ts'])];
