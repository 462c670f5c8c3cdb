// IKVResultaat (IKV.md §6.8) as a zod schema: the output of ikv.calculate and part of AanvraagVolledig.
import { z } from 'zod';

const ZTekst = { nl: z.string(), en: z.string() };

export const ZIkvJaar = z.object({
  jaar: z.number().int(),
  fiscaleWinst: z.number(),
  winstaandeel: z.number().nullable(),
  vlottendeActiva: z.number(),
  immaterieleActiva: z.number(),
  eigenVermogen: z.number(),
  balanstotaal: z.number(),
  balanscorrectie: z.number(),
  balanscorrectieReden: z.string().nullable(),
  gecorrigeerdEigenVermogen: z.number(),
  gecorrigeerdBalanstotaal: z.number(),
  vreemdVermogen: z.number(),
  solvabiliteitPct: z.number().nullable(),
  solvabiliteitVoldoet: z.boolean().nullable(),
  liquiditeit: z.number().nullable(),
  liquiditeitVoldoet: z.boolean().nullable(),
  kortlopendeSchulden: z.number().nullable().optional().meta({
    description:
      'opgegeven kortlopende schulden; null als onbekend (regels IKV-NHG-2026.1; ontbreekt bij oudere resultaten)',
  }),
  liquiditeitBasis: z.enum(['KORTLOPENDE_SCHULDEN', 'BENADERING_VREEMD_VERMOGEN']).optional().meta({
    description:
      'waardoor de liquiditeit is gedeeld: de opgegeven kortlopende schulden of, als benadering, al het vreemd vermogen (ontbreekt bij resultaten van IKV-NHG-2025.1)',
  }),
});

export const ZIkvStatus = z.enum(['VOLDOET', 'VOLDOET_NIET', 'HANDMATIGE_BEOORDELING']);

export const ZIkvResultaat = z.object({
  regelsVersie: z.string().meta({
    example: 'IKV-NHG-2026.1',
    description: 'de regelsversie waarmee dit resultaat is berekend; oudere resultaten houden hun versie',
  }),
  geldigVanaf: z.iso.date().optional().meta({
    example: '2026-01-01',
    description:
      'de eerste dag waarop de gebruikte regelset geldt (gekozen op de peildatum); ontbreekt bij resultaten van vóór de regels per datum',
  }),
  waarschuwingen: z
    .array(z.object({ code: z.literal('REGELS_NIET_ACTUEEL'), nl: z.string(), en: z.string() }))
    .optional()
    .meta({ description: 'REGELS_NIET_ACTUEEL als de peildatum na de nieuwste opgenomen regels ligt' }),
  route: z.enum(['IB', 'DGA']),
  rechtsvorm: z.enum(['EENMANSZAAK', 'VOF', 'MAATSCHAP', 'CV', 'BV', 'NV']),
  peildatum: z.string().meta({ example: '2026-06-15' }),
  aandeelPercentage: z.number(),
  venster: z.object({
    vanJaar: z.number().int(),
    totJaar: z.number().int(),
    aantalJaren: z.number().int(),
    ontbrekendeJaren: z.array(z.number().int()),
    genegeerdeJaren: z.array(z.number().int()),
  }),
  jaren: z.array(ZIkvJaar),
  inkomen: z
    .object({
      perJaar: z.array(z.object({ jaar: z.number().int(), winstaandeel: z.number(), ontbrekend: z.boolean() })),
      som: z.number(),
      aantalJaren: z.number().int(),
      gemiddelde: z.number(),
      laatsteJaar: z.number(),
      gemaximeerd: z.number(),
      laatsteJaarBepalend: z.boolean(),
    })
    .nullable(),
  dga: z
    .object({
      uitkeringsruimteSolvabiliteit: z.number(),
      uitkeringsruimteLiquiditeit: z.number(),
      uitkeringsruimte: z.number(),
      overwinstIndicatie: z.number(),
      salaris: z.object({ gemiddelde: z.number(), laatsteJaar: z.number(), gemaximeerd: z.number() }).nullable(),
    })
    .nullable(),
  normen: z.object({ minSolvabiliteitPct: z.number(), minLiquiditeit: z.number() }),
  balansToets: z.object({
    peiljaar: z.number().int(),
    uitkomst: z.enum(['VOLDOET', 'VOLDOET_NIET', 'NIET_BEREKENBAAR']),
  }),
  trend: z.enum(['STIJGEND', 'DALEND', 'STABIEL', 'WISSELEND', 'ONBEKEND']).nullable(),
  tussentijds: z.object({ geextrapoleerd: z.number(), toegepast: z.boolean() }).nullable(),
  toetsinkomen: z
    .number()
    .int()
    .nullable()
    .meta({ example: 24000, description: 'hele euro’s; null op de DGA-route zonder salaris' }),
  status: ZIkvStatus,
  signaleringen: z.array(
    z.object({ code: z.string(), ernst: z.enum(['INFO', 'WAARSCHUWING', 'BLOKKEREND']), ...ZTekst }),
  ),
  uitleg: z.array(z.object({ stap: z.string(), ...ZTekst })),
});

/** A stored result: the calculation plus its version on the request. */
export const ZIkvBerekening = ZIkvResultaat.extend({
  aanvraagId: z.string(),
  versie: z
    .number()
    .int()
    .meta({ example: 1, description: 'oplopend per aanvraag; herberekenen maakt een nieuwe versie' }),
  berekendOp: z.string().meta({ example: '2026-06-15T09:00:00.000Z' }),
  berekendDoor: z.string().nullable().meta({ description: 'naam van wie de berekening startte' }),
});

export type TIkvResultaat = z.infer<typeof ZIkvResultaat>;
export type TIkvBerekening = z.infer<typeof ZIkvBerekening>;
