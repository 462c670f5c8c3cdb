// documents.figures → GET /documents/{id}/cijfers (API.md, Intake)
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZId } from '../../shared/schema-primitives.schema.ts';
// the reader's types only: the web's pages import this schema, and the reader itself is server code
import { INTAKE_VELDEN, LEES_STATUSSEN } from '@ikv/reader/types';

export const figuresDocumentMeta = {
  openapi: {
    method: 'GET',
    path: '/documents/{id}/cijfers',
    tags: ['documents'],
    summary: 'De cijfers die uit een document zijn gelezen',
    description:
      'Leden van het bedrijf, en adviseurs voor een bedrijf met een aanvraag. Een jaarrekening, aangifte of aanslag (pdf met tekstlaag of XBRL) wordt na de upload op de achtergrond gelezen; tot dan is de status BEZIG. Werd het lezen van een lange scan door de tijd afgebroken, dan wordt het daarna met meer tijd verder gelezen (`leestDoor`). Per boekjaar de gevonden velden met hun bron (pagina, regel en plaats; bij XBRL het concept en de context) en de rekensommen die ze bewijzen (`controles`). Wat het document niet (zeker) noemt of wat niet optelt ontbreekt, met een melding waarom.',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 404: 'Document onbekend of niet toegankelijk' },
  },
} satisfies ApiMeta;

export const ZFiguresDocumentInput = z.object({ id: ZId });

export const ZPositie = z
  .object({ x: z.number(), y: z.number(), breedte: z.number(), hoogte: z.number() })
  .meta({ description: 'PDF-punten op de pagina, oorsprong linksboven (y loopt naar beneden)' });

export const ZVeldWaarde = z.object({
  waarde: z.number().meta({ example: 45000, description: "in euro's, hoogstens 2 decimalen" }),
  pagina: z.number().int().optional().meta({ example: 4, description: 'de pagina (vanaf 1) van een pdf' }),
  tekst: z.string().meta({
    example: 'Vlottende activa 45.000 38.000',
    description: 'de regel waaruit het bedrag is gelezen; bij XBRL het concept en de context',
  }),
  positie: ZPositie.optional(),
});

/** Where the figures were read from: a PDF's text layer, an XBRL filing, or OCR of a scan or photo. */
export const ZLeesBron = z.enum(['PDF_TEKST', 'XBRL', 'OCR']);

/** A year's figures: each field the documents can supply (the reader's list), when read, as `waarde`. */
export const veldenVan = <T extends z.ZodType>(waarde: T) =>
  z.object(
    Object.fromEntries(INTAKE_VELDEN.map((v) => [v, waarde.optional()])) as Record<
      (typeof INTAKE_VELDEN)[number],
      z.ZodOptional<T>
    >,
  );

export const ZMelding = z.object({
  code: z.string().meta({ example: 'TEGENSTRIJDIGE_BEDRAGEN' }),
  nl: z.string(),
  en: z.string(),
});

const ZControle = z
  .object({
    jaar: z.number().int().meta({ example: 2025 }),
    pagina: z.number().int().optional().meta({ example: 4 }),
    soort: z.enum(['ACTIVA_IS_PASSIVA', 'SOM_POSTEN', 'VERGELIJKENDE_CIJFERS', 'SCHAAL']),
    uitkomst: z.enum(['KLOPT', 'KLOPT_NIET']),
    tekst: z.string().meta({ example: 'vlottende activa: 6.000 + 4.000 = 10.000' }),
  })
  .meta({
    description:
      'Een rekenkundige controle van een tabel: een cijfer wordt alleen voorgesteld waar zijn controles kloppen (de posten tellen op tot hun totaal, activa = passiva)',
  });

export const ZFiguresDocumentOutput = z.object({
  documentId: z.string(),
  status: z.enum(LEES_STATUSSEN).meta({ example: 'GELEZEN' }),
  bron: ZLeesBron.optional(),
  boekjaren: z.array(
    z.object({
      jaar: z
        .number()
        .int()
        .meta({ example: 2025, description: 'het jaar waarin de balansdatum of het einde van de periode valt' }),
      velden: veldenVan(ZVeldWaarde),
    }),
  ),
  meldingen: z.array(ZMelding),
  controles: z.array(ZControle),
  leestDoor: z.literal(true).optional().meta({
    description:
      'alleen als het lezen door de tijd werd afgebroken (een lange scan) en het document nu met meer tijd verder wordt gelezen: deze cijfers blijven tot dan gelden en kunnen daarna aangevuld worden',
  }),
});
