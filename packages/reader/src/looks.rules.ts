// More looks at a scan or photo (docs/intake.md, "Scans and photos"): where OCR's first reading found a
// statement but could not prove its figures (a misread digit breaks a sum, a header year is lost), its
// pages are read again, sharper (ocr.ts `Blik`), then in black and white (binarize.rules.ts). Every
// reading passes the same arithmetic on its own; this file says when to look again and which reading
// the person gets. Pure.
import { BALANCE_FIELDS } from './accounts.rules.ts';
import { INTAKE_VELDEN, type IntakeVeld, type LeesResultaat, type Melding, VELD_NAMEN } from './types.ts';

/** What a first reading says when it found a statement it could not prove. */
const UNPROVEN = new Set([
  'TELT_NIET_OP',
  'KOLOM_ONZEKER',
  'BALANS_SLUIT_NIET',
  'TEGENSTRIJDIGE_BEDRAGEN',
  'JAAR_ONBEKEND',
  'JAAR_DUBBEL',
  'NIET_HERKEND',
]);

/** Every balance sheet states these: a year of balance figures without one of them was read in part. */
const EVERY_BALANCE: readonly IntakeVeld[] = ['vlottendeActiva', 'eigenVermogen'];

/**
 * Whether a reading from an image is worth another look at its statement pages: it found a statement
 * it could not prove, or a balance sheet of which it proved a part (a year without its current assets
 * or its equity: a misread digit in a sum says nothing where that sum's total was not read at all; or
 * without the total the sheet prints for that year, `totalYears` from accounts.rules.ts
 * `balanceTotalYears`: a sum of one side went unread).
 */
export function needsAnotherLook(result: LeesResultaat, totalYears: ReadonlySet<number> = new Set()): boolean {
  if (result.status !== 'GELEZEN' && result.status !== 'NIET_HERKEND') return false;
  if (result.meldingen.some((m) => UNPROVEN.has(m.code))) return true;
  return result.boekjaren.some(
    (y) =>
      INTAKE_VELDEN.some((v) => BALANCE_FIELDS.has(v) && y.velden[v]) &&
      (EVERY_BALANCE.some((v) => y.velden[v] === undefined) ||
        (totalYears.has(y.jaar) && y.velden.balanstotaal === undefined)),
  );
}

interface Figure {
  veld: IntakeVeld;
  jaar: number;
  waarde: number;
}

const VERSCHIL = (conflicts: Figure[]): Melding => {
  const names = (taal: 'nl' | 'en') => conflicts.map((f) => `${VELD_NAMEN[f.veld][taal]} (${f.jaar})`).join(', ');
  return {
    code: 'TEGENSTRIJDIGE_BEDRAGEN',
    nl: `Opnieuw gelezen gaf de afbeelding verschillende bedragen voor ${names('nl')}; ${conflicts.length === 1 ? 'dat veld is' : 'die velden zijn'} leeg gelaten.`,
    en: `Read again, the image gave different amounts for ${names('en')}; ${conflicts.length === 1 ? 'that field was' : 'those fields were'} left empty.`,
  };
};

const key = (f: { veld: string; jaar: number }) => `${f.veld} ${f.jaar}`;

function figures(result: LeesResultaat): Map<string, Figure> {
  const out = new Map<string, Figure>();
  for (const b of result.boekjaren)
    for (const veld of INTAKE_VELDEN) {
      const v = b.velden[veld];
      if (v) out.set(key({ veld, jaar: b.jaar }), { veld, jaar: b.jaar, waarde: v.waarde });
    }
  return out;
}

/**
 * The reading the person gets of several looks at the same pages. Each one's figures are proven by its
 * own sums; where two prove different amounts for the same figure, one of them is wrong and neither is
 * trusted: that figure is left out and the person is told. Of the rest, the reading that proves the
 * most figures is taken whole, with its own meldingen and checks (the earlier one on a tie).
 */
export function chooseReading(readings: readonly [LeesResultaat, ...LeesResultaat[]]): LeesResultaat {
  const maps = readings.map(figures);
  const seen = new Map<string, Figure>();
  const disputed = new Map<string, Figure>();
  for (const map of maps)
    for (const [k, f] of map) {
      const known = seen.get(k);
      if (known && known.waarde !== f.waarde) disputed.set(k, f);
      else seen.set(k, f);
    }
  const count = (map: Map<string, Figure>) => [...map.keys()].filter((k) => !disputed.has(k)).length;
  let best = 0;
  for (let i = 1; i < readings.length; i++) if (count(maps[i]!) > count(maps[best]!)) best = i;
  const chosen = readings[best]!;
  if (![...maps[best]!.keys()].some((k) => disputed.has(k))) return chosen;
  const boekjaren = chosen.boekjaren
    .map((y) => ({
      ...y,
      velden: Object.fromEntries(
        Object.entries(y.velden).filter(([veld]) => !disputed.has(key({ veld, jaar: y.jaar }))),
      ),
    }))
    .filter((y) => Object.keys(y.velden).length > 0);
  return {
    ...chosen,
    status: boekjaren.length > 0 ? chosen.status : 'NIET_HERKEND',
    boekjaren,
    meldingen: [...chosen.meldingen, VERSCHIL([...disputed.values()].filter((f) => maps[best]!.has(key(f))))],
  };
}
