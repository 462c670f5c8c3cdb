// The embedded test registry: the product's offline registry, built from testdata.json (21 records
// from the KvK test API and the HR-Dataservice test set, see KVK.md §3.4). It answers like the real
// one: KVK_NOT_FOUND for unknown numbers, REGISTRY_ERROR for KvK's documented "Foutmelding"
// numbers, whole-word name search paged like Zoeken v2. The richer data (owners, officers,
// branches, contact details) stays reachable through findTestRecord for later features.
import { z } from 'zod';
import { DomainError } from '../../../errors/domain-error.ts';
import type { TKvkDetail } from '../lookup.schema.ts';
import {
  firstText,
  isShielded,
  kvkDateToIso,
  normaliseWhitespace,
  pickAdres,
  pickAdresIn,
  toAdressen,
  toSbiActiviteiten,
  type KvkAdresIn,
} from '../kvk.mapping.ts';
import { ZKvkDetail } from '../lookup.schema.ts';
import { type TKvkSearchHit, type TKvkSearchResult, ZKvkSearchResult } from '../search.schema.ts';
import { assertKvkNummer, searchArgs } from './registry-input.ts';
import type { RegistryProvider } from './registry-provider.ts';
import testdata from './testdata.json' with { type: 'json' };
import type { TKvkRegistrationIntern } from '../registration.schema.ts';
import { testRecordToRegistration } from '../registration.mapping.ts';
import { type TestRegistryRecord, ZTestRecord } from './test-record.schema.ts';

/** KvK test numbers documented as "Foutmelding": they make the registry answer with an error. */
export const EMBEDDED_ERROR_TRIGGERS: readonly string[] = ['90004973', '90002903'];

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

let records: readonly TestRegistryRecord[] | undefined;
let byNummer: ReadonlyMap<string, TestRegistryRecord> | undefined;

/** All records of the embedded test registry (parsed once, frozen). */
export function testRegistryRecords(): readonly TestRegistryRecord[] {
  records ??= deepFreeze(z.array(ZTestRecord).parse(testdata));
  return records;
}

/** The full test record (owners, officers, branches, contact details), or undefined. */
export function findTestRecord(kvkNummer: string): TestRegistryRecord | undefined {
  byNummer ??= new Map(testRegistryRecords().map((r) => [r.kvkNummer, r]));
  return byNummer.get(kvkNummer);
}

/** Test record → the FIXED detail record, with the same address rules as the Basisprofiel mapping. */
export function testRecordToDetail(record: TestRegistryRecord): TKvkDetail {
  const adressen = record.hoofdvestiging?.adressen ?? record.adressen;
  return ZKvkDetail.parse({
    kvkNummer: record.kvkNummer,
    juridischeNaam: firstText(record.statutaireNaam, record.naam),
    rechtsvorm: firstText(record.rechtsvorm, record.uitgebreideRechtsvorm),
    formeleRegistratiedatum:
      kvkDateToIso(record.formeleRegistratiedatumKvk) ?? kvkDateToIso(record.formeleRegistratiedatum) ?? '',
    adres: pickAdres(adressen),
    adressen: toAdressen(adressen),
    sbiActiviteiten: toSbiActiviteiten(record.sbiActiviteiten),
  });
}

// ---------- search ----------

