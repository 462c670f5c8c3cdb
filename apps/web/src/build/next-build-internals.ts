// The one file that reads Next.js's build output, which Next does not document: build-manifest.json
// (`rootMainFiles`, the framework's scripts on every page) and each route's client reference manifest
// (`server/app/**/<entry>_client-reference-manifest.js`: `entryJSFiles`, the route's entry scripts).
// compile-hints.ts needs both. next-build-internals.test.ts pins the reads to the installed Next.js
// (NEXT_PINNED_VERSION) and to the code in it that reads the same files, so an upgrade fails the
// test instead of leaving the hints off silently.
//
// A client reference manifest is a script; Next evaluates it in a vm (load-manifest.external.ts).
// Here it is read as data, statement by statement: anything else than the two statements Next writes
// is an error naming the pinned version, never code that runs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const NEXT_PINNED_VERSION = '16.4.6';

export interface BuildManifest {
  rootMainFiles?: string[];
}
export interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>;
}

/** `.next/build-manifest.json` */
export function readBuildManifest(nextDir: string): BuildManifest {
  return JSON.parse(readFileSync(join(nextDir, 'build-manifest.json'), 'utf8')) as BuildManifest;
}

/** The client reference manifests of every app route of the build in `nextDir`. */
export function readRouteManifests(nextDir: string): ClientReferenceManifest[] {
  const dir = join(nextDir, 'server/app');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('_client-reference-manifest.js'))
    .flatMap((f) => readClientReferenceManifests(readFileSync(join(dir, f), 'utf8')));
}

const INIT = /^globalThis\.__RSC_MANIFEST\s*=\s*\(?\s*globalThis\.__RSC_MANIFEST\s*\|\|\s*\{\}\s*\)?\s*;?\s*/;
const ENTRY = /^globalThis\.__RSC_MANIFEST\[("(?:[^"\\]|\\.)*")\]\s*=\s*/;

/**
 * The manifests a client reference manifest script assigns: `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};`
 * then `globalThis.__RSC_MANIFEST["<route>"] = <JSON>;`, as Next writes it.
 */
export function readClientReferenceManifests(source: string): ClientReferenceManifest[] {
  const unknownForm = (why: string) =>
    new Error(
      `client reference manifest: ${why}; written by another Next.js than ${NEXT_PINNED_VERSION}? (apps/web/src/build/next-build-internals.ts)`,
    );
  let rest = source.trim();
  const init = INIT.exec(rest);
  if (!init) throw unknownForm('it does not start by initialising globalThis.__RSC_MANIFEST');
  rest = rest.slice(init[0].length);
  const manifests: ClientReferenceManifest[] = [];
  while (rest.length > 0) {
    const entry = ENTRY.exec(rest);
    if (!entry) throw unknownForm(`unexpected statement "${rest.slice(0, 60)}"`);
    rest = rest.slice(entry[0].length);
    // the JSON value runs to the statement's end: the last `;` before the next assignment, or the end
    const next = rest.search(/;\s*globalThis\.__RSC_MANIFEST\[/);
    const json = (next === -1 ? rest : rest.slice(0, next)).trim().replace(/;$/, '');
    rest = next === -1 ? '' : rest.slice(next + 1).trim();
    try {
      manifests.push(JSON.parse(json) as ClientReferenceManifest);
    } catch {
      throw unknownForm(`the manifest of ${JSON.parse(entry[1]!) as string} is not JSON`);
    }
  }
  return manifests;
}
