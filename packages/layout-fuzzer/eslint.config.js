import base from '@ikv/eslint-config';

// The worker's bootstrap is plain JavaScript: it registers the TypeScript loader before anything else.
export default [...base, { ignores: ['src/worker-entry.mjs'] }];
