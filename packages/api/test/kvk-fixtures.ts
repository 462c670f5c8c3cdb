// Recorded KvK API responses (KVK.md §2), for the mapping tests and the fake KvK server.

/** Basisprofiel 69599084 as recorded from the KvK test API (KVK.md §2.2). */
export const BASISPROFIEL_69599084 = {
  kvkNummer: '69599084',
  indNonMailing: 'Ja',
  naam: 'Test EMZ Dagobert',
  formeleRegistratiedatum: '20170710',
  materieleRegistratie: { datumAanvang: '20170108' },
  totaalWerkzamePersonen: 1,
  handelsnamen: [
    { naam: 'Test EMZ Dagobert', volgorde: 0 },
    { naam: 'Tweede handelsnaam 1MZ', volgorde: 1 },
  ],
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
  links: [
    { rel: 'self', href: 'https://api.kvk.nl/test/api/v1/basisprofielen/69599084' },
    { rel: 'vestigingen', href: 'https://api.kvk.nl/test/api/v1/basisprofielen/69599084/vestigingen' },
  ],
  _embedded: {
    hoofdvestiging: {
      vestigingsnummer: '000038509504',
      kvkNummer: '69599084',
      formeleRegistratiedatum: '20200828',
      materieleRegistratie: { datumAanvang: '20150828' },
      eersteHandelsnaam: 'Test EMZ Dagobert',
      indHoofdvestiging: 'Ja',
      indCommercieleVestiging: 'Ja',
      totaalWerkzamePersonen: 1,
      adressen: [
        {
          type: 'bezoekadres',
          indAfgeschermd: 'Nee',
          volledigAdres: 'Abebe Bikilalaan 17 M                                 1034WL Amsterdam',
          straatnaam: 'Abebe Bikilalaan',
          huisnummer: 17,
          huisletter: 'M',
          postcode: '1034WL',
          plaats: 'Amsterdam',
          land: 'Nederland',
        },
      ],
      links: [{ rel: 'self', href: 'https://api.kvk.nl/test/api/v1/basisprofielen/69599084/hoofdvestiging' }],
    },
    eigenaar: {
      rechtsvorm: 'Eenmanszaak',
      uitgebreideRechtsvorm: 'Eenmanszaak',
      links: [{ rel: 'self', href: 'https://api.kvk.nl/test/api/v1/basisprofielen/69599084/eigenaar' }],
    },
  },
};

/** Basisprofiel 90000749 (VvE, no hoofdvestiging) as recorded (KVK.md §2.2). */
export const BASISPROFIEL_90000749 = {
  kvkNummer: '90000749',
  indNonMailing: 'Nee',
  naam: 'Global Conron',
  statutaireNaam: 'Global Conron',
  formeleRegistratiedatum: '20100208',
  sbiActiviteiten: [{ sbiCode: '94997', sbiOmschrijving: 'Overige belangenorganisaties', indHoofdactiviteit: 'Ja' }],
  _embedded: {
    eigenaar: {
      rsin: '992340597',
      rechtsvorm: 'Vereniging van Eigenaars',
      uitgebreideRechtsvorm: 'Vereniging van Eigenaars',
      adressen: [
        {
          type: 'bezoekadres',
          indAfgeschermd: 'Nee',
          volledigAdres: 'Blaauwweg 163 3328XD Dordrecht',
          straatnaam: 'Blaauwweg',
          huisnummer: 163,
          postcode: '3328XD',
          plaats: 'Dordrecht',
          land: 'Nederland',
        },
      ],
    },
  },
};

/** Zoeken v2 for kvkNummer=69599084 as recorded (KVK.md §2.1); the second row uses the older `links` style. */
export const ZOEKEN_69599084 = {
  pagina: 1,
  resultatenPerPagina: 10,
  totaal: 2,
  resultaten: [
    {
      kvkNummer: '69599084',
      vestigingsnummer: '000038509520',
      naam: 'Test EMZ Nevenvestiging Govert',
      adres: { binnenlandsAdres: { type: 'bezoekadres', straatnaam: 'Geneinde', plaats: 'Maastricht' } },
      type: 'nevenvestiging',
      _links: {
        basisprofiel: { href: 'https://api.kvk.nl/test/api/v1/basisprofielen/69599084' },
        vestigingsprofiel: { href: 'https://api.kvk.nl/test/api/v1/vestigingsprofielen/000038509520' },
      },
    },
    {
      kvkNummer: '69599084',
      vestigingsnummer: '000038509504',
      naam: 'Test EMZ Dagobert',
      adres: { binnenlandsAdres: { type: 'bezoekadres', straatnaam: 'Abebe Bikilalaan', plaats: 'Amsterdam' } },
      type: 'hoofdvestiging',
      links: [{ rel: 'basisprofiel', href: 'https://api.kvk.nl/test/api/v1/basisprofielen/69599084' }],
    },
  ],
  _links: {
    self: { href: 'https://api.kvk.nl/test/api/v2/zoeken?kvknummer=69599084&pagina=1&resultatenperpagina=10' },
  },
};
