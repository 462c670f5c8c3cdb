import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('leaves text without links alone, markup included', () => {
    expect(linkify('Hallo <b>daar</b> & <script>alert(1)</script>')).toEqual([
      { type: 'text', value: 'Hallo <b>daar</b> & <script>alert(1)</script>' },
    ]);
    expect(linkify('')).toEqual([]);
  });
  it('finds http(s) links and keeps sentence punctuation outside', () => {
    expect(linkify('Zie https://www.kvk.nl/zoeken/?q=1. Of http://x.nl, toch?')).toEqual([
      { type: 'text', value: 'Zie ' },
      { type: 'link', value: 'https://www.kvk.nl/zoeken/?q=1', href: 'https://www.kvk.nl/zoeken/?q=1' },
      { type: 'text', value: '. Of ' },
      { type: 'link', value: 'http://x.nl', href: 'http://x.nl/' },
      { type: 'text', value: ', toch?' },
    ]);
  });
  it('keeps a parenthesis that belongs to the URL', () => {
    expect(linkify('(https://nl.wikipedia.org/wiki/Hypotheek_(lening))')[1]).toEqual({
      type: 'link',
      value: 'https://nl.wikipedia.org/wiki/Hypotheek_(lening)',
      href: 'https://nl.wikipedia.org/wiki/Hypotheek_(lening)',
    });
  });
  it('never links other schemes', () => {
    for (const s of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://x.nl', 'mailto:a@b.nl'])
      expect(linkify(s).every((x) => x.type === 'text')).toBe(true);
    expect(linkify('"https://x.nl"onmouseover="alert(1)"').find((x) => x.type === 'link')).toEqual({
      type: 'link',
      value: 'https://x.nl',
      href: 'https://x.nl/',
    });
  });
});
