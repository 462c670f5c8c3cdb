// FinancieelBoekjaarInput: the figures of one financial year, as API.md defines them. Every field's
// schema is derived from its definition (shared/financieel-boekjaar.fields.ts); `jaar` and the rules
// across fields (a correction needs a reason, no year twice) are here.
import { z } from 'zod';
import { rule, ZMoney, zText } from '../../../shared/schema-primitives.schema.ts';
import {
  EXTRA_VELDEN,
  IKV_VELDEN,
  VASTE_VELDEN,
  type BoekjaarVeld,
  type ExtraVeld,
  type IkvVeld,
  type VastVeld,
} from '../../../shared/financieel-boekjaar.fields.ts';
import { findDuplicateYears, JAAR_MIN, JAAR_MAX_STRUCTURAL } from './financials.rules.ts';

export const ZJaar = z
  .number({ error: 'jaar moet een geheel getal zijn' })
  .int({ error: 'jaar moet een geheel getal zijn' })
  .min(JAAR_MIN, { error: `jaar ligt tussen ${JAAR_MIN} en het huidige jaar` })
  .max(JAAR_MAX_STRUCTURAL, { error: 'jaar ligt tussen 1900 en het huidige jaar' })
  .meta({ example: 2025 });

/** A field's input schema: text, a required amount, an amount that defaults to 0, or one that may be null. */
function invoerSchema(veld: BoekjaarVeld): z.ZodType {
  if (veld.soort === 'tekst') return zText().max(veld.maxLengte).nullish().meta({ example: veld.voorbeeld });
  const bedrag =
    veld.minimum === 0
      ? ZMoney.refine(
          (n) => n >= 0,
          rule(
            'NOT_NEGATIVE',
            `${veld.label.nl.toLowerCase()} ${'meervoud' in veld ? 'mogen' : 'mag'} niet negatief zijn`,
          ),
        )
      : ZMoney;
  const meta = { example: veld.voorbeeld, ...(veld.beschrijving ? { description: veld.beschrijving } : {}) };
  if (veld.invoer === 'nul') return bedrag.default(0).meta(meta);
  if (veld.invoer === 'optioneel') return bedrag.nullable().meta(meta);
  return bedrag.meta(meta);
}

/** A stored field as the API answers it; a field outside the FIXED submit is null when unknown. */
function uitvoerSchema(veld: BoekjaarVeld): z.ZodType {
  if (veld.soort === 'tekst') return z.string().nullable();
  if (veld.invoer === 'optioneel')
    return z.number().nullable().meta({ example: null, description: 'null als onbekend' });
  return z.number();
}

type InvoerVan<V> = V extends { soort: 'tekst' }
  ? z.ZodOptional<z.ZodNullable<z.ZodString>>
  : V extends { invoer: 'nul' }
    ? z.ZodDefault<z.ZodNumber>
    : V extends { invoer: 'optioneel' }
      ? z.ZodNullable<z.ZodNumber>
      : z.ZodNumber;
type UitvoerVan<V> = V extends { soort: 'tekst' }
  ? z.ZodNullable<z.ZodString>
  : V extends { invoer: 'optioneel' }
    ? z.ZodNullable<z.ZodNumber>
    : z.ZodNumber;
type VastInvoerShape = { [V in VastVeld as V['naam']]: InvoerVan<V> };
/** Outside the FIXED submit every field may be left out: then the stored value stays. */
type ExtraInvoerShape = { [V in ExtraVeld as V['naam']]: z.ZodOptional<InvoerVan<V>> };
type IkvInvoerShape = {
  [V in IkvVeld as V['naam']]: V extends { vast: true } ? InvoerVan<V> : z.ZodOptional<InvoerVan<V>>;
};

const vastInvoer = Object.fromEntries(VASTE_VELDEN.map((v) => [v.naam, invoerSchema(v)]));
const extraInvoer = Object.fromEntries(EXTRA_VELDEN.map((v) => [v.naam, invoerSchema(v).optional()]));

/** The eight FIXED fields besides `jaar` (FinancieelBoekjaarInputBase). */
export const boekjaarBaseShape = vastInvoer as VastInvoerShape;
/** The optional fields outside the FIXED submit (PUT of one year): left out keeps the stored value. */
export const extraInvoerShape = extraInvoer as ExtraInvoerShape;
/** What the IKV calculation reads of a year (the pre-check's year besides `jaar`). */
export const ikvInvoerShape = Object.fromEntries(
  IKV_VELDEN.map((v) => [v.naam, (v.vast ? vastInvoer : extraInvoer)[v.naam]]),
) as IkvInvoerShape;

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

export const ZFinancieelBoekjaarInputBase = z.object(boekjaarBaseShape).superRefine(requireReden);
export const ZFinancieelBoekjaarInput = z.object({ jaar: ZJaar, ...boekjaarBaseShape }).superRefine(requireReden);

/** A stored year as the FIXED submit answers it: `jaar` and the eight FIXED fields. */
export const ZFinancieelBoekjaar = z.object({
  jaar: z.number().int(),
  ...(Object.fromEntries(VASTE_VELDEN.map((v) => [v.naam, uitvoerSchema(v)])) as {
    [V in VastVeld as V['naam']]: UitvoerVan<V>;
  }),
});

/** A stored year as GET and PUT answer it: the FIXED fields plus every optional field (null when unknown). */
export const ZOpgeslagenBoekjaar = ZFinancieelBoekjaar.extend(
  Object.fromEntries(EXTRA_VELDEN.map((v) => [v.naam, uitvoerSchema(v)])) as {
    [V in ExtraVeld as V['naam']]: UitvoerVan<V>;
  },
);

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
export type TOpgeslagenBoekjaar = z.infer<typeof ZOpgeslagenBoekjaar>;
/** The optional fields outside the FIXED submit, as stored (null: unknown). */
export type TExtraWaarden = Omit<TOpgeslagenBoekjaar, keyof TFinancieelBoekjaar>;

/** "het optionele veld kortlopendeSchulden" / "de optionele velden a en b": the operations' descriptions name them. */
export function extraVeldenTekst(): string {
  const namen = EXTRA_VELDEN.map((v) => v.naam);
  return namen.length === 1
    ? `het optionele veld ${namen[0]}`
    : `de optionele velden ${namen.slice(0, -1).join(', ')} en ${namen.at(-1)}`;
}
