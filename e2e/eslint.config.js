// The end-to-end tests set up the servers they test: reading the environment is theirs to do.
import base from '@ikv/eslint-config';

export default [...base, { rules: { 'no-restricted-properties': 'off' } }];
