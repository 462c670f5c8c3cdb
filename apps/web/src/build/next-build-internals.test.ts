// The contract of next-build-internals.ts, pinned to the installed Next.js: on an upgrade the first
// test fails and says what to re-check; the others hold the reads to the files Next writes and to
// the code in Next that reads the same fields. With a production build in .next (pnpm build), its
// real manifests are read too.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  NEXT_PINNED_VERSION,
  readBuildManifest,
  readClientReferenceManifests,
  readRouteManifests,
} from './next-build-internals.ts';

const webRoot = fileURLToPath(new URL('../../', import.meta.url));
const nextRoot = dirname(createRequire(join(webRoot, 'package.json')).resolve('next/package.json'));
const nextSource = (file: string) => readFileSync(join(nextRoot, 'dist', file), 'utf8');

/** A manifest script as Next 16 (Turbopack) writes it. */
const manifest = (route: string, entryJSFiles: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ moduleLoading: { prefix: '' }, clientModules: {}, entryJSFiles })};\n`;

describe('next-build-internals: pinned version', () => {
  it('is the Next.js every read was checked against', () => {
    const installed = (JSON.parse(readFileSync(join(nextRoot, 'package.json'), 'utf8')) as { version: string }).version;
    expect(
      installed,
      `next is ${installed}; apps/web/src/build/next-build-internals.ts was checked against ${NEXT_PINNED_VERSION}: re-check the manifests of a build (pnpm build, then this test) and bump NEXT_PINNED_VERSION`,
    ).toBe(NEXT_PINNED_VERSION);
  });

  it('Next itself still reads the same files and fields', () => {
    // the route's manifest: server/app/<entry>_client-reference-manifest.js, evaluated, __RSC_MANIFEST[entry]
    const loadComponents = nextSource('server/load-components.js');
    expect(loadComponents).toContain("'server', 'app', entryName + '_' + _constants.CLIENT_REFERENCE_MANIFEST + '.js'");
    expect(loadComponents).toContain('context.__RSC_MANIFEST[entryName]');
    expect(nextSource('shared/lib/constants.js')).toContain(
      "const CLIENT_REFERENCE_MANIFEST = 'client-reference-manifest';",
    );
    // the entry scripts and the framework's root scripts of a page
    expect(nextSource('server/app-render/get-css-inlined-link-tags.js')).toContain('entryJSFiles');
    expect(nextSource('server/app-render/required-scripts.js')).toContain('buildManifest.rootMainFiles');
  });
});

describe('readClientReferenceManifests', () => {
  it('reads the manifests a script assigns, as data (nothing runs)', () => {
    expect(readClientReferenceManifests(manifest('/(app)/page', { page: ['static/chunks/a.js'] }))).toEqual([
      { moduleLoading: { prefix: '' }, clientModules: {}, entryJSFiles: { page: ['static/chunks/a.js'] } },
    ]);
    const two = `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST["/a/page"]={"entryJSFiles":{"a":["x;y.js"]}};globalThis.__RSC_MANIFEST["/b/page"]={"entryJSFiles":{}}`;
    expect(readClientReferenceManifests(two)).toEqual([{ entryJSFiles: { a: ['x;y.js'] } }, { entryJSFiles: {} }]);
    expect((globalThis as { __RSC_MANIFEST?: unknown }).__RSC_MANIFEST).toBeUndefined();
  });

  it('refuses any other form loudly, naming the pinned version', () => {
    for (const source of [
      'module.exports = {}',
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nprocess.exit(1);`,
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/a"] = (() => ({}))();`,
    ]) {
      expect(() => readClientReferenceManifests(source), source).toThrow(NEXT_PINNED_VERSION);
    }
  });
});

describe.runIf(existsSync(join(webRoot, '.next/BUILD_ID')))('the production build in .next', () => {
  it('has root scripts and route manifests with entry scripts in the form read here', () => {
    const next = join(webRoot, '.next');
    expect(readBuildManifest(next).rootMainFiles?.length).toBeGreaterThan(0);
    const routes = readRouteManifests(next);
    expect(routes.length).toBeGreaterThan(10);
    expect(
      routes.some((r) =>
        Object.values(r.entryJSFiles ?? {}).some((files) =>
          files.some((f) => f.startsWith('static/') && f.endsWith('.js')),
        ),
      ),
    ).toBe(true);
  });
});
