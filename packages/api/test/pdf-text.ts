// Text of a PDF for tests: Debian's pdftotext when installed, else the unpdf (pdf.js) parser.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Whitespace is collapsed to single spaces. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  if (existsSync('/usr/bin/pdftotext')) {
    return execFileSync('/usr/bin/pdftotext', ['-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');
  }
  const { extractText, getDocumentProxy } = await import('unpdf');
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
