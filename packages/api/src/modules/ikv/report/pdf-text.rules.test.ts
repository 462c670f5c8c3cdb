import { describe, expect, it } from 'vitest';
import { HOSTILE_STRINGS, longWord } from '@ikv/db/hostile-strings';
import { breakLongWord, cut, fontCanDraw, pdfText, WORD_PIECE } from './pdf-text.rules.ts';

describe('pdfText', () => {
  it('keeps what the font draws, markup included, literally', () => {
    expect(pdfText('<script>alert(1)</script> & "><img src=x>')).toBe('<script>alert(1)</script> & "><img src=x>');
    expect(pdfText('Zoë Ørsted-Łukasz € 1.234,56 — “quote”')).toBe('Zoë Ørsted-Łukasz € 1.234,56 — “quote”');
    expect(pdfText('Ελένη Иван')).toBe('Ελένη Иван');
  });
  it('never prints a different letter: characters the font lacks become ?', () => {
    expect(pdfText('\u05E9\u05DC\u05D5\u05DD')).toBe('????');
    expect(pdfText('王 😀')).toBe('? ?');
    expect(fontCanDraw(0x5e9)).toBe(false);
    expect(fontCanDraw(0xe9)).toBe(true);
  });
  it('drops direction marks, overrides and controls; keeps line breaks', () => {
    expect(pdfText('abc\u200Fdef\u202Eghi')).toBe('abcdefghi');
    expect(pdfText('a\r\nb\tc\u0007d\u0000e')).toBe('a\nb cde');
    // eslint-disable-next-line no-control-regex -- control characters are what this looks for
    const controls = /[\u0000-\u0009\u000B-\u001F\u200E\u200F\u202A-\u202E]/;
    for (const h of HOSTILE_STRINGS) expect(pdfText(h.value), h.name).not.toMatch(controls);
  });
});

describe('long words and names', () => {
  it('a normal word stays whole, a very long one may break into pieces', () => {
    expect(breakLongWord('Inkomensverklaring')).toEqual(['Inkomensverklaring']);
    const pieces = breakLongWord(longWord(200));
    expect(pieces.join('')).toBe(longWord(200));
    expect(pieces.every((p) => p.length <= WORD_PIECE)).toBe(true);
  });
  it('cuts a one-line name with an ellipsis, at a space when close by', () => {
    expect(cut('Bakkerij', 50)).toBe('Bakkerij');
    expect(cut('W'.repeat(200), 50)).toBe(`${'W'.repeat(49)}…`);
    expect(cut('Bakkerij de Gouden Korenschoof van de familie Jansen en zonen', 50)).toBe(
      'Bakkerij de Gouden Korenschoof van de familie…',
    );
  });
});
