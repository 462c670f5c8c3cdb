// The per-field comparison with the documents (API.md, Intake, last paragraph): an optional, additive
// field of each year in GET /companies/financials/{companyId} and GET /adviseur/aanvragen/{id}.
import { z } from 'zod';
import { ZPositie } from '../figures.schema.ts';
import { DOCUMENT_VELDEN, type DocumentVeld } from '../../../shared/financieel-boekjaar.fields.ts';

const ZVoorstel = z.object({
  documentId: z.string(),
  bestandsnaam: z.string().meta({ example: 'jaarrekening-2025.pdf' }),
  waarde: z.number().meta({ example: 63602, description: "in euro's" }),
  pagina: z.number().int().optional().meta({ example: 3, description: 'de pagina (vanaf 1) van een pdf' }),
  tekst: z.string().meta({
    example: 'Vlottende activa 63.602 51.200',
    description: 'de regel waaruit het bedrag is gelezen; bij XBRL het concept en de context',
  }),
  positie: ZPositie.optional(),
});

const ZVeldBronnen = z
  .object({
    voorstellen: z
      .array(ZVoorstel)
      .meta({ description: 'het bedrag van elk document dat dit veld voor dit jaar noemt' }),
    afwijking: z.boolean().meta({ description: 'het opgeslagen bedrag wijkt af van het bedrag van een document' }),
    oneens: z.boolean().meta({
      description:
        'twee documenten noemen verschillende bedragen (bijv. de vergelijkende kolom van 2025 tegenover de jaarrekening 2024)',
    }),
    zonderDocument: z.boolean().meta({ description: 'het bedrag is ingevuld maar geen document noemt het' }),
  })
  .meta({ id: 'VeldBronnen' });

/** The documents still being read, or read on (a year's `bronnen` and the years from documents). */
export const ZBezig = z
  .array(
    z.object({
      documentId: z.string(),
      bestandsnaam: z.string(),
      verder: z.literal(true).optional().meta({
        description:
          'het document is gelezen, maar het lezen werd door de tijd afgebroken (een lange scan): het wordt met meer tijd verder gelezen en er kunnen cijfers bijkomen',
      }),
    }),
  )
  .meta({ description: 'documenten die nog gelezen worden, of na een door de tijd afgebroken lezing verder gelezen' });

export const ZJaarBronnen = z
  .object({
    velden: z
      .object(
        Object.fromEntries(DOCUMENT_VELDEN.map((v) => [v.naam, ZVeldBronnen.optional()])) as Record<
          DocumentVeld['naam'],
          z.ZodOptional<typeof ZVeldBronnen>
        >,
      )
      .meta({ description: 'een veld staat erin als een document het noemt of als het zonder document is ingevuld' }),
    bezig: ZBezig,
    documentIdsAllesKlopt: z.array(z.string()).nullable().meta({
      description:
        'de documenten waarmee elk cijfer van het jaar overeenkomt (elk nodig cijfer gelezen, geen verschil, niets zonder document, niets meer bezig); anders null',
    }),
  })
  .meta({
    id: 'JaarBronnen',
    description:
      'Alleen als het bedrijf documenten heeft die gelezen worden of zijn: per veld de voorstellen uit de documenten en de vergelijking met het opgeslagen bedrag.',
  });

export type TJaarBronnen = z.infer<typeof ZJaarBronnen>;
