import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../errors/domain-error.ts';
import { ZKvkDetail } from '../lookup.schema.ts';
import {
  createEmbeddedTestRegistry,
  EMBEDDED_ERROR_TRIGGERS,
  findTestRecord,
  nameMatches,
  searchTestRecords,
  searchWords,
  testRecordToDetail,
  testRegistryRecords,
} from './embedded-test-registry.ts';
import { createRegistry } from './index.ts';

const registry = createEmbeddedTestRegistry();

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    if (e instanceof DomainError) return e.code;
    throw e;
  }
  throw new Error('expected a DomainError');
}

describe('testdata.json', () => {
  const records = testRegistryRecords();

  it('has 21 records with unique 8-digit numbers', () => {
    expect(records).toHaveLength(21);
    expect(new Set(records.map((r) => r.kvkNummer)).size).toBe(21);
  });

  it.each(testRegistryRecords().map((r) => [r.kvkNummer, r] as const))(
    '%s maps to a valid detail record with the expected adres',
    (_nr, record) => {
      const detail = testRecordToDetail(record);
      expect(ZKvkDetail.strict().safeParse(detail).success).toBe(true);
      expect(detail.adres).toEqual(record.adres);
      expect(detail.formeleRegistratiedatum).toBe(record.formeleRegistratiedatum ?? '');
      expect(detail.adressen.length).toBeGreaterThan(0);
    },
  );

  it('is frozen: callers cannot change the registry', () => {
    const record = findTestRecord('69599084');
    expect(Object.isFrozen(record)).toBe(true);
    expect(Object.isFrozen(record?.eigenaren[0])).toBe(true);
  });

  it('keeps the richer data reachable', () => {
    expect(findTestRecord('90000064')?.eigenaren.map((e) => e.geslachtsnaam)).toEqual(['Sadowski', 'Seifert']);
    expect(findTestRecord('68750110')?.functionarissen[0]).toMatchObject({
      functie: 'Bestuurder',
      geslachtsnaam: 'Duck',
    });
    expect(findTestRecord('69599084')?.vestigingen).toHaveLength(2);
    expect(findTestRecord('12345678')).toBeUndefined();
  });
});

