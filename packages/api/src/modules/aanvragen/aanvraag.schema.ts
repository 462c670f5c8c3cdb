// The Aanvraag and AanvraagVolledig DTOs shared by the request operations (entrepreneur and adviser).
import { ZEigendom } from '../companies/company.schema.ts';
import { z } from 'zod';
import { rule, ZId, ZKvkNummer, zText } from '../../shared/schema-primitives.schema.ts';
import { GEVRAAGD_VELDEN, type BoekjaarVeldNaam } from '../../shared/financieel-boekjaar.fields.ts';
import { ZOpgeslagenBoekjaar } from '../companies/financials/financial-year.schema.ts';
import { ZJaarBronnen } from '../documents/intake/bronnen.schema.ts';
import { ZKvkAdres, ZSbiActiviteit } from '../kvk/lookup.schema.ts';
import { ZIkvBerekening } from '../ikv-berekening/ikv-resultaat.schema.ts';
import { ZAanvraagOrientatieInvoer, ZOrientatie } from '../orientatie/orientatie.schema.ts';
import { ZAanvraagDocument, ZControle, ZDubbeleClaim, ZIdentiteit, ZVerklaringInfo } from './aanvraag-trust.schema.ts';

export const ZVerklaringType = z.enum(['IKV', 'ORIENTATIE']);
export const ZAanvraagStatus = z.enum([
  'INGEDIEND',
  'IN_BEHANDELING',
  'AANVULLING_NODIG',
  'AFGEROND',
  'AFGEWEZEN',
  'INGETROKKEN',
]);
export const ZRol = z.enum(['ONDERNEMER', 'ADVISEUR']);

export const ZAanvraag = z.object({
  id: ZId,
  nummer: z.number().int().meta({ example: 1042, description: 'aanvraagnummer (oplopend)' }),
  companyId: ZId,
  bedrijfsnaam: z.string().meta({ example: 'Test EMZ Dagobert' }),
  kvkNummer: ZKvkNummer,
  verklaringType: ZVerklaringType,
  status: ZAanvraagStatus,
  aangemaaktOp: z.string().meta({ example: '2026-03-02T09:00:00.000Z' }),
  bijgewerktOp: z.string(),
  toetsinkomen: z
    .number()
    .nullable()
    .meta({ example: 24000, description: 'uit de laatste berekening; null zolang er geen is' }),
  behandelaar: z
    .object({ id: ZId, naam: z.string() })
    .nullable()
    .meta({ description: 'de adviseur die de aanvraag behandelt; null: nog in de wachtrij zonder behandelaar' }),
});

export const ZAanvullingSoort = z.enum(['DOCUMENT', 'BOEKJAAR', 'TOELICHTING']);

export const ZGevraagdVeld = z.enum(GEVRAAGD_VELDEN as [BoekjaarVeldNaam, ...BoekjaarVeldNaam[]]);
export const isGevraagdVeld = (v: string | null): v is BoekjaarVeldNaam =>
  v !== null && (GEVRAAGD_VELDEN as readonly string[]).includes(v);

/** One thing asked for with AANVULLING_NODIG (input of the adviser's PATCH). */
export const ZGevraagdInput = z
  .object({
    soort: ZAanvullingSoort,
    jaar: z.number().int().min(1900).max(2100).optional().meta({ description: 'het boekjaar (DOCUMENT, BOEKJAAR)' }),
    veld: ZGevraagdVeld.optional().meta({
      description: 'BOEKJAAR: het ene cijfer dat gevraagd wordt; weggelaten: de cijfers van het jaar',
    }),
    omschrijving: zText().min(1, { error: 'omschrijving mag niet leeg zijn' }).max(1000),
  })
  .refine(
    (g) => g.soort === 'TOELICHTING' || g.jaar !== undefined,
    rule('YEAR_REQUIRED', 'geef het jaar bij een document of boekjaar', { path: ['jaar'] }),
  )
  .refine(
    (g) => g.veld === undefined || g.soort === 'BOEKJAAR',
    rule('FIELD_ONLY_FOR_YEAR', 'een cijfer vraagt u bij de cijfers van een boekjaar', { path: ['veld'] }),
  )
  // the OpenAPI example: one that passes the rules above (a figure is asked within a year's figures)
  .meta({
    examples: [
      { soort: 'BOEKJAAR', jaar: 2025, veld: 'fiscaleWinst', omschrijving: 'Welke fiscale winst geldt voor 2025?' },
    ],
  });

