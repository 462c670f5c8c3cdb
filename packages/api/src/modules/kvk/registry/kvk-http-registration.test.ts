// The KvK HTTP provider's registration record: Basisprofiel + vestigingen, and officers from the
// Functionarissen API only when it is configured (against the fake KvK server on loopback).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../../errors/domain-error.ts';
import { type FakeKvkServer, fout, ok, startFakeKvkServer } from '../../../../test/fake-kvk-server.ts';
import { ownerCheckAgainst } from '../kvk.service.ts';
import { mapFunctionarissen } from '../registration.mapping.ts';
import { createKvkHttpRegistry } from './kvk-http-registry.ts';

const API_KEY = 'l7xx-test-key';
const VESTIGINGEN = '/v1/basisprofielen/69599084/vestigingen';
const FUNCTIONARISSEN = '/v1/functionarissen/kvknummer/69599084';

let kvk: FakeKvkServer;
beforeAll(async () => {
  kvk = await startFakeKvkServer({ apiKey: API_KEY });
});
afterAll(async () => {
  await kvk?.close();
});
beforeEach(() => {
  kvk.requests.length = 0;
  kvk.script(VESTIGINGEN, [
    ok({
      kvkNummer: '69599084',
      vestigingen: [
        {
          vestigingsnummer: '000038509504',
          eersteHandelsnaam: 'Test EMZ Dagobert',
          indHoofdvestiging: 'Ja',
          indAdresAfgeschermd: 'Nee',
          volledigAdres: 'Abebe Bikilalaan 17 M   1034WL Amsterdam',
        },
        {
          vestigingsnummer: '000038509520',
          eersteHandelsnaam: 'Test EMZ Nevenvestiging Govert',
          indHoofdvestiging: 'Nee',
          indAdresAfgeschermd: 'Ja',
        },
      ],
    }),
  ]);
  kvk.script(FUNCTIONARISSEN, [
    ok({
      functionarissen: [
        {
          typeFunctionaris: 'Eigenaar',
          functie: { omschrijving: 'Eigenaar' },
          natuurlijkPersoon: { voornamen: 'Dagobert', geslachtsnaam: 'Duck', geboortedatum: '19471201' },
        },
      ],
    }),
  ]);
});

const registry = (functionarissenBaseUrl?: string) =>
  createKvkHttpRegistry({
    baseUrl: kvk.baseUrl,
    apiKey: API_KEY,
    timeoutMs: 2_000,
    retries: 1,
    backoffBaseMs: 1,
    sleep: async () => {},
    functionarissenBaseUrl,
  });

describe('registration over HTTP', () => {
  it('without a Functionarissen API: the record, plainly without officers; the owner check says NIET_BESCHIKBAAR', async () => {
    const r = await registry().registration('69599084');
    expect(r).toMatchObject({
      kvkNummer: '69599084',
      bron: 'kvk-api',
      rechtspersoon: { rechtsvorm: 'Eenmanszaak' },
      onderneming: {
        naam: 'Test EMZ Dagobert',
        formeleRegistratiedatum: '2017-07-10',
        datumAanvang: '2017-01-08',
        indNonMailing: true,
      },
      hoofdvestiging: { vestigingsnummer: '000038509504', adres: { plaats: 'Amsterdam' } },
      functionarissen: [],
      functionarissenBeschikbaar: false,
      werkzamePersonen: { totaal: 1 },
    });
    expect(r.vestigingen.map((v) => [v.vestigingsnummer, v.indHoofdvestiging, v.adres?.straat ?? null])).toEqual([
      ['000038509504', true, 'Abebe Bikilalaan 17 M 1034WL Amsterdam'],
      ['000038509520', false, null],
    ]);
    expect(kvk.hits(FUNCTIONARISSEN)).toBe(0);
    expect(ownerCheckAgainst(r, { voornaam: 'Dagobert', achternaam: 'Duck' })).toMatchObject({
      isEigenaar: false,
      uitkomst: 'NIET_BESCHIKBAAR',
    });
  });

  it('with the Functionarissen API: officers with birth dates, and the owner check works', async () => {
    const r = await registry(kvk.baseUrl).registration('69599084');
    expect(r.functionarissenBeschikbaar).toBe(true);
    expect(r.functionarissen).toEqual([
      {
        voornamen: 'Dagobert',
        voorvoegselGeslachtsnaam: null,
        geslachtsnaam: 'Duck',
        volledigeNaam: 'Dagobert Duck',
        geboortedatum: '1947-12-01',
        typeFunctionaris: 'Eigenaar',
        functie: 'Eigenaar',
        soortBevoegdheid: null,
      },
    ]);
    expect(
      ownerCheckAgainst(r, { voornaam: 'dagobert', achternaam: 'DUCK', geboortedatum: '1947-12-01' }),
    ).toMatchObject({ isEigenaar: true, functie: 'Eigenaar' });
    const req = kvk.requests.find((q) => q.path === FUNCTIONARISSEN);
    expect(req?.apikey).toBe(API_KEY);
  });

  it('an unknown number is KVK_NOT_FOUND; a missing vestigingen list is tolerated', async () => {
    await expect(registry().registration('12345678')).rejects.toMatchObject({ code: 'KVK_NOT_FOUND' });
    kvk.script(VESTIGINGEN, [fout(404, 'IPD0005')]);
    const r = await registry().registration('69599084');
    expect(r.vestigingen).toEqual([]);
  });

  it('a Functionarissen error is a registry error, not a silent "no owners"', async () => {
    kvk.script(FUNCTIONARISSEN, [fout(500, 'IPD9999', 'Algemene fout')]);
    const e = await registry(kvk.baseUrl)
      .registration('69599084')
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(DomainError);
    expect((e as DomainError).code).toBe('REGISTRY_ERROR');
  });
});

describe('mapFunctionarissen', () => {
  it('reads persons on the row or nested, functie as text or object, Dutch dates', () => {
    expect(
      mapFunctionarissen({
        _embedded: {
          functionarissen: [
            {
              voornamen: 'Bolke',
              voorvoegselGeslachtsnaam: 'van der',
              geslachtsnaam: 'Bast',
              functie: 'Bestuurder',
              typeFunctionaris: 'Bestuursfunctie',
              geboortedatum: '30-05-1958',
              bevoegdheid: { soort: 'Alleen/zelfstandig bevoegd' },
            },
            { persoon: { voornamen: 'X' }, functie: 'Gevolmachtigde' },
          ],
        },
      }),
    ).toEqual([
      {
        voornamen: 'Bolke',
        voorvoegselGeslachtsnaam: 'van der',
        geslachtsnaam: 'Bast',
        volledigeNaam: 'Bolke van der Bast',
        geboortedatum: '1958-05-30',
        typeFunctionaris: 'Bestuursfunctie',
        functie: 'Bestuurder',
        soortBevoegdheid: 'Alleen/zelfstandig bevoegd',
      },
    ]);
    expect(mapFunctionarissen({})).toEqual([]);
  });
});
