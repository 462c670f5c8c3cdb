// What the repository's command-line scripts (scripts/: the operator's commands and the benchmarks)
// call in this package: one door by name (`@ikv/api/operator`) instead of paths into its sources, so a
// move inside the package changes this file, not the scripts. The app's configuration is
// `@ikv/api/config`, its URLs `@ikv/api/app-url`, the pure rules `@ikv/api/rules/*`.
export { systemClock } from './infra/clock.ts';
export { DomainError } from './errors/domain-error.ts';
export { hashPassword, verifyPassword } from './infra/password.ts';
export { CLIENT_SCOPES } from './infra/service-context.ts';
export { sealPdf } from './infra/verklaring-seal.ts';
// pnpm create-client, delete-adviser, rotate-keys, intake:reread
export { createClient, setClientPublicKeys } from './modules/integraties/clients.service.ts';
export { eraseAdviser } from './modules/privacy/adviser-erasure.service.ts';
export { rotateKeys } from './modules/privacy/key-rotation.service.ts';
export { requeueReadings } from './modules/documents/intake/intake.repository.ts';
export { runIntakeRound } from './modules/documents/intake/intake.service.ts';
// pnpm bench:ikv: the statement's rendering and seal
export { buildReportViewModel } from './modules/ikv/report/ikv-report.view-model.ts';
export { renderIkvReport } from './modules/ikv/report/render-ikv-report.ts';
export { attachJson } from './modules/verklaring/verklaring-pdf.ts';
// pnpm bench:observability: what the HTTP observer costs per request
export { observeHttp } from './rest/http-observer.ts';
// scripts/bench-session-check.ts: the web session check's user read and the instance's revoked sessions
export { findSessionUser } from './modules/auth/auth.repository.ts';
export { getLiveHub } from './modules/live/live-hub.ts';
