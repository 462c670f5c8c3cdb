import { describe, expect, it } from 'vitest';
import {
  isJa,
  kvkDateToIso,
  linkHref,
  mapBasisprofiel,
  mapZoekenResponse,
  normalisePostcode,
  normaliseWhitespace,
  pickAdres,
  toAdres,
  toAdressen,
  type KvkAdresIn,
} from './kvk.mapping.ts';
import { ZKvkDetail } from './lookup.schema.ts';
import { BASISPROFIEL_69599084, BASISPROFIEL_90000749, ZOEKEN_69599084 } from '../../../test/kvk-fixtures.ts';

const POSTBUS: KvkAdresIn = {
  type: 'correspondentieadres',
  indAfgeschermd: 'Nee',
  volledigAdres: 'Postbus 200                         1000AE Rommeldam',
  straatnaam: 'Postbus',
  postbusnummer: 200,
  postcode: '1000AE',
  plaats: 'Rommeldam',
  land: 'Nederland',
};
const BEZOEK_LOLLUM: KvkAdresIn = {
  type: 'bezoekadres',
  indAfgeschermd: 'Nee',
  straatnaam: 'Hizzaarderlaan',
  huisnummer: 3,
  huisnummerToevoeging: 'A',
  postcode: '8823SJ',
  plaats: 'Lollum',
  land: 'Nederland',
};
const SHIELDED: KvkAdresIn = { type: 'bezoekadres', indAfgeschermd: 'Ja' };

