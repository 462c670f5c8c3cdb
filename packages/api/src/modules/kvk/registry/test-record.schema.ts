// The shape of one record of the embedded test registry (testdata.json). Its own module, so the
// registry (which reads the records) and registration.mapping (which maps them) both depend on it
// instead of on each other.
import { z } from 'zod';
import { ZKvkAdresIn, ZKvkSbiIn } from '../kvk.mapping.ts';

const ZPersoon = z.object({
  voornamen: z.string(),
  voorvoegselGeslachtsnaam: z.string().nullish(),
  geslachtsnaam: z.string(),
  geboortedatum: z.string().nullish(),
  typeFunctionaris: z.string(),
  functie: z.string(),
  soortBevoegdheid: z.string().nullish(),
  typeVolmacht: z.string().nullish(),
  synthetic: z.boolean().optional(),
});

const ZRegistratie = z.object({ datumAanvang: z.string().nullish(), datumEinde: z.string().nullish() });

export const ZTestRecord = z.object({
  kvkNummer: z.string().regex(/^\d{8}$/),
  environment: z.string(),
  scenario: z.string(),
  naam: z.string(),
  statutaireNaam: z.string().nullish(),
  handelsnamen: z.array(z.object({ naam: z.string(), volgorde: z.number() })),
  rechtsvorm: z.string(),
  uitgebreideRechtsvorm: z.string().nullish(),
  rsin: z.string().nullish(),
  /** ISO date (the raw KvK form is in formeleRegistratiedatumKvk) */
  formeleRegistratiedatum: z.string().nullish(),
  formeleRegistratiedatumKvk: z.string().nullish(),
  materieleRegistratie: ZRegistratie.nullish(),
  indNonMailing: z.string().nullish(),
  werkzamePersonen: z.object({ totaal: z.number(), voltijd: z.number(), deeltijd: z.number() }).nullish(),
  hoofdvestiging: z
    .object({
      vestigingsnummer: z.string(),
      eersteHandelsnaam: z.string(),
      formeleRegistratiedatum: z.string().nullish(),
      materieleRegistratie: ZRegistratie.nullish(),
      indCommercieleVestiging: z.string().nullish(),
      adressen: z.array(ZKvkAdresIn),
    })
    .nullish(),
  vestigingen: z.array(
    z.object({
      vestigingsnummer: z.string(),
      eersteHandelsnaam: z.string(),
      indHoofdvestiging: z.string().nullish(),
      indAdresAfgeschermd: z.string().nullish(),
      plaats: z.string().nullish(),
      adressen: z.array(ZKvkAdresIn).nullish(),
    }),
  ),
  /** the hoofdvestiging's addresses, or the owner's when there is no hoofdvestiging */
  adressen: z.array(ZKvkAdresIn),
  sbiActiviteiten: z.array(ZKvkSbiIn),
  eigenaren: z.array(ZPersoon),
  functionarissen: z.array(ZPersoon),
  communicatiegegevens: z
    .object({ telefoonnummers: z.array(z.string()), emailAdressen: z.array(z.string()), websites: z.array(z.string()) })
    .nullish(),
  synthetic: z.boolean(),
  syntheticFields: z.array(z.string()),
  confidence: z.string(),
  sources: z.array(z.string()),
  notes: z.string().nullish(),
  /** the address the research expects us to show (checked by the tests) */
  adres: z.object({ straat: z.string(), postcode: z.string(), plaats: z.string() }),
});

export type TestRegistryRecord = z.infer<typeof ZTestRecord>;
export type TestRegistryPersoon = z.infer<typeof ZPersoon>;
