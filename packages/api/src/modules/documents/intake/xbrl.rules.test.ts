import { describe, expect, it } from 'vitest';
import { xbrlInstance } from './corpus/corpus.ts';
import { readDocument } from './read-document.ts';
import { looksLikeXbrl, parseXml, readXbrl, XbrlRefused } from './xbrl.rules.ts';

const enc = (s: string) => new TextEncoder().encode(s);
const HEAD = '<?xml version="1.0"?>';
const ROOT = (inner: string) => `<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance">${inner}</xbrli:xbrl>`;

describe('readXbrl', () => {
  it('reads the balance concepts per balance date, with concept and context as text; dimensional contexts are skipped', () => {
    const doc = xbrlInstance(7, 2025);
    const result = readXbrl(doc.bytes);
    expect(result.status).toBe('GELEZEN');
    expect(result.bron).toBe('XBRL');
    expect(result.boekjaren.map((b) => b.jaar)).toEqual([2025, 2024]);
    const y = result.boekjaren[0]!.velden;
    expect(y.eigenVermogen!.waarde).toBe(doc.truth.boekjaren['2025']!.eigenVermogen);
    expect(y.eigenVermogen!.tekst).toBe('jenv-bw2-i:Equity (context c2025: 2025-12-31)');
    expect(y.eigenVermogen!.pagina).toBeUndefined();
    expect(result.meldingen).toEqual([]);
  });

  it('a balance date of 30 June belongs to the year it falls in', () => {
    expect(readXbrl(xbrlInstance(8, 2024, '06-30').bytes).boekjaren.map((b) => b.jaar)).toEqual([2024, 2023]);
  });

  it('is recognised by content', () => {
    expect(looksLikeXbrl(xbrlInstance(7, 2025).bytes)).toBe(true);
    expect(looksLikeXbrl(enc(`${HEAD}<html><body>xbrl</body></html>`))).toBe(false);
  });

  it('two different amounts for one concept and year: left out with a melding', () => {
    const xml = `${HEAD}<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:j="http://www.nltaxonomie.nl/nt19/jenv/20241211/dictionary/jenv-bw2-data">
<xbrli:context id="a"><xbrli:period><xbrli:instant>2025-12-31</xbrli:instant></xbrli:period></xbrli:context>
<xbrli:context id="b"><xbrli:period><xbrli:instant>2025-12-31</xbrli:instant></xbrli:period></xbrli:context>
<xbrli:unit id="EUR"><xbrli:measure>iso4217:EUR</xbrli:measure></xbrli:unit>
<j:Equity contextRef="a" unitRef="EUR">100</j:Equity><j:Equity contextRef="b" unitRef="EUR">200</j:Equity><j:Assets contextRef="a" unitRef="EUR">300.50</j:Assets></xbrli:xbrl>`;
    const result = readXbrl(enc(xml));
    expect(result.boekjaren[0]!.velden).toEqual({
      balanstotaal: { waarde: 300.5, tekst: 'j:Assets (context a: 2025-12-31)' },
    });
    expect(result.meldingen.map((m) => m.code)).toEqual(['TEGENSTRIJDIGE_BEDRAGEN']);
  });
});

describe('safe XML', () => {
  it.each([
    ['an external entity (XXE)', `${HEAD}<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${ROOT('&xxe;')}`],
    ['an external DTD', `${HEAD}<!DOCTYPE x SYSTEM "http://example.org/x.dtd">${ROOT('')}`],
    [
      'an entity expansion bomb',
      `${HEAD}<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>${ROOT('&b;')}`,
    ],
    ['an undeclared entity', `${HEAD}${ROOT('&xxe;')}`],
    ['deep nesting', `${HEAD}${ROOT('<a>'.repeat(1000) + '</a>'.repeat(1000))}`],
    ['mismatched tags', `${HEAD}${ROOT('<a></b>')}`],
  ])('refuses %s', async (_name, xml) => {
    expect(() => readXbrl(enc(xml))).toThrow(XbrlRefused);
    expect((await readDocument(enc(xml))).status).toBe('MISLUKT');
  });

  it('parses attributes, comments, CDATA and character references without resolving anything', () => {
    const root = parseXml(`${HEAD}<r a="1 &amp; 2"><!-- c --><![CDATA[<x>]]>&#65;&#x42;</r>`);
    expect(root.children[0]!.attrs.a).toBe('1 & 2');
    expect(root.children[0]!.text).toBe('<x>AB');
  });
});
