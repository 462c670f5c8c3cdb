import { describe, expect, it } from 'vitest';
import { xbrlInstance } from '../../test/corpus/corpus.ts';
import { readDocument } from '../read-document.ts';
import { readXbrl } from './read-xbrl.ts';
import { looksLikeIxbrl, looksLikeXbrl } from './sniff.ts';
import { children, parseXml, textContent, XbrlRefused } from './xml.ts';

const enc = (s: string) => new TextEncoder().encode(s);
const HEAD = '<?xml version="1.0"?>';
const ROOT = (inner: string) => `<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance">${inner}</xbrli:xbrl>`;
const NT = 'http://www.nltaxonomie.nl/nt19/jenv/20241211/dictionary/jenv-bw2-data';

/** A KvK-style instance: contexts with the basis-of-preparation and statements-type dimensions. */
function kvk(facts: string, contexts: string): Uint8Array {
  return enc(`${HEAD}<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:xbrldi="http://xbrl.org/2006/xbrldi"
  xmlns:iso4217="http://www.xbrl.org/2003/iso4217" xmlns:j="${NT}"
  xmlns:dim="http://www.nltaxonomie.nl/nt19/jenv/20241211/dictionary/jenv-bw2-axes"
  xmlns:dm="http://www.nltaxonomie.nl/nt19/jenv/20241211/dictionary/jenv-bw2-domains">
  <xbrli:unit id="EUR"><xbrli:measure>iso4217:EUR</xbrli:measure></xbrli:unit>
  ${contexts}${facts}</xbrli:xbrl>`);
}
const ctx = (id: string, date: string, members: [string, string][]) =>
  `<xbrli:context id="${id}"><xbrli:entity><xbrli:identifier scheme="http://www.kvk.nl/kvk-id">1</xbrli:identifier></xbrli:entity>` +
  `<xbrli:period><xbrli:instant>${date}</xbrli:instant></xbrli:period>` +
  (members.length
    ? `<xbrli:scenario>${members.map(([a, m]) => `<xbrldi:explicitMember dimension="dim:${a}">dm:${m}</xbrldi:explicitMember>`).join('')}</xbrli:scenario>`
    : '') +
  `</xbrli:context>`;
const fact = (concept: string, c: string, v: number) =>
  `<j:${concept} contextRef="${c}" unitRef="EUR" decimals="0">${v}</j:${concept}>`;

