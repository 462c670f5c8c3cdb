import { describe, expect, it } from 'vitest';
import { bronHref, viewerParams } from './document-page-link.rules.ts';

describe('bronHref and viewerParams', () => {
  it('a PDF source links to the viewer at its page with the rectangle and the line, and reads back', () => {
    const href = bronHref('doc 1', {
      pagina: 3,
      tekst: 'Vlottende activa 63.602 51.200',
      positie: { x: 56.72, y: 231.26, breedte: 470.04, hoogte: 10 },
    });
    expect(href).toBe('/documenten/doc%201?pagina=3&x=56.7&y=231.3&b=470&h=10&regel=Vlottende+activa+63.602+51.200');
    const q = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(viewerParams(q)).toEqual({
      pagina: 3,
      positie: { x: 56.7, y: 231.3, breedte: 470, hoogte: 10 },
      regel: 'Vlottende activa 63.602 51.200',
    });
  });

  it('an XBRL source (no page) opens the document itself', () => {
    expect(bronHref('d1', { tekst: 'jenv-bw2-i:Equity (context c2025: 2025-12-31)' })).toBe(
      '/api/documents/d1?inline=1',
    );
  });

  it('bad or partial queries fall back: page 1, no rectangle', () => {
    expect(viewerParams({ pagina: '0', x: '1', y: '2', b: '3' })).toEqual({ pagina: 1, positie: null, regel: null });
    expect(viewerParams({ pagina: '2.5', x: '-1', y: '2', b: '3', h: '4' })).toEqual({
      pagina: 1,
      positie: null,
      regel: null,
    });
    expect(viewerParams({ pagina: '301' }).pagina).toBe(1);
    expect(viewerParams({ pagina: ['4', '5'], x: '1e3', y: '2', b: '3', h: '4' })).toEqual({
      pagina: 4,
      positie: null,
      regel: null,
    });
    expect(viewerParams({ pagina: '4', x: '1', y: '2', b: '0', h: '4' }).positie).toBeNull();
  });
});
