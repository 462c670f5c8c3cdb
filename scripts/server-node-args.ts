// Node flags of the app server (apps/web/server.ts), shared by `pnpm start` and `pnpm bench`.
// A 64 MiB young generation: per-request allocations (requests, zod, Prisma results) then die in
// fewer, cheaper scavenges; in `pnpm bench` it took the p99 of both fixed operations from
// 2.0–2.3× to 1.6× the baseline's and throughput from about 50 % to 60 %, for at most ~190 MiB more
// reserved heap.
export const SERVER_NODE_ARGS = ['--max-semi-space-size=64', '--import', 'tsx'];