describe('embedded registry lookup', () => {
  it('69599084: the recorded eenmanszaak', async () => {
    expect(await registry.lookup('69599084')).toEqual({
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

  it('68750110: BV with postbus and bezoekadres, statutaireNaam as juridischeNaam', async () => {
    const detail = await registry.lookup('68750110');
    expect(detail).toMatchObject({ juridischeNaam: 'Test BV Donald', rechtsvorm: 'Besloten Vennootschap' });
    expect(detail.adressen).toEqual([
      { straat: 'Postbus 200', plaats: 'Rommeldam', postcode: '1000AE' },
      { straat: 'Hizzaarderlaan 3 A', plaats: 'Lollum', postcode: '8823SJ' },
    ]);
  });

  it('90001354: shielded bezoekadres → the postbus is shown, the shielded address left out', async () => {
    const detail = await registry.lookup('90001354');
    expect(detail.adres).toEqual({ straat: 'Postbus 25', plaats: 'Sterksel', postcode: '6026ZG' });
    expect(detail.adressen).toHaveLength(1);
  });

  it('returns a fresh object each time', async () => {
    const a = await registry.lookup('69599076');
    a.adressen.push({ straat: 'x', plaats: 'y', postcode: 'z' });
    expect((await registry.lookup('69599076')).adressen).toHaveLength(1);
  });

  it('unknown number → KVK_NOT_FOUND', async () => {
    expect(await codeOf(registry.lookup('12345678'))).toBe('KVK_NOT_FOUND');
  });

  it.each(EMBEDDED_ERROR_TRIGGERS.map((n) => [n]))('%s (KvK "Foutmelding") → REGISTRY_ERROR', async (nr) => {
    expect(await codeOf(registry.lookup(nr))).toBe('REGISTRY_ERROR');
  });

  it('a malformed number → VALIDATION_FAILED', async () => {
    expect(await codeOf(registry.lookup('1234'))).toBe('VALIDATION_FAILED');
  });
});

describe('search words', () => {
  it.each([
    ['Coöperatie B.V.', ['cooperatie', 'b', 'v']],
    ['  Sadowski & Seifert V.O.F. ', ['sadowski', 'seifert', 'v', 'o', 'f']],
    ["'s-Hertogenbosch", ['s', 'hertogenbosch']],
    ['', []],
  ])('searchWords(%j)', (s, words) => {
    expect(searchWords(s)).toEqual(words);
  });

  it.each([
    ['Test EMZ Dagobert', 'dagobert', true],
    ['Test EMZ Dagobert', 'DAGOBERT', true],
    ['Test EMZ Dagobert', 'Dágobért', true],
    ['Test EMZ Dagobert', 'dagober', false],
    ['Test EMZ Dagobert', 'test dagobert', true],
    ['Test EMZ Dagobert', 'test donald', false],
    ['Coöperatie Noord', 'cooperatie', true],
    ['Grand Joyflex B.V.', 'bv', false],
    ['Grand Joyflex B.V.', 'b.v.', true],
    ['Test EMZ Dagobert', '', false],
  ])('%j matches %j: %s', (name, query, expected) => {
    expect(nameMatches(name, searchWords(query))).toBe(expected);
  });
});

describe('embedded registry search', () => {
  it('finds rows per branch and names the matched name', async () => {
    const page = await registry.search('dagobert');
    expect(page).toEqual({
      pagina: 1,
      resultatenPerPagina: 10,
      totaal: 1,
      resultaten: [
        {
          kvkNummer: '69599084',
          naam: 'Test EMZ Dagobert',
          type: 'hoofdvestiging',
          adres: { binnenlandsAdres: { straatnaam: 'Abebe Bikilalaan', plaats: 'Amsterdam' } },
        },
      ],
    });
  });

  it('a nevenvestiging is found under its own name', async () => {
    const page = await registry.search('Govert');
    expect(page.resultaten).toEqual([
      {
        kvkNummer: '69599084',
        naam: 'Test EMZ Nevenvestiging Govert',
        type: 'nevenvestiging',
        adres: { binnenlandsAdres: { straatnaam: 'Geneinde', plaats: 'Maastricht' } },
      },
    ]);
  });

  it('a legal person appears as rechtspersoon and as its branches', async () => {
    const page = await registry.search('donald');
    expect(page.resultaten.map((r) => [r.kvkNummer, r.type])).toEqual([
      ['68750110', 'rechtspersoon'],
      ['68750110', 'hoofdvestiging'],
      ['68750110', 'nevenvestiging'],
    ]);
  });

  it('whole words only, all words must match', async () => {
    expect((await registry.search('dagober')).totaal).toBe(0);
    expect((await registry.search('test emz')).resultaten.every((r) => r.kvkNummer === '69599084')).toBe(true);
    expect((await registry.search('stichting')).resultaten.map((r) => r.kvkNummer)).toEqual([
      '69599068',
      '90000102',
      '90000358',
    ]);
  });

  it('no hit is an empty page, not an error', async () => {
    expect(await registry.search('bestaatniet', 2, 5)).toEqual({
      pagina: 2,
      resultatenPerPagina: 5,
      totaal: 0,
      resultaten: [],
    });
  });

  it('shielded address: no straatnaam, the branch plaats if known', async () => {
    const page = await registry.search('joyflex');
    expect(page.resultaten.find((r) => r.type === 'hoofdvestiging')?.adres.binnenlandsAdres).toEqual({
      straatnaam: 'Postbus',
      plaats: 'Sterksel',
    });
  });

  it('pages like Zoeken', () => {
    const all = testRegistryRecords();
    const first = searchTestRecords(all, 'test', 1, 3);
    const second = searchTestRecords(all, 'test', 2, 3);
    expect(first.totaal).toBeGreaterThan(6);
    expect(first.resultaten).toHaveLength(3);
    expect(second.resultaten).toHaveLength(3);
    expect(second.resultaten[0]).not.toEqual(first.resultaten[0]);
    const beyond = searchTestRecords(all, 'test', 100, 10);
    expect(beyond).toMatchObject({ pagina: 100, totaal: first.totaal, resultaten: [] });
  });

  it.each([
    ['blank naam', '  ', 1, 10],
    ['pagina 0', 'test', 0, 10],
    ['pagina 1001', 'test', 1001, 10],
    ['101 per page', 'test', 1, 101],
    ['fractional page', 'test', 1.5, 10],
  ])('%s → VALIDATION_FAILED', async (_label, naam, pagina, per) => {
    expect(await codeOf(registry.search(naam, pagina, per))).toBe('VALIDATION_FAILED');
  });
});

describe('createRegistry', () => {
  it('embedded without a key (also for a blank key), HTTP with one', () => {
    expect(createRegistry({}).name).toBe('embedded-test-registry');
    expect(createRegistry({ KVK_API_KEY: '  ' }).name).toBe('embedded-test-registry');
    expect(createRegistry({ KVK_API_KEY: 'key' }).name).toBe('kvk-api');
  });
});
