import { describe, expect, it } from 'vitest';
import { bronHref, viewerParams, viewerQuery } from './document-page-link.rules.ts';

const lezing = {
  boekjaren: [
    {
      jaar: 2025,
      velden: {
        vlottendeActiva: {
          pagina: 3,
          tekst: 'Vlottende activa 63.602 51.200',
          positie: { x: 56.72, y: 231.26, breedte: 470.04, hoogte: 10 },
        },
        eigenVermogen: { tekst: 'jenv-bw2-i:Equity (context c2025: 2025-12-31)' },
      },
    },
  ],
};
const query = (href: string) => viewerQuery(Object.fromEntries(new URL(href, 'http://x').searchParams));

describe('bronHref, viewerQuery and viewerParams', () => {
  it('a PDF source links to the viewer by year and field; page, line and box come from the reading', () => {
    const href = bronHref('doc 1', 2025, 'vlottendeActiva', { pagina: 3 });
    expect(href).toBe('/documenten/doc%201?jaar=2025&veld=vlottendeActiva');
    expect(viewerParams(query(href), lezing)).toEqual({
      pagina: 3,
      positie: { x: 56.72, y: 231.26, breedte: 470.04, hoogte: 10 },
      regel: 'Vlottende activa 63.602 51.200',
    });
  });

  it('an XBRL source (no page) opens the document itself', () => {
    expect(bronHref('d1', 2025, 'eigenVermogen', {})).toBe('/api/documents/d1?inline=1');
  });

  it('text and a box in the query draw nothing: only what the reading holds is marked', () => {
    const crafted = query(
      '/documenten/d1?pagina=2&x=10&y=10&b=300&h=40&regel=Goedgekeurd+door+de+bank&markeer=Goedgekeurd',
    );
    expect(viewerParams(crafted, lezing)).toEqual({ pagina: 1, positie: null, regel: null });
    // a year or field the reading does not have, or an unknown field: page 1, unmarked
    expect(viewerParams(query('/documenten/d1?jaar=2024&veld=vlottendeActiva'), lezing).regel).toBeNull();
    expect(viewerQuery({ jaar: '2025', veld: 'toString' })).toEqual({ jaar: 2025, veld: null });
    expect(viewerQuery({ jaar: ['20255'], veld: ['balanstotaal', 'x'] })).toEqual({ jaar: null, veld: 'balanstotaal' });
    // a source without a page (XBRL) or no reading at all: nothing to mark
    expect(viewerParams(query('/documenten/d1?jaar=2025&veld=eigenVermogen'), lezing)).toEqual({
      pagina: 1,
      positie: null,
      regel: null,
    });
    expect(viewerParams(query('/documenten/d1?jaar=2025&veld=vlottendeActiva'), null).positie).toBeNull();
  });
});