/** Lower-case words without accents: "Coöperatie B.V." → ["cooperatie", "b", "v"]. */
export function searchWords(s: string): string[] {
  return (
    s
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** Whole-word match: every word of the query occurs as a word of the name. */
export function nameMatches(name: string, queryWords: readonly string[]): boolean {
  if (queryWords.length === 0) return false;
  const words = new Set(searchWords(name));
  return queryWords.every((w) => words.has(w));
}

interface SearchRow {
  kvkNummer: string;
  type: 'rechtspersoon' | 'hoofdvestiging' | 'nevenvestiging';
  names: string[];
  adressen: readonly KvkAdresIn[];
  plaats: string;
}

function unique(names: (string | null | undefined)[]): string[] {
  return [...new Set(names.map(normaliseWhitespace).filter(Boolean))];
}

/** The rows Zoeken would list for a record: the legal person, then its branches. */
function searchRows(r: TestRegistryRecord): SearchRow[] {
  const rows: SearchRow[] = [];
  const tradeNames = [r.naam, ...r.handelsnamen.map((h) => h.naam)];
  if (r.statutaireNaam) {
    const names = r.vestigingen.length > 0 ? [r.statutaireNaam] : [r.statutaireNaam, ...tradeNames];
    rows.push({
      kvkNummer: r.kvkNummer,
      type: 'rechtspersoon',
      names: unique(names),
      adressen: r.adressen,
      plaats: '',
    });
  }
  // Trade names are per company in the test data; the hoofdvestiging gets all but the other branches' first names.
  const otherBranchNames = (v: { vestigingsnummer: string }) =>
    new Set(r.vestigingen.filter((o) => o.vestigingsnummer !== v.vestigingsnummer).map((o) => o.eersteHandelsnaam));
  for (const v of r.vestigingen) {
    const hoofd = v.indHoofdvestiging === 'Ja';
    const others = otherBranchNames(v);
    rows.push({
      kvkNummer: r.kvkNummer,
      type: hoofd ? 'hoofdvestiging' : 'nevenvestiging',
      names: unique(
        hoofd
          ? [v.eersteHandelsnaam, ...tradeNames.filter((n) => n === v.eersteHandelsnaam || !others.has(n))]
          : [v.eersteHandelsnaam],
      ),
      adressen: v.adressen ?? (hoofd ? (r.hoofdvestiging?.adressen ?? []) : []),
      plaats: normaliseWhitespace(v.plaats),
    });
  }
  if (rows.length === 0)
    rows.push({
      kvkNummer: r.kvkNummer,
      type: 'hoofdvestiging',
      names: unique(tradeNames),
      adressen: r.adressen,
      plaats: '',
    });
  return rows;
}

function toHit(row: SearchRow, naam: string): TKvkSearchHit {
  const a = pickAdresIn(row.adressen);
  const open = a !== undefined && !isShielded(a);
  return {
    kvkNummer: row.kvkNummer,
    naam,
    type: row.type,
    adres: {
      binnenlandsAdres: {
        straatnaam: open ? normaliseWhitespace(a.straatnaam) : '',
        plaats: firstText(a?.plaats, row.plaats),
      },
    },
  };
}

/** Whole-word, case- and accent-insensitive name search over records, one Zoeken-style page. */
export function searchTestRecords(
  all: readonly TestRegistryRecord[],
  naam: string,
  pagina: number,
  resultatenPerPagina: number,
): TKvkSearchResult {
  const query = searchWords(naam);
  const hits = all.flatMap((r) =>
    searchRows(r).flatMap((row) => {
      const matched = row.names.find((n) => nameMatches(n, query));
      return matched ? [toHit(row, matched)] : [];
    }),
  );
  const start = (pagina - 1) * resultatenPerPagina;
  return ZKvkSearchResult.parse({
    pagina,
    resultatenPerPagina,
    totaal: hits.length,
    resultaten: hits.slice(start, start + resultatenPerPagina),
  });
}

// ---------- provider ----------

function existingRecord(kvkNummer: string): TestRegistryRecord {
  assertKvkNummer(kvkNummer);
  if (EMBEDDED_ERROR_TRIGGERS.includes(kvkNummer))
    throw new DomainError(
      'REGISTRY_ERROR',
      `Fout van het KvK-register (testnummer ${kvkNummer} geeft altijd een foutmelding).`,
    );
  const record = findTestRecord(kvkNummer);
  if (!record)
    throw new DomainError('KVK_NOT_FOUND', `KvK-nummer ${kvkNummer} is niet gevonden in het handelsregister.`);
  return record;
}

export function createEmbeddedTestRegistry(): RegistryProvider {
  return {
    name: 'embedded-test-registry',
    lookup(kvkNummer: string): Promise<TKvkDetail> {
      return Promise.resolve().then(() => testRecordToDetail(existingRecord(kvkNummer)));
    },
    registration(kvkNummer: string): Promise<TKvkRegistrationIntern> {
      return Promise.resolve().then(() => testRecordToRegistration(existingRecord(kvkNummer)));
    },
    search(naam: string, pagina?: number, resultatenPerPagina?: number): Promise<TKvkSearchResult> {
      return Promise.resolve().then(() => {
        const args = searchArgs(naam, pagina, resultatenPerPagina);
        return searchTestRecords(testRegistryRecords(), args.naam, args.pagina, args.resultatenPerPagina);
      });
    },
  };
}
