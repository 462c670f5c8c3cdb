// The issuing gate (API.md, Trust → Issuing): may an IKV request move to AFGEROND and get its
// statement? Pure: one entry per missing piece, in Dutch and English. An ORIENTATIE request is an
// indication for the entrepreneur, never a statement a lender relies on: it has no gate and gets
// no statement (its PDF keeps the CONCEPT mark).

import { wijzigingenTekst, type Wijziging } from '../ikv-berekening/ikv-actueel.rules.ts';

export type EigendomStatus = 'BEVESTIGD' | 'ONBEVESTIGD' | 'AFGEWEZEN';

export interface GereedInvoer {
  verklaringType: 'IKV' | 'ORIENTATIE';
  /** the requesting entrepreneur's ownership of the company; null when he is no member any more */
  eigendom: EigendomStatus | null;
  /** an adviser established the applicant's identity (API.md, Trust III: PUT /adviseur/ondernemers/{id}/identiteit) */
  identiteitVastgesteld: boolean;
  /**
   * the latest stored calculation: what changed since in its input (berekeningWijzigingen of
   * ikv-actueel.rules.ts; empty: current) and the years its result uses
   */
  berekening: { wijzigingen: Wijziging[]; gebruikteJaren: number[] } | null;
  /** the adviser's checks of this request (void ones included) */
  controles: { jaar: number; akkoord: boolean; vervallen: boolean }[];
}

export interface GereedFout {
  path: string;
  code:
    'EIGENDOM_NIET_BEVESTIGD' | 'IDENTITEIT_NIET_VASTGESTELD' | 'GEEN_ACTUELE_BEREKENING' | 'JAAR_NIET_GECONTROLEERD';
  nl: string;
  en: string;
}

export function checkVerklaringGereed(i: GereedInvoer): GereedFout[] {
  if (i.verklaringType !== 'IKV') return [];
  const fouten: GereedFout[] = [];
  if (i.eigendom !== 'BEVESTIGD') {
    fouten.push({
      path: 'eigendom',
      code: 'EIGENDOM_NIET_BEVESTIGD',
      nl:
        i.eigendom === 'AFGEWEZEN'
          ? 'Het eigendom van het bedrijf is afgewezen.'
          : 'Het eigendom van het bedrijf is nog niet bevestigd.',
      en:
        i.eigendom === 'AFGEWEZEN'
          ? 'Ownership of the company was rejected.'
          : 'Ownership of the company has not been confirmed yet.',
    });
  }
  if (!i.identiteitVastgesteld) {
    fouten.push({
      path: 'identiteit',
      code: 'IDENTITEIT_NIET_VASTGESTELD',
      nl: 'Een adviseur heeft de identiteit van de aanvrager nog niet vastgesteld.',
      en: "An adviser has not yet established the applicant's identity.",
    });
  }
  if (!i.berekening) {
    fouten.push({
      path: 'ikvResultaat',
      code: 'GEEN_ACTUELE_BEREKENING',
      nl: 'Er is nog geen IKV berekend.',
      en: 'No IKV has been calculated yet.',
    });
    return fouten;
  }
  if (i.berekening.wijzigingen.length > 0) {
    fouten.push({
      path: 'ikvResultaat',
      code: 'GEEN_ACTUELE_BEREKENING',
      nl: `De laatste IKV-berekening is niet meer actueel (${wijzigingenTekst(i.berekening.wijzigingen, 'NL')}); bereken het IKV opnieuw.`,
      en: `The last IKV calculation is out of date (${wijzigingenTekst(i.berekening.wijzigingen, 'EN')}); recalculate the IKV.`,
    });
  }
  for (const jaar of [...new Set(i.berekening.gebruikteJaren)].sort((a, b) => a - b)) {
    const c = i.controles.find((x) => x.jaar === jaar);
    if (c && c.akkoord && !c.vervallen) continue;
    const waarom = !c
      ? 'is nog niet gecontroleerd'
      : c.vervallen
        ? 'heeft een vervallen controle (de cijfers zijn gewijzigd)'
        : 'is gecontroleerd zonder akkoord';
    const why = !c
      ? 'has not been checked'
      : c.vervallen
        ? 'has a void check (the figures changed)'
        : 'was checked without approval';
    fouten.push({
      path: `controles.${jaar}`,
      code: 'JAAR_NIET_GECONTROLEERD',
      nl: `Boekjaar ${jaar} ${waarom}.`,
      en: `Financial year ${jaar} ${why}.`,
    });
  }
  return fouten;
}
