// After `next build`: marks the scripts every page runs at start-up with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chrome 136+). Chrome then compiles their functions eagerly, on a
// background thread while the script downloads, instead of on the main thread at each function's
// first call. On the request page that lazy compiling was about half of the 40–70 ms task in which
// the page's modules start (×4 on a slow phone), the main part of its total blocking time
// (docs/quality.md, Lighthouse). Browsers without the hint read a comment.
//
// The scripts are the framework's root files (build-manifest.json) and each route's entry scripts
// (its layouts' and page's client components, app/**/page_client-reference-manifest.js), read by
// next-build-internals.ts (Next's build output is not a documented API: pinned there). Chunks
// loaded later (next/dynamic, a form's schema through lib/lazy-schema.ts) are left alone: most of
// their functions do not run at load. Running it twice changes nothing.
//
// `tsx src/build/compile-hints.ts [.next]` (the web package's `build` runs it after `next build`).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  readBuildManifest,
  readRouteManifests,
  type BuildManifest,
  type ClientReferenceManifest,
} from './next-build-internals.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The start-up scripts, as paths inside `.next` ("static/chunks/….js"), sorted. */
export function startupScripts(build: BuildManifest, routes: readonly ClientReferenceManifest[]): string[] {
  const files = new Set(build.rootMainFiles ?? []);
  for (const route of routes)
    for (const list of Object.values(route.entryJSFiles ?? {})) for (const f of list) files.add(f);
  return [...files].filter((f) => f.startsWith('static/') && f.endsWith('.js')).sort();
}

/** The script with the hint as its first line (the hint only counts there); unchanged if it has it. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** Marks the start-up scripts of the build in `nextDir`; returns what it marked (paths inside `.next`). */
export function addCompileHints(nextDir: string): { marked: string[]; already: string[] } {
  const build = readBuildManifest(nextDir);
  const routes = readRouteManifests(nextDir);
  const marked: string[] = [];
  const already: string[] = [];
  for (const file of startupScripts(build, routes)) {
    const path = join(nextDir, file);
    const source = readFileSync(path, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted === source) {
      already.push(file);
      continue;
    }
    writeFileSync(path, hinted);
    marked.push(file);
  }
  return { marked, already };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const nextDir = process.argv[2] ?? '.next';
  const { marked, already } = addCompileHints(nextDir);
  if (marked.length + already.length === 0)
    throw new Error(`no start-up scripts found in ${nextDir}: not a production build?`);
  console.log(
    `compile hints: ${marked.length} start-up scripts marked${already.length ? `, ${already.length} already marked` : ''}`,
  );
}
