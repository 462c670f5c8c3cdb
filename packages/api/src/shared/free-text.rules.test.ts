import { describe, expect, it } from 'vitest';
import { HOSTILE_STRINGS } from '@ikv/db/hostile-strings';
import { cleanLine, cleanText, hasNul } from './free-text.rules.ts';

describe('cleanLine', () => {
  it('turns CR, LF, CRLF and tabs into one space so no header or calendar line can start', () => {
    expect(cleanLine('x\r\nBcc: evil@example.com')).toBe('x Bcc: evil@example.com');
    expect(cleanLine('y\rX-Injected: 1')).toBe('y X-Injected: 1');
    expect(cleanLine('a\n\n\tb\u2028c\u0085d')).toBe('a b c d');
  });
  it('removes control characters and direction overrides but keeps marks and markup', () => {
    expect(cleanLine('bel\u0007esc\u001B[31mdel\u007F\u0090')).toBe('belesc[31mdel');
    expect(cleanLine('invoice\u202Efdp.exe\u2066x\u2069')).toBe('invoicefdp.exex');
    expect(cleanLine('abc\u200Fdef \u05E9\u05DC\u05D5\u05DD')).toBe('abc\u200Fdef \u05E9\u05DC\u05D5\u05DD');
    expect(cleanLine('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });
  it('trims and keeps NUL for hasNul to refuse', () => {
    expect(cleanLine('  \r\n Eva \t')).toBe('Eva');
    expect(hasNul(cleanLine('a\u0000b'))).toBe(true);
    expect(hasNul('ab')).toBe(false);
  });
  it('keeps the literal part of every corpus string', () => {
    for (const h of HOSTILE_STRINGS) expect(cleanLine(h.value), h.name).toContain(h.literal);
  });
});

describe('cleanText', () => {
  it('keeps line breaks as \\n and tabs, removes the rest', () => {
    expect(cleanText('a\r\nb\rc\u2029d')).toBe('a\nb\nc\nd');
    expect(cleanText('a\tb\u0007\u000B\u000Cc\u202E')).toBe('a\tbc');
    expect(cleanText('\n  hallo \n')).toBe('hallo');
  });
});
