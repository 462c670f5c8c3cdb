import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildZip, crc32, readZip } from './zip.rules.ts';

const enc = new TextEncoder();

describe('zip', () => {
  it('crc32 of the standard check string', () => {
    expect(crc32(enc.encode('123456789'))).toBe(0xcbf43926);
  });

  it('round-trips names (UTF-8) and bytes', () => {
    const entries = [
      { name: 'LEESMIJ.txt', bytes: enc.encode('Hallo') },
      { name: 'documenten/jaarrekening 2024 – BV.pdf', bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 255]) },
      { name: 'leeg.json', bytes: new Uint8Array() },
    ];
    const back = readZip(buildZip(entries, new Date('2026-03-03T10:14:00Z')));
    expect(back.map((e) => e.name)).toEqual(entries.map((e) => e.name));
    back.forEach((e, i) => expect([...e.bytes]).toEqual([...entries[i]!.bytes]));
  });

  it('refuses a duplicate name', () => {
    expect(() =>
      buildZip(
        [
          { name: 'a', bytes: new Uint8Array() },
          { name: 'a', bytes: new Uint8Array() },
        ],
        new Date(),
      ),
    ).toThrow(/duplicate/);
  });

  it('is read by a standard unzip when one is installed', () => {
    let hasUnzip = true;
    try {
      execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    } catch {
      hasUnzip = false;
    }
    if (!hasUnzip) return;
    const dir = mkdtempSync(join(tmpdir(), 'zip-'));
    writeFileSync(join(dir, 'a.zip'), buildZip([{ name: 'map/b.txt', bytes: enc.encode('inhoud') }], new Date()));
    execFileSync('unzip', ['-q', 'a.zip'], { cwd: dir });
    expect(readFileSync(join(dir, 'map/b.txt'), 'utf8')).toBe('inhoud');
  });
});
