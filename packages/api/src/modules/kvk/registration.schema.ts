// kvk.registration → GET /kvk/{kvkNummer}/registration: the full registration record.
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZKvkNummer } from '../../shared/schema-primitives.schema.ts';
import { ZKvkAdres, ZSbiActiviteit } from './lookup.schema.ts';

export const registrationKvkMeta = {
  openapi: {
    method: 'GET',
    path: '/kvk/{kvkNummer}/registration',
    tags: ['kvk'],
    summary: 'Volledige inschrijving in het handelsregister',
    description:
      'Rechtspersoon, onderneming, hoofdvestiging, vestigingen, functionarissen, communicatiegegevens en werkzame personen. ' +
      'De basis-API’s van KvK bevatten geen namen van personen: functionarissen komen uit de apart af te nemen Functionarissen-API ' +
      '(of het ingebouwde testregister). Is die bron er niet, dan is functionarissenBeschikbaar false en de lijst leeg. ' +
      'Geboortedatums van functionarissen worden nooit teruggegeven.',
    protect: true,
    errorResponses: {
      400: 'Ongeldig KvK-nummer',
      401: 'Niet ingelogd',
      404: 'KvK-nummer onbekend',
      502: 'Fout van het register',
      503: 'Register niet bereikbaar',
    },
  },
} satisfies ApiMeta;

export const ZRegistrationKvkInput = z.object({ kvkNummer: ZKvkNummer });

export const ZFunctionaris = z.object({
  volledigeNaam: z.string().meta({ example: 'Guus Geluk' }),
  voornamen: z.string(),
  voorvoegselGeslachtsnaam: z.string().nullable(),
  geslachtsnaam: z.string(),
  typeFunctionaris: z.string().meta({ example: 'Aansprakelijke' }),
  functie: z.string().meta({ example: 'Vennoot' }),
  soortBevoegdheid: z.string().nullable(),
});

/** Internal: a functionaris with the birth date, used by the owner check; never sent out. */
export const ZFunctionarisIntern = ZFunctionaris.extend({ geboortedatum: z.string().nullable() });

export const ZVestiging = z.object({
  vestigingsnummer: z.string().meta({ example: '000038509504' }),
  eersteHandelsnaam: z.string(),
  indHoofdvestiging: z.boolean(),
  adres: ZKvkAdres.nullable(),
});

const ZRegistrationBase = z.object({
  kvkNummer: ZKvkNummer,
  bron: z.enum(['kvk-api', 'embedded-test-registry']),
  rechtspersoon: z.object({
    rsin: z.string().nullable(),
    statutaireNaam: z.string().nullable(),
    rechtsvorm: z.string().meta({ example: 'Eenmanszaak' }),
    uitgebreideRechtsvorm: z.string().nullable(),
  }),
  onderneming: z.object({
    naam: z.string(),
    handelsnamen: z.array(z.string()),
    sbiActiviteiten: z.array(ZSbiActiviteit),
    formeleRegistratiedatum: z.string().nullable(),
    datumAanvang: z.string().nullable(),
    datumEinde: z.string().nullable(),
    indNonMailing: z.boolean().nullable(),
  }),
  hoofdvestiging: z
    .object({
      vestigingsnummer: z.string(),
      eersteHandelsnaam: z.string(),
      indCommercieleVestiging: z.boolean().nullable(),
      adres: ZKvkAdres,
      adressen: z.array(ZKvkAdres),
    })
    .nullable(),
  vestigingen: z.array(ZVestiging),
  functionarissenBeschikbaar: z.boolean().meta({
    description:
      'false als er geen bron voor functionarissen is (de Functionarissen-API van KvK is niet geconfigureerd)',
  }),
  communicatiegegevens: z
    .object({ telefoonnummers: z.array(z.string()), emailAdressen: z.array(z.string()), websites: z.array(z.string()) })
    .nullable(),
  werkzamePersonen: z
    .object({ totaal: z.number().int(), voltijd: z.number().int().nullable(), deeltijd: z.number().int().nullable() })
    .nullable(),
});

export const ZKvkRegistration = ZRegistrationBase.extend({ functionarissen: z.array(ZFunctionaris) });
export const ZKvkRegistrationIntern = ZRegistrationBase.extend({ functionarissen: z.array(ZFunctionarisIntern) });
/** @alias the output under the name every operation's schema file gives it */
export const ZRegistrationKvkOutput = ZKvkRegistration;

export type TKvkRegistration = z.infer<typeof ZKvkRegistration>;
export type TKvkRegistrationIntern = z.infer<typeof ZKvkRegistrationIntern>;
export type TFunctionarisIntern = z.infer<typeof ZFunctionarisIntern>;
export type TRegistrationKvkInput = z.infer<typeof ZRegistrationKvkInput>;
