// Every citation of a document resolves (STYLE.md: the code cites the repository's own docs/, so a
// newcomer with only the repository has everything): a cited `docs/<name>.md` exists; a section cited
// as `<name>.md §6.3` is a heading of that document; a section cited by its title
// (`docs/intake.md, "Real documents"` or `<name>.md section "Flow III"`) is a heading too; and no
// source file or document cites the requirements folder outside the repository (`../shared/*.md`).
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const docsDir = join(root, 'docs');

const SKIP_DIRS = new Set(['node_modules', '.next', '.turbo', 'generated', '.git', 'dist', '.cache', 'test-results']);
const SCANNED = /\.(ts|tsx|js|cjs|mjs|md|sql|prisma)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (SCANNED.test(name)) yield path;
  }
}

/** The repository's own sources and documents (this file excepted: its examples are not citations). */
const sources = [
  ...['apps', 'packages', 'scripts', 'e2e', 'docs'].flatMap((d) => [...files(join(root, d))]),
  join(root, 'README.md'),
].filter((f) => f !== fileURLToPath(import.meta.url));

const docNames = new Set(readdirSync(docsDir).filter((n) => n.endsWith('.md')));

/** A document's sections, lower case: its headings and the bold lead-ins of its items ("- **Bounds**: …"). */
const headings = new Map<string, string[]>(
  [...docNames].map((n) => [
    n,
    readFileSync(join(docsDir, n), 'utf8')
      .split('\n')
      .flatMap((l) => {
        if (/^#{1,6} /.test(l)) return [l.replace(/^#+ /, '')];
        const lead = /^(?:[-*] |\d+\. )?\*\*([^*]+)\*\*/.exec(l);
        return lead ? [lead[1]!] : [];
      })
      .map((h) => h.toLowerCase()),
  ]),
);

/** `§6.3` → a heading numbered 6.3 ("### 6.3 Constants", "## 6. Calculation"). */
function hasNumberedSection(doc: string, nummer: string): boolean {
  const n = nummer.replace(/\.$/, '');
  return (headings.get(doc) ?? []).some((h) => h.startsWith(`${n} `) || h.startsWith(`${n}. `));
}

/** A titled section: a heading that contains the title (case-insensitive). */
function hasTitledSection(doc: string, title: string): boolean {
  return (headings.get(doc) ?? []).some((h) => h.includes(title.toLowerCase()));
}

type Citation = { file: string; line: number; text: string; problem: string };

function citationsOf(file: string): Citation[] {
  const out: Citation[] = [];
  const lines = readFileSync(file, 'utf8').split('\n');
  const where = relative(root, file);
  const ownDoc = file.startsWith(docsDir) ? basename(file) : undefined;
  lines.forEach((line, i) => {
    const at = (text: string, problem: string) => out.push({ file: where, line: i + 1, text, problem });
    for (const m of line.matchAll(/\.\.\/shared\/([A-Za-z0-9_-]+\.md)/g))
      at(m[0], `cites the requirements folder outside the repository: cite docs/${m[1]} instead`);
    // docs/<name>.md, and a bare NAME.md of a document that exists in docs/ (API.md, IKV.md, …)
    for (const m of line.matchAll(
      /(?:\bdocs\/)?\b([A-Za-z0-9_-]+\.md)\b((?:,| section| §| \(section)? ?(?:§ ?[0-9][0-9.]*|"[^"]+"))?/g,
    )) {
      const name = m[1]!;
      const explicit = m[0].startsWith('docs/');
      if (!docNames.has(name)) {
        if (explicit) at(m[0], `docs/${name} does not exist`);
        continue;
      }
      const section = m[2]?.trim();
      if (!section) continue;
      const nummer = /§ ?([0-9][0-9.]*)/.exec(section)?.[1];
      if (nummer && !hasNumberedSection(name, nummer)) at(m[0], `docs/${name} has no section ${nummer}`);
      const title = /"([^"]+)"/.exec(section)?.[1];
      if (title && !nummer && !hasTitledSection(name, title)) at(m[0], `docs/${name} has no section "${title}"`);
    }
    // inside a document, "§3.6" alone points into the same document (not "RFC 6749 §5.2", "IKV.md §6",
    // "art. 5 §2" or a cited source's own sections: "[VN18] §6.3.2", "NHG V&N 2018-1 §6.3.1")
    if (ownDoc)
      for (const m of line.matchAll(/§ ?([0-9][0-9.]*[0-9]|[0-9])/g)) {
        const before = line.slice(0, m.index);
        if (/(RFC \d+|[A-Za-z0-9_-]+\.md`?|art\.? ?\d+\w*|\]|\d{4}-\d+)\s*$/i.test(before)) continue;
        if (!hasNumberedSection(ownDoc, m[1]!)) at(m[0], `${ownDoc} has no section ${m[1]}`);
      }
  });
  return out;
}

describe('citations', () => {
  it('every cited document and section exists in docs/, and nothing cites ../shared', () => {
    const broken = sources.flatMap(citationsOf);
    expect(broken.map((c) => `${c.file}:${c.line} ${c.text} — ${c.problem}`)).toEqual([]);
  });

  it('finds what it looks for (the rule can fail)', () => {
    const planted = join(mkdtempSync(join(tmpdir(), 'citations-')), 'planted.ts');
    writeFileSync(
      planted,
      [
        '// see docs/nope.md, IKV.md §5 and ../shared/API.md',
        '// (docs/intake.md, "No such part") but docs/IKV.md §6.3 and (docs/intake.md, "Bounded and fair") hold',
      ].join('\n'),
    );
    expect(citationsOf(planted).map((c) => c.problem)).toEqual([
      'cites the requirements folder outside the repository: cite docs/API.md instead',
      'docs/nope.md does not exist',
      'docs/IKV.md has no section 5',
      'docs/intake.md has no section "No such part"',
    ]);
    expect(hasNumberedSection('IKV.md', '6.3')).toBe(true);
    expect(hasNumberedSection('IKV.md', '5')).toBe(false);
    expect(hasTitledSection('intake.md', 'Real documents')).toBe(true);
    expect(sources.length).toBeGreaterThan(500);
  });
});
