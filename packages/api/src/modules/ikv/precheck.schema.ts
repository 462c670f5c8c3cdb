// ikv.precheck → POST /ikv/voorcheck (public, rate limited per IP): IkvInvoer of IKV.md 6.1 without
// peildatum → Voorcheck. Nothing of the input is stored.
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZMoney } from '../../shared/schema-primitives.schema.ts';
import { ikvInvoerShape, requireReden, ZJaar } from '../companies/financials/financial-year.schema.ts';
import { findDuplicateYears } from '../companies/financials/financials.rules.ts';
import { ZIkvResultaat, ZIkvStatus } from '../ikv-berekening/ikv-resultaat.schema.ts';
import { DOCUMENT_NODIG_SOORTEN, type Voorcheck } from './voorcheck.rules.ts';

export const precheckMeta = {
  openapi: {
    method: 'POST',
    path: '/ikv/voorcheck',
    tags: ['ikv'],
    summary:
      'Voorcheck: indicatief toetsinkomen, solvabiliteit en liquiditeit per jaar en de documentenlijst (openbaar)',
    description:
      'Dezelfde IKV-berekening als POST /aanvragen/{id}/ikv (zelfde regels, gekozen op de datum van vandaag), op cijfers die u meegeeft: het toetsinkomen, per jaar solvabiliteit en liquiditeit met voldoet of niet, de signaleringen, de uitleg regel voor regel in het Nederlands en Engels, en de documenten die een adviseur zal vragen (per rechtsvorm en jaar). Er wordt niets opgeslagen of gelogd behalve een teller per IP-adres. Zonder account; beperkt per IP-adres (429 met Retry-After). 422 met dezelfde codes als de berekening (bijv. TE_WEINIG_JAREN).',
    protect: false,
    errorResponses: { 400: 'Ongeldige invoer', 422: 'Boekjaren niet bruikbaar', 429: 'Te veel verzoeken' },
  },
} satisfies ApiMeta;

/** A year as the IKV calculation reads it (the fields its definition marks `ikv`). */
const ZVoorcheckBoekjaar = z.object({ jaar: ZJaar, ...ikvInvoerShape }).superRefine(requireReden);

export const ZPrecheckInput = z
  .object({
    rechtsvorm: z.string().trim().min(1, { error: 'geef de rechtsvorm' }).max(100).meta({
      example: 'EENMANSZAAK',
      description: 'EENMANSZAAK, VOF, MAATSCHAP, CV, BV of NV (of de KvK-omschrijving, bijv. "Besloten Vennootschap")',
    }),
    aandeelPercentage: z
      .number()
      .min(-1000)
      .max(1000)
      .optional()
      .meta({ example: 100, description: 'uw winstaandeel in % (0 < p ≤ 100); standaard 100' }),
    boekjaren: z
      .array(ZVoorcheckBoekjaar)
      .min(1, { error: 'geef minstens één boekjaar' })
      .max(3, { error: 'hoogstens drie boekjaren' })
      .superRefine((boekjaren, ctx) => {
        for (const index of findDuplicateYears(boekjaren.map((b) => b.jaar))) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'jaar'],
            message: 'dit jaar staat meer dan eens in de invoer',
            params: { code: 'YEAR_DUPLICATE' },
          });
        }
      }),
    dgaSalarissen: z
      .array(
        z.object({ jaar: ZJaar, bedrag: ZMoney.refine((n) => n >= 0, { error: 'salaris mag niet negatief zijn' }) }),
      )
      .max(3)
      .nullish()
      .meta({ description: 'BV/NV: uw DGA-salaris per jaar' }),
    tussentijds: z
      .object({ winst: ZMoney, maanden: z.number().int().min(1).max(11) })
      .nullish()
      .meta({ description: 'tussentijdse winst van het lopende jaar over een aantal maanden (telt vanaf 1 augustus)' }),
  })
  .meta({
    example: {
      rechtsvorm: 'EENMANSZAAK',
      boekjaren: [2023, 2024, 2025].map((jaar, i) => ({
        jaar,
        fiscaleWinst: [28000, 31000, 24000][i],
        vlottendeActiva: 30000,
        immaterieleActiva: 0,
        eigenVermogen: 20000,
        balanstotaal: 40000,
        balanscorrectie: 0,
        balanscorrectieReden: null,
      })),
    },
  });
export type TPrecheckInput = z.infer<typeof ZPrecheckInput>;

const ZTekst = { nl: z.string(), en: z.string() };

export const ZVoorcheck = z.object({
  regelsVersie: z.string().meta({
    example: 'IKV-NHG-2026.1',
    description: 'dezelfde regels als de berekening op een aanvraag, gekozen op de peildatum',
  }),
  geldigVanaf: z.iso.date().meta({ example: '2026-01-01' }),
  peildatum: z.iso.date().meta({ example: '2026-06-15', description: 'vandaag (Europe/Amsterdam)' }),
  waarschuwingen: z.array(z.object({ code: z.literal('REGELS_NIET_ACTUEEL'), ...ZTekst })),
  route: z.enum(['IB', 'DGA']),
  rechtsvorm: z.enum(['EENMANSZAAK', 'VOF', 'MAATSCHAP', 'CV', 'BV', 'NV']),
  toetsinkomen: z
    .number()
    .int()
    .nullable()
    .meta({ example: 24000, description: 'indicatief, hele euro’s; null op de DGA-route zonder salaris' }),
  status: ZIkvStatus,
  venster: ZIkvResultaat.shape.venster,
  balansToets: ZIkvResultaat.shape.balansToets,
  normen: ZIkvResultaat.shape.normen,
  jaren: z.array(
    z.object({
      jaar: z.number().int(),
      solvabiliteit: z.object({ pct: z.number().nullable(), voldoet: z.boolean().nullable() }),
      liquiditeit: z.object({
        waarde: z.number().nullable(),
        voldoet: z.boolean().nullable(),
        basis: z.enum(['KORTLOPENDE_SCHULDEN', 'BENADERING_VREEMD_VERMOGEN']),
      }),
      voldoet: z.boolean().nullable().meta({
        description: 'beide ratio’s voldoen (true), een voldoet niet (false), anders niet te beoordelen (null)',
      }),
    }),
  ),
  signaleringen: ZIkvResultaat.shape.signaleringen,
  uitleg: z.array(z.object({ stap: z.string(), ...ZTekst })),
  documentenNodig: z.array(
    z.object({
      soort: z.enum(DOCUMENT_NODIG_SOORTEN),
      jaar: z.number().int().optional(),
      ...ZTekst,
    }),
  ),
});
export type TVoorcheck = z.infer<typeof ZVoorcheck>;

// the rules' result and the schema describe the same shape
const _sameShape: (v: Voorcheck) => TVoorcheck = (v) => v;
void _sameShape;

/** @alias the output under the name every operation's schema file gives it */
export const ZPrecheckOutput = ZVoorcheck;
