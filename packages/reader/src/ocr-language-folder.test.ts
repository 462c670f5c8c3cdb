// The folder the OCR engine reads its traineddata from (ocr.ts `languageFolder`): one per installation,
// kept and reused, so a reading child killed while its engine starts leaves nothing behind; a link that
// points elsewhere is put right; a folder others may write to is refused.
import { chmodSync, lstatSync, mkdtempSync, readlinkSync, readdirSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { languageFolder as inTmp } from './ocr.ts';

// a base of its own: the OCR suites running beside this one read from the folder in the system's tmpdir
const base = mkdtempSync(join(tmpdir(), 'ikv-ocr-test-'));
const languageFolder = () => inTmp(base);
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('languageFolder', () => {
  it('is one folder, reused, with a link to each language file of the packages', async () => {
    const dir = await languageFolder();
    expect(await languageFolder()).toBe(dir);
    expect(readdirSync(dir).sort()).toEqual(['eng.traineddata.gz', 'nld.traineddata.gz']);
    for (const name of readdirSync(dir)) {
      expect(readlinkSync(join(dir, name))).toMatch(new RegExp(`@tesseract\\.js-data.*${name.replace(/\./g, '\\.')}$`));
      expect(lstatSync(join(dir, name)).isSymbolicLink()).toBe(true);
    }
  });

  it('puts a link that points elsewhere right, and leaves no other file', async () => {
    const dir = await languageFolder();
    const link = join(dir, 'nld.traineddata.gz');
    const right = readlinkSync(link);
    unlinkSync(link);
    symlinkSync('/dev/null', link);
    expect(await languageFolder()).toBe(dir);
    expect(readlinkSync(link)).toBe(right);
    expect(readdirSync(dir).sort()).toEqual(['eng.traineddata.gz', 'nld.traineddata.gz']);
  });

  it('is made again when gone, and refused when others may write to it', async () => {
    const dir = await languageFolder();
    rmSync(dir, { recursive: true, force: true });
    expect(await languageFolder()).toBe(dir);
    chmodSync(dir, 0o777);
    await expect(languageFolder()).rejects.toThrow('not a folder of this user alone');
  });
});
