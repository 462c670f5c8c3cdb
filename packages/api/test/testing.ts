// What the repository's scripts may use of this package's test support (`@ikv/api/testing`): the API's
// HTTP test server in process and its JSON client (pnpm bench:upload). Not for the app: the web's lint
// keeps it out of client code.
export { startTestApp } from './test-app.ts';
export { call, registerAndLogin } from './api-client.ts';