describe('XBRL instances as the KvK receives them', () => {
  it('reads the balance concepts per balance date, with concept and context as text', () => {
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

  it('a balance date of 30 June belongs to the year it falls in; 1 January is the end of the year before', () => {
    expect(readXbrl(xbrlInstance(8, 2024, '06-30').bytes).boekjaren.map((b) => b.jaar)).toEqual([2024, 2023]);
    const r = readXbrl(kvk(fact('Equity', 'o', 5), ctx('o', '2025-01-01', [])));
    expect(r.boekjaren.map((b) => b.jaar)).toEqual([2024]);
  });

  it('accepts Commercial + Separate (every fact of a KvK filing carries them) and checks assets = equity and liabilities', () => {
    const members: [string, string][] = [
      ['BasisOfPreparationAxis', 'CommercialMember'],
      ['FinancialStatementsTypeAxis', 'SeparateMember'],
    ];
    const r = readXbrl(
      kvk(
        fact('Equity', 'cs', 2_290_000) +
          fact('Assets', 'cs', 3_590_000) +
          fact('EquityAndLiabilities', 'cs', 3_590_000) +
          fact('AssetsCurrent', 'cs', 655_000) +
          fact('AssetsNoncurrent', 'cs', 2_935_000),
        ctx('cs', '2016-12-31', members),
      ),
    );
    expect(r.boekjaren[0]!.velden).toMatchObject({
      eigenVermogen: { waarde: 2_290_000 },
      balanstotaal: { waarde: 3_590_000 },
      vlottendeActiva: { waarde: 655_000 },
    });
    expect(r.controles).toEqual([
      { jaar: 2016, soort: 'ACTIVA_IS_PASSIVA', uitkomst: 'KLOPT', tekst: 'totaal activa = totaal passiva: 3.590.000' },
      {
        jaar: 2016,
        soort: 'SOM_POSTEN',
        uitkomst: 'KLOPT',
        tekst: 'totaal activa = vaste activa + vlottende activa: 3.590.000',
      },
    ]);
  });

  it('prefers the separate statements; takes the consolidated ones only when that is all, and says so; refuses fiscal and other members', () => {
    const both = readXbrl(
      kvk(
        fact('Equity', 's', 100) + fact('Equity', 'c', 900) + fact('Equity', 'f', 777),
        ctx('s', '2025-12-31', [['FinancialStatementsTypeAxis', 'SeparateMember']]) +
          ctx('c', '2025-12-31', [['FinancialStatementsTypeAxis', 'ConsolidatedMember']]) +
          ctx('f', '2025-12-31', [['BasisOfPreparationAxis', 'FiscalMember']]),
      ),
    );
    expect(both.boekjaren[0]!.velden.eigenVermogen!.waarde).toBe(100);
    expect(both.meldingen).toEqual([]);
    const group = readXbrl(
      kvk(fact('Equity', 'c', 900), ctx('c', '2025-12-31', [['FinancialStatementsTypeAxis', 'ConsolidatedMember']])),
    );
    expect(group.boekjaren[0]!.velden.eigenVermogen!.waarde).toBe(900);
    expect(group.meldingen.map((m) => m.code)).toEqual(['XBRL_GECONSOLIDEERD']);
    for (const member of [
      ['BasisOfPreparationAxis', 'FiscalMember'],
      ['BasisOfPreparationAxis', 'SeparateMember'],
      ['ComponentsOfEquityAxis', 'ShareCapitalMember'],
    ] as [string, string][]) {
      const r = readXbrl(kvk(fact('Equity', 'x', 5), ctx('x', '2025-12-31', [member])));
      expect(r.status, member.join('=')).toBe('NIET_HERKEND');
    }
  });

  it('two different amounts for one concept and year: left out with a melding', () => {
    const r = readXbrl(
      kvk(
        fact('Equity', 'a', 100) + fact('Equity', 'b', 200) + fact('Assets', 'a', 300),
        ctx('a', '2025-12-31', []) + ctx('b', '2025-12-31', []),
      ),
    );
    expect(r.boekjaren[0]!.velden).toEqual({
      balanstotaal: { waarde: 300, tekst: 'j:Assets (context a: 2025-12-31)' },
    });
    expect(r.meldingen.map((m) => m.code)).toEqual(['TEGENSTRIJDIGE_BEDRAGEN']);
  });

  it('total assets that differ from total equity and liabilities: both left out, the melding names the check', () => {
    const r = readXbrl(
      kvk(
        fact('Assets', 'a', 1000) + fact('EquityAndLiabilities', 'a', 999) + fact('Equity', 'a', 400),
        ctx('a', '2025-12-31', []),
      ),
    );
    expect(r.boekjaren[0]!.velden).toEqual({ eigenVermogen: expect.objectContaining({ waarde: 400 }) });
    expect(r.meldingen[0]!.code).toBe('SOM_KLOPT_NIET');
    expect(r.meldingen[0]!.nl).toContain('totaal activa = totaal passiva');
    expect(r.controles![0]).toMatchObject({ soort: 'ACTIVA_IS_PASSIVA', uitkomst: 'KLOPT_NIET' });
  });

  it('is recognised by content', () => {
    expect(looksLikeXbrl(xbrlInstance(7, 2025).bytes)).toBe(true);
    expect(looksLikeXbrl(enc(`${HEAD}<html><body>xbrl</body></html>`))).toBe(false);
  });
});

const IXNS = 'http://www.xbrl.org/2013/inlineXBRL';
/** A UK micro-entity balance sheet in inline XBRL (uk-core), the way Companies House software prints it. */
function ukMicro(opts: { equitySign?: string; creditorsShown?: 'brackets' | 'plain'; equityShown?: string } = {}) {
  const eq = opts.equityShown ?? '(';
  const close = eq === '(' ? ')' : '';
  const cred = opts.creditorsShown === 'plain' ? ['', ''] : ['(', ')'];
  return enc(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="${IXNS}" xmlns:ixt2="http://www.xbrl.org/inlineXBRL/transformation/2011-07-31"
 xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:xbrldi="http://xbrl.org/2006/xbrldi" xmlns:iso4217="http://www.xbrl.org/2003/iso4217"
 xmlns:uk-core="http://xbrl.frc.org.uk/fr/2014-09-01/core">
<head><title>Micro-entity accounts &amp; notes</title></head><body>
<div style="display:none"><ix:header><ix:resources>
 <xbrli:context id="c"><xbrli:entity><xbrli:identifier scheme="x">1</xbrli:identifier></xbrli:entity><xbrli:period><xbrli:instant>2017-10-31</xbrli:instant></xbrli:period></xbrli:context>
 <xbrli:context id="c1y"><xbrli:entity><xbrli:identifier scheme="x">1</xbrli:identifier></xbrli:entity><xbrli:period><xbrli:instant>2017-10-31</xbrli:instant></xbrli:period>
  <xbrli:scenario><xbrldi:explicitMember dimension="uk-core:MaturitiesOrExpirationPeriodsDimension">uk-core:WithinOneYear</xbrldi:explicitMember></xbrli:scenario></xbrli:context>
 <xbrli:unit id="GBP"><xbrli:measure>iso4217:GBP</xbrli:measure></xbrli:unit>
</ix:resources></ix:header></div>
<table>
<tr><td>Current assets</td><td><div><ix:nonFraction contextRef="c" name="uk-core:CurrentAssets" unitRef="GBP" decimals="0" format="ixt2:numdotdecimal">2,909</ix:nonFraction></div></td></tr>
<tr><td>Creditors: amounts falling due within one year</td><td><div>${cred[0]}<ix:nonFraction contextRef="c1y" name="uk-core:Creditors" unitRef="GBP" decimals="0" format="ixt2:numdotdecimal">6,719</ix:nonFraction><span>${cred[1]}</span></div></td></tr>
<tr><td>Net current liabilities</td><td><div>(<ix:nonFraction contextRef="c" name="uk-core:NetCurrentAssetsLiabilities" unitRef="GBP" decimals="0" format="ixt2:numdotdecimal">3,810</ix:nonFraction><span>)</span></div></td></tr>
<tr><td>Total assets less current liabilities</td><td><div>(<ix:nonFraction contextRef="c" name="uk-core:TotalAssetsLessCurrentLiabilities" unitRef="GBP" decimals="0" format="ixt2:numdotdecimal">3,810</ix:nonFraction><span>)</span></div></td></tr>
<tr><td>Net liabilities</td><td><div>(<ix:nonFraction contextRef="c" name="uk-core:NetAssetsLiabilities" unitRef="GBP" decimals="0" format="ixt2:numdotdecimal">3,810</ix:nonFraction><span>)</span></div></td></tr>
<tr><td>Reserves</td><td><div>${eq}<ix:nonFraction contextRef="c" name="uk-core:Equity" unitRef="GBP" decimals="0" format="ixt2:numdotdecimal"${opts.equitySign ? ` sign="${opts.equitySign}"` : ''}>3,810</ix:nonFraction><span>${close}</span></div></td></tr>
</table></body></html>`);
}

describe('inline XBRL (iXBRL)', () => {
  it('is recognised by content: an XHTML root with the ix namespace; plain HTML is not', () => {
    expect(looksLikeIxbrl(ukMicro())).toBe(true);
    expect(looksLikeIxbrl(enc('<!DOCTYPE html><html><body><p>ix:nonFraction</p></body></html>'))).toBe(false);
    expect(looksLikeIxbrl(enc('<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>'))).toBe(false);
  });

  it('a negative figure tagged without its sign: the printed sign is taken because the balance sheet adds up with it', async () => {
    const r = await readDocument(ukMicro());
    expect(r.status).toBe('GELEZEN');
    expect(r.bron).toBe('XBRL');
    expect(r.boekjaren[0]!.velden).toMatchObject({
      vlottendeActiva: { waarde: 2909 },
      kortlopendeSchulden: { waarde: 6719 },
      eigenVermogen: { waarde: -3810 },
    });
    expect(r.meldingen.map((m) => m.code)).toEqual(['TEKEN_UIT_DRUK', 'VALUTA_NIET_EURO']);
    expect(r.controles!.every((c) => c.uitkomst === 'KLOPT')).toBe(true);
    expect(r.controles!.map((c) => c.tekst)).toContain(
      'netto vlottende activa = vlottende activa − kortlopende schulden: −3.810',
    );
  });

  it('the same filing tagged correctly (sign="-") reads the same, without a melding about the sign', () => {
    const doc = new TextDecoder()
      .decode(ukMicro())
      .replace(
        /(name="uk-core:(?:NetCurrentAssetsLiabilities|TotalAssetsLessCurrentLiabilities|NetAssetsLiabilities|Equity)")/g,
        '$1 sign="-"',
      );
    const r = readXbrl(enc(doc));
    expect(r.boekjaren[0]!.velden.eigenVermogen!.waarde).toBe(-3810);
    expect(r.meldingen.map((m) => m.code)).toEqual(['VALUTA_NIET_EURO']);
  });

  it('a sign the arithmetic cannot settle is left out, never guessed', () => {
    // equity printed negative but tagged positive, and nothing else in the filing to check it against
    const doc = new TextDecoder()
      .decode(ukMicro())
      .replace(
        /<tr><td>(?:Current assets|Creditors|Net current|Total assets less|Net liabilities)[\s\S]*?<\/tr>\n/g,
        '',
      );
    const r = readXbrl(enc(doc));
    expect(r.status).toBe('NIET_HERKEND');
    expect(r.meldingen.map((m) => m.code)).toContain('TEKEN_ONZEKER');
  });

  it('scale, sign and the registry formats: thousands with spaces, comma decimals, a dash for zero; an unknown format is skipped', () => {
    const html = (body: string) =>
      enc(`<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="${IXNS}" xmlns:ixt="http://www.xbrl.org/inlineXBRL/transformation/2020-02-12"
 xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:iso4217="http://www.xbrl.org/2003/iso4217" xmlns:j="${NT}"><body>
<ix:header><ix:resources><xbrli:context id="c"><xbrli:entity><xbrli:identifier scheme="x">1</xbrli:identifier></xbrli:entity><xbrli:period><xbrli:instant>2025-12-31</xbrli:instant></xbrli:period></xbrli:context>
<xbrli:unit id="EUR"><xbrli:measure>iso4217:EUR</xbrli:measure></xbrli:unit></ix:resources></ix:header>${body}</body></html>`);
    const r = readXbrl(
      html(`<p><ix:nonFraction name="j:Assets" contextRef="c" unitRef="EUR" scale="3" format="ixt:num-dot-decimal">2 757 789</ix:nonFraction></p>
<p><ix:nonFraction name="j:EquityAndLiabilities" contextRef="c" unitRef="EUR" scale="3" format="ixt:num-dot-decimal">2,757,789</ix:nonFraction></p>
<p><ix:nonFraction name="j:AssetsCurrent" contextRef="c" unitRef="EUR" format="ixt:num-comma-decimal">1.130.800,50</ix:nonFraction></p>
<p><ix:nonFraction name="j:IntangibleAssets" contextRef="c" unitRef="EUR" format="ixt:fixed-zero">-</ix:nonFraction></p>
<p>-<ix:nonFraction name="j:Equity" contextRef="c" unitRef="EUR" sign="-" format="ixt:num-dot-decimal">12</ix:nonFraction></p>
<p><ix:nonFraction name="j:LiabilitiesCurrent" contextRef="c" unitRef="EUR" format="ixt:date-day-month-year">1</ix:nonFraction></p>`),
    );
    expect(r.boekjaren[0]!.velden).toMatchObject({
      balanstotaal: { waarde: 2_757_789_000, tekst: 'j:Assets (context c: 2025-12-31, × 1000)' },
      vlottendeActiva: { waarde: 1_130_800.5 },
      immaterieleActiva: { waarde: 0 },
      eigenVermogen: { waarde: -12 },
    });
    expect(r.boekjaren[0]!.velden.kortlopendeSchulden).toBeUndefined();
    expect(r.meldingen.map((m) => m.code)).toEqual(['XBRL_FORMAAT_ONBEKEND']);
    expect(r.controles!.map((c) => c.soort)).toEqual(['ACTIVA_IS_PASSIVA', 'SCHAAL']);
  });
});

describe('safe XML', () => {
  it.each([
    ['an external entity (XXE)', `${HEAD}<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${ROOT('&xxe;')}`],
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

  it('an external DTD is never loaded: the DOCTYPE line is skipped unread', () => {
    const r = readXbrl(enc(`${HEAD}<!DOCTYPE x SYSTEM "http://example.org/x.dtd">${ROOT('')}`));
    expect(r.status).toBe('NIET_HERKEND');
  });

  it('parses attributes, comments, CDATA, character references and HTML named characters without resolving anything', () => {
    const root = parseXml(`${HEAD}<r a="1 &amp; 2"><!-- c --><![CDATA[<x>]]>&#65;&#x42;&nbsp;&euro;</r>`);
    const r = children(root)[0]!;
    expect(r.attrs.a).toBe('1 & 2');
    expect(textContent(r)).toBe('<x>AB\u00a0€');
  });
});
