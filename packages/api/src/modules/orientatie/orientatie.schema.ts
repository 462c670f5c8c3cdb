// The orientation's input and answer (Orientatie), shared by POST /orientatie, the ORIENTATIE aanvraag
// and the web calculator. Client-safe: zod and the pure rules only.
import { z } from 'zod';
import { rule, ZDate } from '../../shared/schema-primitives.schema.ts';
import { computeOrientatie, ENERGIELABELS, RENTEVAST_GRENS_JAREN } from './orientatie.rules.ts';
import { ZOrientatieAntwoord } from './orientatie-antwoord.schema.ts';

const tweeDecimalen = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** Euros ≥ 0 with at most 2 decimals. */
const ZBedrag = (max: number, example: number) =>
  z
    .number({ error: 'bedrag moet een getal zijn' })
    .min(0, { error: 'bedrag mag niet negatief zijn' })
    .max(max, { error: `bedrag is te groot (max. ${max})` })
    .refine(tweeDecimalen, rule('AMOUNT_DECIMALS', 'bedrag heeft hoogstens 2 decimalen'))
    .meta({ example });

export const ZEnergielabel = z.enum(ENERGIELABELS).meta({
  description: 'label van de woning; A++++_GARANTIE = A++++ met energieprestatiegarantie van ten minste 10 jaar',
  example: 'A',
});

const ZInvoerVelden = z.object({
  toetsinkomen: ZBedrag(100_000_000, 75_000).meta({ description: 'toetsinkomen van de aanvrager, euro per jaar' }),
  partnerToetsinkomen: ZBedrag(100_000_000, 35_000)
    .nullish()
    .meta({ description: 'toetsinkomen van de partner (telt volledig mee)' }),
  aowBereikt: z
    .boolean()
    .nullish()
    .meta({ example: false, description: 'de aanvrager heeft de AOW-leeftijd bereikt (tabel 2)' }),
  rentevastJaren: z.number().int().min(0).max(30).nullish().meta({
    example: 10,
    description: 'rentevaste periode in jaren; vanaf 10 jaar is rentePct verplicht en de toetsrente',
  }),
  rentePct: z
    .number()
    .min(0)
    .max(20)
    .refine(
      (n) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6,
      rule('RATE_DECIMALS', 'rente heeft hoogstens 3 decimalen'),
    )
    .nullish()
    .meta({ example: 4, description: 'aangeboden rente, % per jaar' }),
  energielabel: ZEnergielabel.nullish(),
  energiebesparendeMaatregelen: z
    .object({ bedrag: ZBedrag(10_000_000, 15_000), labelBestaandeWoning: ZEnergielabel })
    .nullish()
    .meta({ description: 'kosten van energiebesparende maatregelen in de bestaande woning en het huidige label' }),
  alleenstaand: z.boolean().nullish().meta({ example: false, description: 'één aanvrager zonder partner' }),
  studieschuldMaandlast: ZBedrag(1_000_000, 120).nullish().meta({ description: 'maandlast van de studieschuld' }),
  kredietLimieten: ZBedrag(100_000_000, 2_500)
    .nullish()
    .meta({ description: 'som van de kredietlimieten (telt 2 % per maand)' }),
  overigeMaandlasten: ZBedrag(1_000_000, 0)
    .nullish()
    .meta({ description: 'overige vaste lasten per maand (erfpacht, alimentatie, lease)' }),
  woningwaarde: ZBedrag(100_000_000, 400_000)
    .nullish()
    .meta({ description: 'marktwaarde van de woning (grens: 100 %)' }),
});

type Velden = z.infer<typeof ZInvoerVelden>;
function checkSamenhang(v: Partial<Velden>, issue: z.core.$RefinementCtx<unknown>) {
  if ((v.rentevastJaren ?? 0) >= RENTEVAST_GRENS_JAREN && (v.rentePct === null || v.rentePct === undefined)) {
    issue.addIssue({
      code: 'custom',
      path: ['rentePct'],
      message: 'rentePct is verplicht bij een rentevaste periode van 10 jaar of langer',
      params: { code: 'RATE_REQUIRED' },
    });
  }
  if (v.alleenstaand && (v.partnerToetsinkomen ?? 0) > 0) {
    issue.addIssue({
      code: 'custom',
      path: ['partnerToetsinkomen'],
      message: 'een alleenstaande heeft geen partnerinkomen',
      params: { code: 'PARTNER_INCOME_SINGLE' },
    });
  }
}

export const ZOrientatieInvoer = ZInvoerVelden.extend({
  peildatum: ZDate.nullish().meta({
    example: '2026-03-02',
    description:
      'de datum waarvan de regels gelden (standaard vandaag); kiest de tabellen en bedragen die op die dag golden',
  }),
})
  .superRefine(checkSamenhang)
  .meta({
    example: { toetsinkomen: 40000, partnerToetsinkomen: 35000, rentevastJaren: 10, rentePct: 4 },
  });
export type TOrientatieInvoer = z.infer<typeof ZOrientatieInvoer>;

/** What the entrepreneur gives on an ORIENTATIE request: everything but the qualifying income (that comes from the IKV). */
export const ZAanvraagOrientatieInvoer = ZInvoerVelden.omit({ toetsinkomen: true })
  .superRefine(checkSamenhang)
  .meta({
    example: { partnerToetsinkomen: 35000, rentevastJaren: 10, rentePct: 4, energielabel: 'A', woningwaarde: 450000 },
  });
export type TAanvraagOrientatieInvoer = z.infer<typeof ZAanvraagOrientatieInvoer>;

export const ZOrientatie = ZOrientatieAntwoord.meta({
  // the answer to the request example the document builds from the field examples above
  example: computeOrientatie(
    {
      toetsinkomen: 75000,
      partnerToetsinkomen: 35000,
      aowBereikt: false,
      rentevastJaren: 10,
      rentePct: 4,
      energielabel: 'A',
      energiebesparendeMaatregelen: { bedrag: 15000, labelBestaandeWoning: 'A' },
      alleenstaand: false,
      studieschuldMaandlast: 120,
      kredietLimieten: 2500,
      overigeMaandlasten: 0,
      woningwaarde: 400000,
    },
    new Date('2026-03-02T09:00:00Z'),
  ),
});
export type TOrientatie = z.infer<typeof ZOrientatie>;
