// FinancieelBoekjaarInput: the figures of one financial year, as API.md defines them.
import { z } from 'zod';
import { rule, ZMoney, zText } from '../../../shared/schema-primitives.schema.ts';
import { findDuplicateYears, JAAR_MIN, JAAR_MAX_STRUCTURAL } from './financials.rules.ts';

export const ZJaar = z
  .number({ error: 'jaar moet een geheel getal zijn' })
  .int({ error: 'jaar moet een geheel getal zijn' })
  .min(JAAR_MIN, { error: `jaar ligt tussen ${JAAR_MIN} en het huidige jaar` })
  .max(JAAR_MAX_STRUCTURAL, { error: 'jaar ligt tussen 1900 en het huidige jaar' })
  .meta({ example: 2025 });

export const boekjaarBaseShape = {
  fiscaleWinst: ZMoney.meta({ example: 61250, description: 'fiscale winst in euro' }),
  vlottendeActiva: ZMoney.meta({ example: 42000 }),
  immaterieleActiva: ZMoney.meta({ example: 0 }),
  eigenVermogen: ZMoney.meta({ example: 55300.5 }),
  balanstotaal: ZMoney.refine((n) => n >= 0, rule('NOT_NEGATIVE', 'balanstotaal mag niet negatief zijn')).meta({
    example: 98000,
  }),
  balanscorrectie: ZMoney.default(0).meta({ example: 0 }),
  balanscorrectieReden: zText().max(500).nullish().meta({ example: null }),
};

type BaseValue = { balanscorrectie: number; balanscorrectieReden?: string | null };
export function requireReden(value: BaseValue, ctx: z.RefinementCtx) {
  if (value.balanscorrectie !== 0 && !value.balanscorrectieReden) {
    ctx.addIssue({
      code: 'custom',
      path: ['balanscorrectieReden'],
      message: 'geef een reden bij een balanscorrectie',
      params: { code: 'REASON_REQUIRED' },
    });
  }
}

/**
 * Optional (API.md, Trust: liquidity input, rules IKV-NHG-2026.1): the year's short-term debts, ≥ 0 or
 * null. Not part of the FIXED submit; carried by GET and PUT only.
 */
export const ZKortlopendeSchulden = ZMoney.refine(
  (n) => n >= 0,
  rule('NOT_NEGATIVE', 'kortlopende schulden mogen niet negatief zijn'),
)
  .nullable()
  .meta({
    example: 12500,
    description:
      'Kortlopende schulden: schulden die binnen een jaar betaald moeten worden (crediteuren, te betalen belastingen, rekening-courant, het deel van leningen dat dit jaar afgelost wordt). Null of weggelaten: onbekend; dan rekent de IKV alle schulden als kortlopend (benadering).',
  });

export const ZFinancieelBoekjaarInputBase = z.object(boekjaarBaseShape).superRefine(requireReden);
export const ZFinancieelBoekjaarInput = z.object({ jaar: ZJaar, ...boekjaarBaseShape }).superRefine(requireReden);

export const ZFinancieelBoekjaar = z.object({
  jaar: z.number().int(),
  fiscaleWinst: z.number(),
  vlottendeActiva: z.number(),
  immaterieleActiva: z.number(),
  eigenVermogen: z.number(),
  balanstotaal: z.number(),
  balanscorrectie: z.number(),
  balanscorrectieReden: z.string().nullable(),
});

/** A stored year as GET and PUT answer it: the eight FIXED fields plus the optional short-term debts. */
export const ZFinancieelBoekjaarMetSchulden = ZFinancieelBoekjaar.extend({
  kortlopendeSchulden: z.number().nullable().meta({ example: null, description: 'null als onbekend' }),
});

export const ZBoekjarenArray = z
  .array(ZFinancieelBoekjaarInput)
  .min(1, { error: 'geef minstens één boekjaar' })
  .max(100, { error: 'hoogstens 100 boekjaren per keer' })
  .superRefine((boekjaren, ctx) => {
    for (const index of findDuplicateYears(boekjaren.map((b) => b.jaar))) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'jaar'],
        message: 'dit jaar staat meer dan eens in de inzending',
        params: { code: 'YEAR_DUPLICATE' },
      });
    }
  });

export type TFinancieelBoekjaarInput = z.infer<typeof ZFinancieelBoekjaarInput>;
export type TFinancieelBoekjaarInputBase = z.infer<typeof ZFinancieelBoekjaarInputBase>;
export type TFinancieelBoekjaar = z.infer<typeof ZFinancieelBoekjaar>;
export type TFinancieelBoekjaarMetSchulden = z.infer<typeof ZFinancieelBoekjaarMetSchulden>;
