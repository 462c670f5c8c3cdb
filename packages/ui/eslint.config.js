import base from '@ikv/eslint-config';
import { componentLength } from '@ikv/eslint-config/function-length';

// The components keep to the budget of the web's (docs/architecture.md).
export default [...base, componentLength(['src/**/*.tsx'])];