describe('kvkDateToIso', () => {
  it.each([
    ['20170710', '2017-07-10'],
    ['2017-07-10', '2017-07-10'],
    [' 20000229 ', '2000-02-29'],
    ['20150600', null],
    ['20150000', null],
    ['00000000', null],
    ['20170230', null],
    ['20171301', null],
    ['19000229', null],
    ['2017071', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['onbekend', null],
  ])('%j → %j', (raw, iso) => {
    expect(kvkDateToIso(raw)).toBe(iso);
  });
});

describe('small helpers', () => {
  it.each([
    [
      'Abebe Bikilalaan 17 M                                 1034WL Amsterdam',
      'Abebe Bikilalaan 17 M 1034WL Amsterdam',
    ],
    ['  a\t\nb  ', 'a b'],
    [null, ''],
  ])('normaliseWhitespace(%j) = %j', (raw, out) => {
    expect(normaliseWhitespace(raw)).toBe(out);
  });

  it.each([
    ['1034WL', '1034WL'],
    ['1034 wl', '1034WL'],
    [' 1034  WL ', '1034WL'],
    ['B-1000', 'B-1000'],
    [null, ''],
  ])('normalisePostcode(%j) = %j', (raw, out) => {
    expect(normalisePostcode(raw)).toBe(out);
  });

  it.each([
    ['Ja', true],
    ['ja', true],
    [true, true],
    ['Nee', false],
    [false, false],
    [null, false],
    ['', false],
  ] as const)('isJa(%j) = %j', (v, out) => {
    expect(isJa(v)).toBe(out);
  });

  it('linkHref reads both HAL styles', () => {
    expect(linkHref([{ rel: 'self', href: 'https://a' }], 'self')).toBe('https://a');
    expect(linkHref({ basisprofiel: { href: 'https://b' } }, 'basisprofiel')).toBe('https://b');
    expect(linkHref(undefined, 'self')).toBeUndefined();
  });
});

describe('toAdres', () => {
  it.each<[string, KvkAdresIn, { straat: string; plaats: string; postcode: string }]>([
    [
      'straat + huisnummer + huisletter',
      { straatnaam: 'Abebe Bikilalaan', huisnummer: 17, huisletter: 'M', postcode: '1034WL', plaats: 'Amsterdam' },
      { straat: 'Abebe Bikilalaan 17 M', plaats: 'Amsterdam', postcode: '1034WL' },
    ],
    ['huisnummertoevoeging', BEZOEK_LOLLUM, { straat: 'Hizzaarderlaan 3 A', plaats: 'Lollum', postcode: '8823SJ' }],
    [
      'letter and toevoeging',
      {
        straatnaam: 'Kade',
        huisnummer: 1,
        huisletter: 'b',
        huisnummerToevoeging: '2',
        postcode: '1000AA',
        plaats: 'X',
      },
      { straat: 'Kade 1 b 2', plaats: 'X', postcode: '1000AA' },
    ],
    [
      'aanduiding bij huisnummer',
      { straatnaam: 'Kade', aanduidingBijHuisnummer: 't/o', huisnummer: 4, plaats: 'X' },
      { straat: 'Kade t/o 4', plaats: 'X', postcode: '' },
    ],
    ['postbus', POSTBUS, { straat: 'Postbus 200', plaats: 'Rommeldam', postcode: '1000AE' }],
    [
      'postbus without straatnaam',
      { postbusnummer: 25, postcode: '6026 zg', plaats: 'Sterksel' },
      { straat: 'Postbus 25', plaats: 'Sterksel', postcode: '6026ZG' },
    ],
    [
      'huisnummer as string',
      { straatnaam: 'Dorpsstraat', huisnummer: '7', plaats: 'Broek op Langedijk' },
      { straat: 'Dorpsstraat 7', plaats: 'Broek op Langedijk', postcode: '' },
    ],
    [
      'whitespace',
      { straatnaam: '  Lange   Nieuwstraat ', huisnummer: 30, postcode: ' 3512PH', plaats: 'Utrecht  ' },
      { straat: 'Lange Nieuwstraat 30', plaats: 'Utrecht', postcode: '3512PH' },
    ],
    [
      'shielded: only the plaats survives',
      {
        type: 'bezoekadres',
        indAfgeschermd: 'Ja',
        straatnaam: 'Geheim',
        huisnummer: 1,
        postcode: '1234AB',
        plaats: 'Sterksel',
      },
      { straat: '', plaats: 'Sterksel', postcode: '' },
    ],
    ['shielded without parts', SHIELDED, { straat: '', plaats: '', postcode: '' }],
    [
      'foreign address',
      {
        type: 'bezoekadres',
        indAfgeschermd: 'Nee',
        straatHuisnummer: 'Rue de Rivoli 1',
        postcodeWoonplaats: '75001 Paris',
        land: 'Frankrijk',
      },
      { straat: 'Rue de Rivoli 1', plaats: '75001 Paris, Frankrijk', postcode: '' },
    ],
  ])('%s', (_label, input, expected) => {
    expect(toAdres(input)).toEqual(expected);
  });
});

describe('pickAdres / toAdressen', () => {
  it('prefers the first non-shielded bezoekadres', () => {
    expect(pickAdres([POSTBUS, BEZOEK_LOLLUM])).toEqual({
      straat: 'Hizzaarderlaan 3 A',
      plaats: 'Lollum',
      postcode: '8823SJ',
    });
  });
  it('skips a shielded bezoekadres for the postbus', () => {
    expect(pickAdres([SHIELDED, POSTBUS])).toEqual({ straat: 'Postbus 200', plaats: 'Rommeldam', postcode: '1000AE' });
  });
  it('takes a shielded address that still has a plaats when nothing else is there', () => {
    expect(pickAdres([{ ...SHIELDED, plaats: 'Sterksel' }])).toEqual({ straat: '', plaats: 'Sterksel', postcode: '' });
  });
  it('empty strings when there is no address', () => {
    expect(pickAdres([])).toEqual({ straat: '', plaats: '', postcode: '' });
    expect(pickAdres([SHIELDED])).toEqual({ straat: '', plaats: '', postcode: '' });
    expect(pickAdres(undefined)).toEqual({ straat: '', plaats: '', postcode: '' });
  });
  it('lists every address with content, in order', () => {
    expect(toAdressen([POSTBUS, SHIELDED, BEZOEK_LOLLUM])).toEqual([
      { straat: 'Postbus 200', plaats: 'Rommeldam', postcode: '1000AE' },
      { straat: 'Hizzaarderlaan 3 A', plaats: 'Lollum', postcode: '8823SJ' },
    ]);
  });
});

describe('mapBasisprofiel', () => {
  it('maps the recorded 69599084 (eenmanszaak with hoofdvestiging) exactly', () => {
    expect(mapBasisprofiel(BASISPROFIEL_69599084)).toEqual({
      kvkNummer: '69599084',
      juridischeNaam: 'Test EMZ Dagobert',
      rechtsvorm: 'Eenmanszaak',
      formeleRegistratiedatum: '2017-07-10',
      adres: { straat: 'Abebe Bikilalaan 17 M', plaats: 'Amsterdam', postcode: '1034WL' },
      adressen: [{ straat: 'Abebe Bikilalaan 17 M', plaats: 'Amsterdam', postcode: '1034WL' }],
      sbiActiviteiten: [
        {
          sbiCode: '10110',
          sbiOmschrijving: 'Verwerking en conservering van vlees, met uitzondering van vlees van gevogelte',
          indHoofdactiviteit: 'Ja',
        },
        {
          sbiCode: '10120',
          sbiOmschrijving: 'Verwerking en conservering van vlees van gevogelte',
          indHoofdactiviteit: 'Nee',
        },
        { sbiCode: '10130', sbiOmschrijving: 'Vervaardiging van vleesproducten', indHoofdactiviteit: 'Nee' },
      ],
    });
  });

  it('maps the recorded 90000749 (VvE without hoofdvestiging): statutaireNaam, eigenaar addresses', () => {
    const detail = mapBasisprofiel(BASISPROFIEL_90000749);
    expect(detail).toMatchObject({
      juridischeNaam: 'Global Conron',
      rechtsvorm: 'Vereniging van Eigenaars',
      formeleRegistratiedatum: '2010-02-08',
      adres: { straat: 'Blaauwweg 163', plaats: 'Dordrecht', postcode: '3328XD' },
    });
    expect(detail.adressen).toHaveLength(1);
  });

  it('returns exactly the FIXED fields', () => {
    const detail = mapBasisprofiel(BASISPROFIEL_69599084);
    expect(Object.keys(detail).sort()).toEqual([
      'adres',
      'adressen',
      'formeleRegistratiedatum',
      'juridischeNaam',
      'kvkNummer',
      'rechtsvorm',
      'sbiActiviteiten',
    ]);
    expect(ZKvkDetail.strict().safeParse(detail).success).toBe(true);
  });

  it.each([
    [
      'statutaireNaam wins over naam',
      { statutaireNaam: 'Test BV Donald B.V.', naam: 'Test BV Donald' },
      'juridischeNaam',
      'Test BV Donald B.V.',
    ],
    [
      'blank statutaireNaam falls back to naam',
      { statutaireNaam: '  ', naam: 'Test BV Donald' },
      'juridischeNaam',
      'Test BV Donald',
    ],
    ['null statutaireNaam falls back to naam', { statutaireNaam: null }, 'juridischeNaam', 'Test EMZ Dagobert'],
    ['month 00 → empty date', { formeleRegistratiedatum: '20150600' }, 'formeleRegistratiedatum', ''],
    ['missing date → empty', { formeleRegistratiedatum: undefined }, 'formeleRegistratiedatum', ''],
  ])('%s', (_label, patch, field, value) => {
    const detail = mapBasisprofiel({ ...BASISPROFIEL_69599084, ...patch });
    expect(detail[field as keyof typeof detail]).toEqual(value);
  });

  it('rechtsvorm falls back to uitgebreideRechtsvorm, and to "" without an eigenaar', () => {
    const embedded = BASISPROFIEL_69599084._embedded;
    const noShort = {
      ...BASISPROFIEL_69599084,
      _embedded: { ...embedded, eigenaar: { uitgebreideRechtsvorm: 'Besloten Vennootschap met gewone structuur' } },
    };
    expect(mapBasisprofiel(noShort).rechtsvorm).toBe('Besloten Vennootschap met gewone structuur');
    const noOwner = { ...BASISPROFIEL_69599084, _embedded: { hoofdvestiging: embedded.hoofdvestiging } };
    expect(mapBasisprofiel(noOwner).rechtsvorm).toBe('');
  });

  it('hoofdvestiging addresses win over eigenaar addresses; postbus + shielded handled', () => {
    const json = {
      ...BASISPROFIEL_69599084,
      _embedded: {
        hoofdvestiging: { adressen: [POSTBUS, SHIELDED] },
        eigenaar: { rechtsvorm: 'Besloten Vennootschap', adressen: [BEZOEK_LOLLUM] },
      },
    };
    const detail = mapBasisprofiel(json);
    expect(detail.adres).toEqual({ straat: 'Postbus 200', plaats: 'Rommeldam', postcode: '1000AE' });
    expect(detail.adressen).toEqual([{ straat: 'Postbus 200', plaats: 'Rommeldam', postcode: '1000AE' }]);
  });

  it('no addresses at all → empty adres and []', () => {
    const detail = mapBasisprofiel({
      kvkNummer: '90002520',
      naam: 'Kerk',
      _embedded: { eigenaar: { rechtsvorm: 'Kerkgenootschap' } },
    });
    expect(detail).toMatchObject({
      adres: { straat: '', plaats: '', postcode: '' },
      adressen: [],
      sbiActiviteiten: [],
    });
  });

  it('accepts both links styles and odd link shapes', () => {
    const halObject = { ...BASISPROFIEL_69599084, links: undefined, _links: { self: { href: 'https://x' } } };
    expect(mapBasisprofiel(halObject).kvkNummer).toBe('69599084');
    const odd = { ...BASISPROFIEL_69599084, links: 'not-a-link-list' };
    expect(mapBasisprofiel(odd).kvkNummer).toBe('69599084');
  });

  it.each([
    ['not an object', 'garbage'],
    ['null', null],
    ['no kvkNummer', { naam: 'X' }],
    ['kvkNummer not 8 digits', { ...BASISPROFIEL_69599084, kvkNummer: '123' }],
    ['sbiActiviteiten not a list', { ...BASISPROFIEL_69599084, sbiActiviteiten: 'x' }],
  ])('throws on unusable input: %s', (_label, json) => {
    expect(() => mapBasisprofiel(json)).toThrow();
  });
});

describe('mapZoekenResponse', () => {
  const recorded = ZOEKEN_69599084;

  it('passes the recorded page through without links', () => {
    expect(mapZoekenResponse(recorded, { pagina: 1, resultatenPerPagina: 10 })).toEqual({
      pagina: 1,
      resultatenPerPagina: 10,
      totaal: 2,
      resultaten: [
        {
          kvkNummer: '69599084',
          naam: 'Test EMZ Nevenvestiging Govert',
          type: 'nevenvestiging',
          adres: { binnenlandsAdres: { straatnaam: 'Geneinde', plaats: 'Maastricht' } },
        },
        {
          kvkNummer: '69599084',
          naam: 'Test EMZ Dagobert',
          type: 'hoofdvestiging',
          adres: { binnenlandsAdres: { straatnaam: 'Abebe Bikilalaan', plaats: 'Amsterdam' } },
        },
      ],
    });
  });

  it('fills missing paging from the request and maps a foreign or missing address to strings', () => {
    const page = mapZoekenResponse(
      {
        resultaten: [
          { kvkNummer: '55505201', naam: 'Company Newtex', type: 'rechtspersoon' },
          {
            kvkNummer: '90000102',
            naam: 'X',
            type: 'hoofdvestiging',
            adres: {
              buitenlandsAdres: { straatHuisnummer: 'Rue 1', postcodeWoonplaats: '75001 Paris', land: 'Frankrijk' },
            },
          },
        ],
      },
      { pagina: 3, resultatenPerPagina: 5 },
    );
    expect(page).toMatchObject({ pagina: 3, resultatenPerPagina: 5, totaal: 2 });
    expect(page.resultaten.map((r) => r.adres.binnenlandsAdres)).toEqual([
      { straatnaam: '', plaats: '' },
      { straatnaam: 'Rue 1', plaats: '75001 Paris' },
    ]);
  });

  it('throws on garbage', () => {
    expect(() => mapZoekenResponse({ resultaten: 'x' }, { pagina: 1, resultatenPerPagina: 10 })).toThrow();
    expect(() =>
      mapZoekenResponse({ resultaten: [{ naam: 'geen nummer' }] }, { pagina: 1, resultatenPerPagina: 10 }),
    ).toThrow();
  });
});
