// documents.figures → GET /documents/{id}/cijfers (API.md, Intake)
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZId } from '../../shared/schema-primitives.schema.ts';
import { INTAKE_VELDEN, LEES_STATUSSEN } from './intake/intake.types.ts';

export const figuresDocumentMeta = {
  openapi: {
    method: 'GET',
    path: '/documents/{id}/cijfers',
    tags: ['documents'],
    summary: 'De cijfers die uit een document zijn gelezen',
    description:
      'Leden van het bedrijf, en adviseurs voor een bedrijf met een aanvraag. Een jaarrekening, aangifte of aanslag (pdf met tekstlaag of XBRL) wordt na de upload op de achtergrond gelezen; tot dan is de status BEZIG. Per boekjaar de gevonden velden met hun bron (pagina, regel en plaats; bij XBRL het concept en de context). Wat het document niet (zeker) noemt ontbreekt, met een melding waarom.',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 404: 'Document onbekend of niet toegankelijk' },
  },
} satisfies ApiMeta;

export const ZFiguresDocumentInput = z.object({ id: ZId });

export const ZPositie = z
  .object({ x: z.number(), y: z.number(), breedte: z.number(), hoogte: z.number() })
  .meta({ description: 'PDF-punten op de pagina, oorsprong linksboven (y loopt naar beneden)' });

const ZVeldWaarde = z.object({
  waarde: z.number().meta({ example: 45000, description: "in euro's, hoogstens 2 decimalen" }),
  pagina: z.number().int().optional().meta({ example: 4, description: 'de pagina (vanaf 1) van een pdf' }),
  tekst: z.string().meta({
    example: 'Vlottende activa 45.000 38.000',
    description: 'de regel waaruit het bedrag is gelezen; bij XBRL het concept en de context',
  }),
  positie: ZPositie.optional(),
});

const ZMelding = z.object({
  code: z.string().meta({ example: 'TEGENSTRIJDIGE_BEDRAGEN' }),
  nl: z.string(),
  en: z.string(),
});

export const ZFiguresDocumentOutput = z.object({
  documentId: z.string(),
  status: z.enum(LEES_STATUSSEN).meta({ example: 'GELEZEN' }),
  bron: z.enum(['PDF_TEKST', 'XBRL']).optional(),
  boekjaren: z.array(
    z.object({
      jaar: z
        .number()
        .int()
        .meta({ example: 2025, description: 'het jaar waarin de balansdatum of het einde van de periode valt' }),
      velden: z.object(
        Object.fromEntries(INTAKE_VELDEN.map((v) => [v, ZVeldWaarde.optional()])) as Record<
          (typeof INTAKE_VELDEN)[number],
          z.ZodOptional<typeof ZVeldWaarde>
        >,
      ),
    }),
  ),
  meldingen: z.array(ZMelding),
});
