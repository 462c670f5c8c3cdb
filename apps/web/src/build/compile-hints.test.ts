import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, startupScripts, withCompileHint } from './compile-hints.ts';

const manifest = (route: string, entryJSFiles: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles })};`;

describe('startupScripts', () => {
  it('is the root files and every route entry script, once each, without CSS', () => {
    const files = startupScripts({ rootMainFiles: ['static/chunks/root.js', 'static/chunks/runtime.js'] }, [
      {
        entryJSFiles: {
          layout: ['static/chunks/layout.js', 'static/chunks/root.js'],
          page: ['static/chunks/page-a.js'],
        },
      },
      {
        entryJSFiles: {
          layout: ['static/chunks/layout.js'],
          page: ['static/chunks/page-b.js', 'static/chunks/page-b.css'],
        },
      },
    ]);
    expect(files).toEqual([
      'static/chunks/layout.js',
      'static/chunks/page-a.js',
      'static/chunks/page-b.js',
      'static/chunks/root.js',
      'static/chunks/runtime.js',
    ]);
  });
});

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    const once = withCompileHint('(globalThis.TURBOPACK=[]).push([]);');
    expect(once).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK=[]).push([]);`);
    expect(withCompileHint(once)).toBe(once);
  });
});

describe('addCompileHints', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('marks the start-up scripts of a build and leaves lazily loaded chunks alone; a second run changes nothing', () => {
    dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    mkdirSync(join(dir, 'static/chunks'), { recursive: true });
    mkdirSync(join(dir, 'server/app/(app)/aanvragen/[id]'), { recursive: true });
    writeFileSync(join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/root.js'] }));
    writeFileSync(
      join(dir, 'server/app/(app)/aanvragen/[id]/page_client-reference-manifest.js'),
      manifest('/(app)/aanvragen/[id]/page', { page: ['static/chunks/page.js'] }),
    );
    for (const f of ['root.js', 'page.js', 'lazy-schema.js'])
      writeFileSync(join(dir, 'static/chunks', f), `/* ${f} */`);

    expect(addCompileHints(dir)).toEqual({ marked: ['static/chunks/page.js', 'static/chunks/root.js'], already: [] });
    expect(readFileSync(join(dir, 'static/chunks/root.js'), 'utf8')).toBe(`${COMPILE_HINT}/* root.js */`);
    expect(readFileSync(join(dir, 'static/chunks/page.js'), 'utf8')).toBe(`${COMPILE_HINT}/* page.js */`);
    expect(readFileSync(join(dir, 'static/chunks/lazy-schema.js'), 'utf8')).toBe('/* lazy-schema.js */');

    expect(addCompileHints(dir)).toEqual({ marked: [], already: ['static/chunks/page.js', 'static/chunks/root.js'] });
    expect(readFileSync(join(dir, 'static/chunks/root.js'), 'utf8')).toBe(`${COMPILE_HINT}/* root.js */`);
  });
});
