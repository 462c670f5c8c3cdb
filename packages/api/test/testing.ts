// What the repository's scripts may use of the integration tests' harness, by name (`@ikv/api/testing`)
// instead of paths into test/: the API on loopback as the integration tests start it (the REST door and
// the job runtime, webhook delivery included, without Next), its JSON client, and the helpers that make
// an entrepreneur's request and let an adviser issue it (`pnpm demo:integration`,
// scripts/integration-session.ts; `pnpm bench:upload`). Not for the app: the web's lint keeps it out of
// client code.
export { startTestApp } from './test-app.ts';
export { call, createAdviserAndLogin, registerAndLogin } from './api-client.ts';
export { createRequest } from './requests.ts';
export { makeIssuable } from './trust.ts';
