// The property: every figure the reader proposes equals the truth for that field and year (in cents); a figure
// for a year or field the company has no true value for is wrong too. Recall is what was stated and read.
import type { LeesResultaat } from '@ikv/reader';
import type { Gegenereerd } from './layout.ts';
import { VELDEN, type Veld } from './truth.ts';

export interface FouteWaarde {
  jaar: number;
  veld: string;
  /** The truth in cents, absent where the company has no such figure. */
  verwacht?: number;
  gelezen: number;
  tekst?: string;
  pagina?: number;
  /** What went wrong, in a developer's words (e.g. "scale: 1 000× too small"). */
  soort: string;
}

/** Names the kind of a wrong figure by comparing it with the rest of the truth. */
function soortFout(g: Gegenereerd, jaar: number, veld: string, gelezen: number, verwacht: number | undefined): string {
  const jaren = g.waarheid.map((w) => w.jaar);
  if (!jaren.includes(jaar)) return 'a year the company has no figures for';
  if (verwacht === undefined) return 'a field the company does not have';
  if (verwacht !== 0) {
    for (const [f, naam] of [
      [1000, 'scale: 1 000× too small'],
      [1_000_000, 'scale: 1 000 000× too small'],
      [0.001, 'scale: 1 000× too large'],
      [0.000001, 'scale: 1 000 000× too large'],
    ] as const)
      if (Math.abs(gelezen * f - verwacht) < 0.5) return naam;
  }
  if (gelezen === -verwacht) return 'sign flipped';
  const anderJaar = g.waarheid.find((w) => w.jaar !== jaar && w.velden[veld as Veld] === gelezen);
  if (anderJaar) return "another year's value (columns mapped to the wrong years)";
  const anderVeld = Object.entries(g.waarheid.find((w) => w.jaar === jaar)?.velden ?? {}).find(
    ([v, w]) => v !== veld && w === gelezen,
  );
  if (anderVeld) return `the value of ${anderVeld[0]}`;
  if (verwacht === 0) return 'a value where the truth is 0';
  if (gelezen === 0) return '0 where the truth is another value';
  if (Math.abs(gelezen) < 100 * 100 && Math.abs(verwacht) >= 1000 * 100)
    return 'a small number (a note reference, a page number) taken as the amount';
  return 'another amount (a decoy, a neighbouring row or column)';
}

export interface Uitkomst {
  traits: string[];
  vermeld: number;
  exact: number;
  /** Exact figures the document does not state in a statement (e.g. from an overview): fine, not counted. */
  extraExact: number;
  fout: number;
  gemist: number;
  status: string;
  verwachtStatus: string;
  statusGoed: boolean;
  fouten: FouteWaarde[];
  meldingen: string[];
}

function centen(waarde: number): number {
  return Math.round(waarde * 100);
}

export function beoordeel(g: Gegenereerd, r: LeesResultaat): Uitkomst {
  const vermeld = new Set(g.vermeld);
  const goed = new Set<string>();
  const fouten: FouteWaarde[] = [];
  let extraExact = 0;
  for (const bj of r.boekjaren) {
    const waar = g.waarheid.find((w) => w.jaar === bj.jaar)?.velden;
    for (const [veld, cijfer] of Object.entries(bj.velden ?? {})) {
      if (!cijfer) continue;
      const gelezen = centen(cijfer.waarde);
      const verwacht = VELDEN.includes(veld as Veld) ? waar?.[veld as Veld] : undefined;
      if (verwacht === undefined || verwacht !== gelezen) {
        fouten.push({
          jaar: bj.jaar,
          veld,
          verwacht,
          gelezen,
          tekst: cijfer.tekst,
          pagina: cijfer.pagina,
          soort: soortFout(g, bj.jaar, veld, gelezen, verwacht),
        });
      } else if (vermeld.has(`${bj.jaar}:${veld}`)) goed.add(`${bj.jaar}:${veld}`);
      else extraExact++;
    }
  }
  const exact = goed.size;
  const fout = fouten.length;
  const foutVermeld = fouten.filter((f) => vermeld.has(`${f.jaar}:${f.veld}`)).length;
  return {
    traits: g.traits,
    vermeld: vermeld.size,
    exact,
    extraExact,
    fout,
    gemist: vermeld.size - exact - foutVermeld,
    status: r.status,
    verwachtStatus: g.verwachtStatus,
    statusGoed: r.status === g.verwachtStatus,
    fouten,
    meldingen: (r.meldingen ?? []).map((m) => m.code),
  };
}

export interface Telling {
  documenten: number;
  vermeld: number;
  exact: number;
  fout: number;
  gemist: number;
  statusFout: number;
  /** Up to three seeds of documents with a wrong figure or a wrong status. */
  voorbeelden: string[];
}

export function nieuweTelling(): Telling {
  return { documenten: 0, vermeld: 0, exact: 0, fout: 0, gemist: 0, statusFout: 0, voorbeelden: [] };
}

export function tel(t: Telling, u: Uitkomst, voorbeeld: string): void {
  t.documenten++;
  t.vermeld += u.vermeld;
  t.exact += u.exact;
  t.fout += u.fout;
  t.gemist += u.gemist;
  if (!u.statusGoed) t.statusFout++;
  if ((u.fout > 0 || !u.statusGoed) && t.voorbeelden.length < 3) t.voorbeelden.push(voorbeeld);
}
