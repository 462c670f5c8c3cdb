import { describe, expect, it } from 'vitest';
import { BESTANDSTYPEN } from '../../shared/documenten.fields.ts';
import { safeFileName, sniffMime } from './documents.rules.ts';

const XBRL = new TextEncoder().encode(
  '<?xml version="1.0"?><xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance"></xbrli:xbrl>',
);
const IXBRL = new TextEncoder().encode(
  '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL"><body/></html>',
);

describe('the type of a document, judged by its bytes (from the file types’ definition)', () => {
  it('recognises every type by its first bytes or by the reader’s test', () => {
    for (const t of BESTANDSTYPEN) {
      const bytes =
        'begin' in t.herkenning
          ? new Uint8Array([...t.herkenning.begin, 0, 1, 2, 3])
          : { xbrl: XBRL, ixbrl: IXBRL }[t.herkenning.lezer];
      expect(sniffMime(bytes), t.mime).toBe(t.mime);
    }
  });
  it('anything else, or too short a start, is none of them; HTML without inline XBRL is none', () => {
    expect(sniffMime(new TextEncoder().encode('dit is geen pdf'))).toBeNull();
    expect(sniffMime(new TextEncoder().encode('<!DOCTYPE html><html><body>ix:nonFraction</body></html>'))).toBeNull();
    expect(sniffMime(new Uint8Array([0x25, 0x50, 0x44]))).toBeNull();
    expect(sniffMime(new Uint8Array())).toBeNull();
  });
});

describe('the stored name', () => {
  it('loses the extension of any accepted type and gets the one of the judged type', () => {
    expect(safeFileName('jaarrekening 2025.PDF', 'image/png')).toBe('jaarrekening 2025.png');
    expect(safeFileName('scan.jpeg', 'application/pdf')).toBe('scan.pdf');
    expect(safeFileName('cijfers.xml', 'application/xml')).toBe('cijfers.xbrl');
    expect(safeFileName('notities.txt', 'application/pdf')).toBe('notities.txt.pdf');
  });
  it('an empty name becomes "document"', () => {
    expect(safeFileName('  ', 'application/pdf')).toBe('document.pdf');
    expect(safeFileName('map/', 'image/jpeg')).toBe('document.jpg');
  });
});
