// The pre-check on documents (API.md, Pre-check: POST /ikv/voorcheck/documenten): the readings of
// 1–4 documents merged per year and figure, each figure with its source, and the pre-check's input
// when three years are complete. Pure. Never guesses: two documents that give different figures for
// one year and field leave that field out with a melding (docs/intake.md, "never guess").
import {
  INTAKE_VELDEN,
  type IntakeVeld,
  type LeesResultaat,
  type VeldWaarde,
} from '../documents/intake/intake.types.ts';
import type { TPrecheckInput } from './precheck.schema.ts';

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

const VELD_NAAM: Record<IntakeVeld, { nl: string; en: string }> = {
  fiscaleWinst: { nl: 'de fiscale winst', en: 'the fiscal profit' },
  vlottendeActiva: { nl: 'de vlottende activa', en: 'the current assets' },
  immaterieleActiva: { nl: 'de immateriële activa', en: 'the intangible assets' },
  eigenVermogen: { nl: 'het eigen vermogen', en: 'the equity' },
  balanstotaal: { nl: 'het balanstotaal', en: 'the balance-sheet total' },
  kortlopendeSchulden: { nl: 'de kortlopende schulden', en: 'the short-term liabilities' },
};

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
      for (const veld of INTAKE_VELDEN) {
        const w = b.velden[veld];
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
          en: `The pre-check needs the fiscal profit of three years; read: ${jaren}. Add a return or annual accounts, or enter the missing years yourself.`,
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
    return {
      input: null,
      meldingen: [
        {
          code: 'BALANS_NODIG',
          nl: `Voor de voorcheck is de balans van ${laatste.jaar} nodig; niet gelezen: ${namen.nl}. Voeg de jaarrekening van ${laatste.jaar} toe of vul de cijfers zelf in.`,
          en: `The pre-check needs the balance sheet of ${laatste.jaar}; not read: ${namen.en}. Add the annual accounts of ${laatste.jaar} or enter the figures yourself.`,
          jaar: laatste.jaar,
        },
      ],
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
  const w = (b: DocumentBoekjaar, v: IntakeVeld) => b.velden[v]?.waarde;
  const input: TPrecheckInput = {
    rechtsvorm,
    boekjaren: drie.map((b) => ({
      jaar: b.jaar,
      fiscaleWinst: w(b, 'fiscaleWinst')!,
      vlottendeActiva: w(b, 'vlottendeActiva') ?? 0,
      immaterieleActiva: w(b, 'immaterieleActiva') ?? 0,
      eigenVermogen: w(b, 'eigenVermogen') ?? 0,
      balanstotaal: w(b, 'balanstotaal') ?? 0,
      balanscorrectie: 0,
      balanscorrectieReden: null,
      ...(w(b, 'kortlopendeSchulden') === undefined ? {} : { kortlopendeSchulden: w(b, 'kortlopendeSchulden')! }),
    })),
  };
  return { input, meldingen };
}
