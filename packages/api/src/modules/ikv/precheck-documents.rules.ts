// The pre-check on documents (API.md, Pre-check: POST /ikv/voorcheck/documenten): the readings of
// 1–4 documents merged per year and figure, each figure with its source, and the pre-check's input
// when three years are complete. Pure. Never guesses: two documents that give different figures for
// one year and field leave that field out with a melding (docs/intake.md, "never guess").
import type { LeesResultaat, VeldWaarde } from '@ikv/reader';
import { DOCUMENT_VELDEN, IKV_VELDEN, type DocumentVeld } from '../../shared/financieel-boekjaar.fields.ts';
import type { TPrecheckInput } from './precheck.schema.ts';

/** A financial year's field that documents supply (its definition names the reader's field). */
type IntakeVeld = DocumentVeld['naam'];

export interface DocumentMelding {
  code: string;
  nl: string;
  en: string;
  /** the document it is about (its name as sent), if one */
  bestand?: string;
  jaar?: number;
  veld?: IntakeVeld;
}

export type BronWaarde = VeldWaarde & { bestand: string };

export interface DocumentBoekjaar {
  jaar: number;
  velden: Partial<Record<IntakeVeld, BronWaarde>>;
}

export interface GelezenBestand {
  naam: string;
  result: LeesResultaat;
}

const VELD_NAAM = Object.fromEntries(DOCUMENT_VELDEN.map((v) => [v.naam, v.inZin])) as Record<
  IntakeVeld,
  { nl: string; en: string }
>;

const STATUS_MELDING: Partial<Record<LeesResultaat['status'], { code: string; nl: string; en: string }>> = {
  GEEN_TEKST: {
    code: 'GEEN_TEKST',
    nl: 'bevat geen leesbare tekst (een scan of foto); typ de cijfers over',
    en: 'has no readable text (a scan or photo); type the figures',
  },
  NIET_HERKEND: {
    code: 'NIET_HERKEND',
    nl: 'is niet herkend als jaarrekening, aangifte of aanslag',
    en: 'was not recognised as annual accounts, a tax return or an assessment',
  },
  MISLUKT: {
    code: 'MISLUKT',
    nl: 'kon niet worden gelezen (beschadigd, te zwaar of te traag)',
    en: 'could not be read (damaged, too heavy or too slow)',
  },
};

/** Merges the readings: one figure per year and field with its source; conflicts leave the field out. */
export function mergeReadings(bestanden: readonly GelezenBestand[]): {
  boekjaren: DocumentBoekjaar[];
  meldingen: DocumentMelding[];
} {
  const meldingen: DocumentMelding[] = [];
  const kandidaten = new Map<number, Map<IntakeVeld, BronWaarde[]>>();
  for (const { naam, result } of bestanden) {
    const status = STATUS_MELDING[result.status];
    if (status)
      meldingen.push({ code: status.code, nl: `${naam} ${status.nl}.`, en: `${naam} ${status.en}.`, bestand: naam });
    for (const m of result.meldingen) meldingen.push({ ...m, bestand: naam });
    for (const b of result.boekjaren) {
      const perVeld = kandidaten.get(b.jaar) ?? new Map<IntakeVeld, BronWaarde[]>();
      kandidaten.set(b.jaar, perVeld);
      for (const { naam: veld, document } of DOCUMENT_VELDEN) {
        const w = b.velden[document.veld];
        if (w) perVeld.set(veld, [...(perVeld.get(veld) ?? []), { ...w, bestand: naam }]);
      }
    }
  }
  const boekjaren: DocumentBoekjaar[] = [];
  for (const jaar of [...kandidaten.keys()].sort((a, b) => a - b)) {
    const velden: DocumentBoekjaar['velden'] = {};
    for (const [veld, waarden] of kandidaten.get(jaar)!) {
      const verschillend = new Set(waarden.map((w) => w.waarde.toFixed(2)));
      if (verschillend.size === 1) {
        velden[veld] = waarden[0]!;
        continue;
      }
      const lijst = waarden.map((w) => `${w.bestand}: ${w.waarde.toFixed(2)}`).join('; ');
      meldingen.push({
        code: 'DOCUMENTEN_VERSCHILLEN',
        nl: `Voor ${jaar} geven de documenten verschillende bedragen voor ${VELD_NAAM[veld].nl} (${lijst}); dat bedrag is weggelaten, vul het zelf in.`,
        en: `For ${jaar} the documents give different amounts for ${VELD_NAAM[veld].en} (${lijst}); that amount is left out, please enter it yourself.`,
        jaar,
        veld,
      });
    }
    if (Object.keys(velden).length > 0) boekjaren.push({ jaar, velden });
  }
  return { boekjaren, meldingen };
}

/**
 * What the person chose beside the documents, kept when documents are read: the profit share
 * (VOF, maatschap, CV) and the DGA salary per year (BV, NV). A salary of a year not among the three
 * read is left out.
 */
export interface PrecheckKeuze {
  aandeelPercentage?: number;
  dgaSalarissen?: readonly { jaar: number; bedrag: number }[];
}

