// The request (or background-job run) the current code runs for: its id, operation and user, in an
// AsyncLocalStorage so deep code (repositories, mail, jobs) logs and traces with them without
// threading parameters. On globalThis: the app server's copy of this module and the copy in Next's
// bundle must see the same store (API.md, Operations).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export interface RequestStore {
  requestId: string;
  /** the operation (procedure path, `page`, `job <name>`, …) once known */
  operation?: string;
  /** the signed-in user, once the context resolved one */
  userId?: string;
}

const globalForStore = globalThis as unknown as { __ikvRequestStorage?: AsyncLocalStorage<RequestStore> };
const storage = (globalForStore.__ikvRequestStorage ??= new AsyncLocalStorage<RequestStore>());

/** An incoming X-Request-Id is kept when it is 1–128 characters of `[A-Za-z0-9._-]`, else null. */
export function saneRequestId(value: string | string[] | null | undefined): string | null {
  const v = Array.isArray(value) ? value[0] : value;
  return v && v.length <= 128 && /^[A-Za-z0-9._-]+$/.test(v) ? v : null;
}

export const newRequestId = (): string => randomUUID();

export function runWithRequest<T>(store: RequestStore, fn: () => T): T {
  return storage.run(store, fn);
}

export function currentRequest(): RequestStore | undefined {
  return storage.getStore();
}

/** The user of the current request, once authenticated (for the request's log line). */
export function noteRequestUser(userId: string | null | undefined): void {
  const store = storage.getStore();
  if (store && userId) store.userId = userId;
}

/** Names the current request's operation where only deeper code knows it (e.g. a tRPC batch). */
export function noteOperation(operation: string): void {
  const store = storage.getStore();
  if (store && !store.operation) store.operation = operation;
}
