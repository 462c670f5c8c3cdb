import base from '@ikv/eslint-config';
import { functionLength } from '@ikv/eslint-config/function-length';

// The reader reads as named steps like the API and the web: no function over 80 lines in its sources.
export default [...base, functionLength(['src/**/*.ts'])];
