// The orientation's answer, on its own so that the rules can infer their result type from it
// (Orientatie in orientatie.rules.ts) without a cycle: orientatie.schema.ts builds its example
// with the rules.
import { z } from 'zod';
import { ZDate } from '../../shared/schema-primitives.schema.ts';

const ZTekst = z.object({ nl: z.string(), en: z.string() });

/** The answer's shape; the rules' result type is inferred from it (Orientatie in orientatie.rules.ts). */
export const ZOrientatieAntwoord = z.object({
  regelsVersie: z
    .string()
    .meta({ example: 'ORIENTATIE-2026.1', description: 'de regelset waarmee is gerekend (gekozen op de peildatum)' }),
  geldigVanaf: ZDate.meta({ example: '2026-01-01', description: 'de eerste dag waarop die regelset geldt' }),
  peildatum: ZDate.meta({ description: 'de datum waarop de regelset is gekozen' }),
  toetsrenteKwartaal: z.string().nullable().meta({
    example: '2026-K1',
    description:
      'het kwartaal van de AFM-toetsrente die als minimum gold; null bij een rentevaste periode van 10 jaar of langer',
  }),
  waarschuwingen: z
    .array(z.object({ code: z.literal('REGELS_NIET_ACTUEEL'), nl: z.string(), en: z.string() }))
    .meta({ description: 'REGELS_NIET_ACTUEEL als de peildatum na de nieuwste opgenomen regels ligt' }),
  tabelJaar: z.number().int().meta({ example: 2026 }),
  toetsrentePct: z.number(),
  tabel: z
    .union([z.literal(1), z.literal(2)])
    .meta({ description: 'Bijlage 1 Trhk: 1 = AOW-leeftijd niet bereikt, 2 = bereikt' }),
  rijVanaf: z.number().meta({ description: 'de tabelrij (inkomen vanaf); 0 = de eerste rij (–)' }),
  renteband: z.object({
    nummer: z.number().int().min(1).max(12),
    ondergrensPct: z.number().nullable(),
    bovengrensPct: z.number().nullable(),
    omschrijving: ZTekst,
  }),
  toetsinkomen: z.number(),
  partnerToetsinkomen: z.number().nullable(),
  gezamenlijkToetsinkomen: z.number(),
  financieringslastPct: z.number(),
  financieringslastPerJaar: z.number(),
  correcties: z.array(
    z.object({
      code: z.enum(['KREDIETLIMIETEN', 'OVERIGE_VERPLICHTINGEN', 'STUDIESCHULD']),
      bedragPerJaar: z.number(),
      nl: z.string(),
      en: z.string(),
    }),
  ),
  beschikbaarPerJaar: z.number(),
  beschikbaarPerMaand: z.number(),
  maximaleHypotheekInkomen: z.number().int(),
  extraBedragen: z.array(
    z.object({
      code: z.enum(['ENERGIELABEL', 'ENERGIEBESPARENDE_MAATREGELEN', 'ALLEENSTAAND']),
      bedrag: z.number(),
      nl: z.string(),
      en: z.string(),
    }),
  ),
  maximaleHypotheekWaarde: z.number().int().optional(),
  maximaleHypotheek: z.number().int().meta({ description: 'indicatief, hele euro’s naar beneden afgerond' }),
  nhgMogelijk: z.boolean(),
  nhgGrens: z.number(),
  borgtochtprovisie: z.number().nullable(),
  stappen: z.array(ZTekst),
  aannames: z.array(ZTekst),
  bron: ZTekst,
});