/**
 * What came in for an asked item without ticking it: the documents filed for (or read as) its year
 * since it was asked, or the asked figure (veld null: the year) changed since it was asked.
 */
export const ZGeleverd = z.object({
  documenten: z.array(z.object({ id: ZId, bestandsnaam: z.string(), geuploadOp: z.string() })).meta({
    description:
      'DOCUMENT: de documenten die na de vraag en vóór de melding aangevuld voor dat jaar (of het bedrijf) zijn geüpload',
  }),
  cijfer: z
    .object({ jaar: z.number().int(), veld: ZGevraagdVeld.nullable(), waarde: z.number().nullable() })
    .nullable()
    .meta({
      description:
        'BOEKJAAR: het cijfer nadat het na de vraag is gewijzigd (veld null: de cijfers van het jaar, waarde null), zoals het nu staat; na de melding aangevuld zoals het toen stond (een latere wijziging verandert niets meer)',
    }),
});

/** One asked item with how it was answered. */
export const ZGevraagd = z.object({
  id: ZId,
  soort: ZAanvullingSoort,
  jaar: z.number().int().nullable(),
  veld: ZGevraagdVeld.nullable().meta({ description: 'BOEKJAAR: het gevraagde cijfer; null: de cijfers van het jaar' }),
  omschrijving: z.string(),
  gevraagdOp: z.string(),
  gevraagdDoor: z.string().nullable().meta({ description: 'naam van de adviseur' }),
  afgevinktOp: z.string().nullable().meta({ description: 'wanneer de ondernemer het afvinkte; null: nog open' }),
  antwoord: z.string().nullable().meta({ description: 'de toelichting of notitie van de ondernemer' }),
  aangevuldOp: z.string().nullable().meta({ description: 'wanneer de aanvraag als aangevuld werd gemeld' }),
  geleverd: ZGeleverd.nullable().meta({
    description:
      'wat de ondernemer na de vraag zelf aanleverde (in het item of op de boekjarenpagina): een document voor dat jaar, of het gewijzigde cijfer; null: (nog) niets',
  }),
  klaar: z.boolean().meta({
    description: 'afgevinkt, of in het item zelf beantwoord (geleverd): er hoeft niets meer afgevinkt te worden',
  }),
});

export const ZPersoon = z.object({
  id: ZId,
  email: z.string(),
  voornaam: z.string(),
  achternaam: z.string(),
  telefoonnummer: z.string().nullable(),
});

export const ZAanvraagBedrijf = z.object({
  id: ZId,
  kvkNummer: ZKvkNummer,
  naam: z.string(),
  juridischeNaam: z.string(),
  rechtsvorm: z.string(),
  formeleRegistratiedatum: z.string().nullable(),
  adres: ZKvkAdres,
  sbiActiviteiten: z.array(ZSbiActiviteit),
  aandeelPercentage: z.number().nullable().meta({ description: 'het aandeel van de aanvrager' }),
  inkomensberekeningOvergeslagen: z.boolean().meta({ description: 'BV/NV: DGA-route' }),
  eigenaarCheck: z
    .record(z.string(), z.unknown())
    .nullable()
    .meta({ description: 'uitkomst van de eigenaarscontrole bij het koppelen' }),
  registerOpgehaaldOp: z.string(),
  eigendom: ZEigendom.meta({ description: 'eigendom van de aanvrager van dit bedrijf (API.md, Trust)' }),
});

