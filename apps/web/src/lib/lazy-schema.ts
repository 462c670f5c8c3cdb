// A form's input schema loaded when the form is first used, not with the page: zod and the schema
// modules then stay out of the script a page must run before it responds (on the booking page that
// was ~80 ms of a slow phone's start-up). The form still validates with the procedure's own schema
// (lib/schema-form.ts). preload() when the form opens; load() when it is sent, or loaded() where the
// answer must come at once (a form's onSubmit, lib/use-form-errors.ts). A failed load is retried on
// the next call.
import type { z } from 'zod';

export interface LazySchema<S extends z.ZodType> {
  load(): Promise<S>;
  preload(): void;
  /** the schema once it has loaded, else undefined */
  loaded(): S | undefined;
}

export function lazySchema<S extends z.ZodType>(importer: () => Promise<S>): LazySchema<S> {
  let pending: Promise<S> | undefined;
  let ready: S | undefined;
  const load = () =>
    (pending ??= importer().then(
      (schema) => (ready = schema),
      (e: unknown) => {
        pending = undefined;
        throw e;
      },
    ));
  return { load, preload: () => void load().catch(() => undefined), loaded: () => ready };
}

/**
 * The schema for a submit: at once when it has loaded, else once it has; undefined, after
 * `failed()` (which tells the person), when it cannot load.
 */
export async function schemaForSubmit<S extends z.ZodType>(
  schema: LazySchema<S>,
  failed: () => void,
): Promise<S | undefined> {
  const ready = schema.loaded();
  if (ready) return ready;
  try {
    return await schema.load();
  } catch {
    failed();
    return undefined;
  }
}