/** What the balance test of the latest year needs (IKV.md §6.3: solvency and liquidity of year L). */
const BALANS_NODIG = ['vlottendeActiva', 'eigenVermogen', 'balanstotaal'] as const;

/**
 * The pre-check's input when three years are complete: the three latest years with a fiscal profit,
 * the latest of them with its balance (vlottende activa, eigen vermogen, balanstotaal). A figure not
 * read is passed as the typed form passes an empty field (0; kortlopende schulden: unknown), and the
 * older years without a balance are named in a melding (their ratios are then "not assessable").
 */
export function precheckInputFrom(
  boekjaren: readonly DocumentBoekjaar[],
  rechtsvorm: string,
  keuze: PrecheckKeuze = {},
): { input: TPrecheckInput | null; meldingen: DocumentMelding[] } {
  const metWinst = boekjaren.filter((b) => b.velden.fiscaleWinst).sort((a, b) => a.jaar - b.jaar);
  if (metWinst.length < 3) {
    const jaren = metWinst.map((b) => b.jaar).join(', ') || '—';
    return {
      input: null,
      meldingen: [
        {
          code: 'DRIE_JAREN_NODIG',
          nl: `Voor de voorcheck is de fiscale winst van drie jaren nodig; gelezen: ${jaren}. Voeg een aangifte of jaarrekening toe of vul de ontbrekende jaren zelf in.`,
          en: `The pre-check needs the taxable profit of three years; read: ${jaren}. Add a return or annual accounts, or enter the missing years yourself.`,
        },
      ],
    };
  }
  const drie = metWinst.slice(-3);
  const laatste = drie[2]!;
  const ontbreekt = BALANS_NODIG.filter((v) => !laatste.velden[v]);
  if (ontbreekt.length > 0) {
    const namen = {
      nl: ontbreekt.map((v) => VELD_NAAM[v].nl).join(', '),
      en: ontbreekt.map((v) => VELD_NAAM[v].en).join(', '),
    };
    // a document that states this year's balance was already added: never ask for it again, say what was not read in it
    const balansBron = BALANS_NODIG.map((v) => laatste.velden[v]?.bestand).find((b) => b !== undefined);
    const wat = balansBron
      ? {
          nl: `In ${balansBron} is van de balans van ${laatste.jaar} niet gelezen: ${namen.nl}. Vul ${ontbreekt.length > 1 ? 'die bedragen' : 'dat bedrag'} hieronder zelf in (zie de balans in dat document).`,
          en: `In ${balansBron} the balance sheet of ${laatste.jaar} was not fully read: ${namen.en}. Enter ${ontbreekt.length > 1 ? 'those amounts' : 'that amount'} below yourself (see the balance sheet in that document).`,
        }
      : {
          nl: `Voor de voorcheck is de balans van ${laatste.jaar} nodig; niet gelezen: ${namen.nl}. Voeg de jaarrekening van ${laatste.jaar} toe of vul de cijfers zelf in.`,
          en: `The pre-check needs the balance sheet of ${laatste.jaar}; not read: ${namen.en}. Add the annual accounts of ${laatste.jaar} or enter the figures yourself.`,
        };
    return {
      input: null,
      meldingen: [{ code: 'BALANS_NODIG', ...wat, jaar: laatste.jaar, ...(balansBron ? { bestand: balansBron } : {}) }],
    };
  }
  const meldingen: DocumentMelding[] = [];
  for (const b of drie.slice(0, 2)) {
    if (BALANS_NODIG.some((v) => !b.velden[v])) {
      meldingen.push({
        code: 'BALANS_ONTBREEKT',
        nl: `Van ${b.jaar} is geen volledige balans gelezen: de solvabiliteit en liquiditeit van dat jaar zijn niet beoordeeld.`,
        en: `No complete balance sheet was read for ${b.jaar}: that year's solvency and liquidity are not assessed.`,
        jaar: b.jaar,
      });
    }
  }
  const jaren = new Set(drie.map((b) => b.jaar));
  const dgaSalarissen = (keuze.dgaSalarissen ?? []).filter((s) => jaren.has(s.jaar));
  const input: TPrecheckInput = {
    rechtsvorm,
    ...(keuze.aandeelPercentage === undefined ? {} : { aandeelPercentage: keuze.aandeelPercentage }),
    boekjaren: drie.map((b) => precheckJaar(b) as TPrecheckInput['boekjaren'][number]),
    ...(dgaSalarissen.length > 0 ? { dgaSalarissen } : {}),
  };
  return { input, meldingen };
}

/**
 * One year of the pre-check's input from what was read: each field the IKV reads from its document,
 * else as the typed form passes an empty field (an amount 0, a text null; an optional field left out:
 * unknown).
 */
function precheckJaar(b: DocumentBoekjaar): Record<string, unknown> {
  const velden = b.velden as Partial<Record<string, BronWaarde>>;
  const jaar: Record<string, unknown> = { jaar: b.jaar };
  for (const v of IKV_VELDEN) {
    const gelezen = velden[v.naam]?.waarde;
    if (gelezen !== undefined) jaar[v.naam] = gelezen;
    else if (v.vast) jaar[v.naam] = v.soort === 'tekst' ? null : 0;
  }
  return jaar;
}