export const ZOpmerking = z.object({
  id: ZId,
  tekst: z.string(),
  auteurNaam: z.string().nullable(),
  auteurRol: ZRol.nullable(),
  zichtbaarVoorOndernemer: z.boolean(),
  aangemaaktOp: z.string(),
});

export const ZStatusWijziging = z.object({
  vanStatus: ZAanvraagStatus.nullable(),
  naarStatus: ZAanvraagStatus,
  doorNaam: z.string().nullable(),
  doorRol: ZRol.nullable(),
  opmerking: z.string().nullable(),
  op: z.string(),
});

export const ZAanvraagVolledig = ZAanvraag.extend({
  ondernemer: ZPersoon,
  bedrijf: ZAanvraagBedrijf,
  // bronnen (API.md, Intake): only in GET /adviseur/aanvragen/{id}, when the company has documents that are or were read
  boekjaren: z.array(ZOpgeslagenBoekjaar.extend({ bronnen: ZJaarBronnen.optional() })),
  ikvResultaat: ZIkvBerekening.nullable(),
  ikvVersies: z.array(
    z.object({
      versie: z.number().int(),
      regelsVersie: z.string(),
      toetsinkomen: z.number().nullable(),
      berekendOp: z.string(),
    }),
  ),
  orientatie: ZOrientatie.nullable().meta({
    description:
      'alleen bij ORIENTATIE met een toetsinkomen: indicatieve maximale hypotheek (zelfde vorm als POST /orientatie)',
  }),
  orientatieInvoer: ZAanvraagOrientatieInvoer.nullable().meta({
    description: 'alleen bij ORIENTATIE: wat de ondernemer bij de aanvraag opgaf',
  }),
  opmerkingen: z.array(ZOpmerking),
  statusHistorie: z.array(ZStatusWijziging),
  gevraagd: z.array(ZGevraagd).meta({
    description: 'wat de adviseur bij AANVULLING_NODIG vroeg, nieuwste verzoek eerst, met antwoord en tijden',
  }),
  toegestaneOvergangen: z
    .array(ZAanvraagStatus)
    .meta({ description: 'statussen waar de aanroeper de aanvraag nu naartoe mag zetten' }),
  documenten: z.array(ZAanvraagDocument).meta({ description: 'de bewijsstukken van het bedrijf (alleen metadata)' }),
  controles: z
    .array(ZControle)
    .meta({ description: 'de controle per boekjaar door de adviseur, ook vervallen controles' }),
  verklaring: ZVerklaringInfo.nullable().meta({ description: 'de uitgegeven verklaring (vanaf AFGEROND)' }),
  verklaringGereed: z.array(z.object({ path: z.string(), code: z.string(), nl: z.string(), en: z.string() })).meta({
    description: 'wat nog ontbreekt om de verklaring uit te geven (leeg: gereed); alleen voor een open IKV-aanvraag',
  }),
  // Trust III (API.md): the applicant's identity check and other accounts' claims of the KvK number
  identiteit: ZIdentiteit.nullable().meta({
    description: 'alleen voor adviseurs: de vastgestelde identiteit van de aanvrager (null: nog niet vastgesteld)',
  }),
  dubbeleClaim: ZDubbeleClaim.nullable().meta({
    description:
      'alleen voor adviseurs: als twee of meer accounts dit KvK-nummer koppelden, elk account naast elkaar (null: geen andere claim)',
  }),
});

export const ZAanvraagIdInput = z.object({ id: ZId });

export type TAanvraag = z.infer<typeof ZAanvraag>;
export type TAanvraagVolledig = z.infer<typeof ZAanvraagVolledig>;
export type TAanvraagStatus = z.infer<typeof ZAanvraagStatus>;
export type TGevraagdInput = z.infer<typeof ZGevraagdInput>;
export type TGevraagd = z.infer<typeof ZGevraagd>;
export type TGeleverd = z.infer<typeof ZGeleverd>;
