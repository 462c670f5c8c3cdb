// The issuing gate (API.md, Trust → Issuing): may an IKV request move to AFGEROND and get its
// statement? Pure: one entry per missing piece, in Dutch and English. An ORIENTATIE request is an
// indication for the entrepreneur, never a statement a lender relies on: it has no gate and gets
// no statement (its PDF keeps the CONCEPT mark).

export type EigendomStatus = 'BEVESTIGD' | 'ONBEVESTIGD' | 'AFGEWEZEN';

/** A financial year as the calculation saw it or as it is now: any flat record of its figures. */
export type BoekjaarCijfers = { jaar: number } & Record<string, unknown>;

export interface GereedInvoer {
  verklaringType: 'IKV' | 'ORIENTATIE';
  /** the requesting entrepreneur's ownership of the company; null when he is no member any more */
  eigendom: EigendomStatus | null;
  /** an adviser established the applicant's identity (API.md, Trust III: PUT /adviseur/ondernemers/{id}/identiteit) */
  identiteitVastgesteld: boolean;
  /** the latest stored calculation: the years it was computed from and the years its result uses */
  berekening: { invoerBoekjaren: BoekjaarCijfers[]; gebruikteJaren: number[] } | null;
  /** the company's financial years now */
  huidigeBoekjaren: BoekjaarCijfers[];
  /** the adviser's checks of this request (void ones included) */
  controles: { jaar: number; akkoord: boolean; vervallen: boolean }[];
}

export interface GereedFout {
  path: string;
  code: 'EIGENDOM_NIET_BEVESTIGD' | 'IDENTITEIT_NIET_VASTGESTELD' | 'GEEN_ACTUELE_BEREKENING' | 'JAAR_NIET_GECONTROLEERD';
  nl: string;
  en: string;
}

/** Canonical text of a set of years: keys sorted, absent and null alike, order of years irrelevant. */
export function cijfersSleutel(jaren: BoekjaarCijfers[]): string {
  const norm = [...jaren]
    .sort((a, b) => a.jaar - b.jaar)
    .map((j) =>
      Object.keys(j)
        .filter((k) => j[k] !== undefined && j[k] !== null)
        .sort()
        .map((k) => `${k}=${JSON.stringify(j[k])}`)
        .join(','),
    );
  return norm.join('|');
}

export function checkVerklaringGereed(i: GereedInvoer): GereedFout[] {
  if (i.verklaringType !== 'IKV') return [];
  const fouten: GereedFout[] = [];
  if (i.eigendom !== 'BEVESTIGD') {
    fouten.push({
      path: 'eigendom',
      code: 'EIGENDOM_NIET_BEVESTIGD',
      nl: i.eigendom === 'AFGEWEZEN' ? 'Het eigendom van het bedrijf is afgewezen.' : 'Het eigendom van het bedrijf is nog niet bevestigd.',
      en: i.eigendom === 'AFGEWEZEN' ? 'Ownership of the company was rejected.' : 'Ownership of the company has not been confirmed yet.',
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
    fouten.push({ path: 'ikvResultaat', code: 'GEEN_ACTUELE_BEREKENING', nl: 'Er is nog geen IKV berekend.', en: 'No IKV has been calculated yet.' });
    return fouten;
  }
  if (cijfersSleutel(i.berekening.invoerBoekjaren) !== cijfersSleutel(i.huidigeBoekjaren)) {
    fouten.push({
      path: 'ikvResultaat',
      code: 'GEEN_ACTUELE_BEREKENING',
      nl: 'De cijfers zijn gewijzigd na de laatste IKV-berekening; bereken het IKV opnieuw.',
      en: 'The figures changed after the last IKV calculation; recalculate the IKV.',
    });
  }
  for (const jaar of [...new Set(i.berekening.gebruikteJaren)].sort((a, b) => a - b)) {
    const c = i.controles.find((x) => x.jaar === jaar);
    if (c && c.akkoord && !c.vervallen) continue;
    const waarom = !c ? 'is nog niet gecontroleerd' : c.vervallen ? 'heeft een vervallen controle (de cijfers zijn gewijzigd)' : 'is gecontroleerd zonder akkoord';
    const why = !c ? 'has not been checked' : c.vervallen ? 'has a void check (the figures changed)' : 'was checked without approval';
    fouten.push({ path: `controles.${jaar}`, code: 'JAAR_NIET_GECONTROLEERD', nl: `Boekjaar ${jaar} ${waarom}.`, en: `Financial year ${jaar} ${why}.` });
  }
  return fouten;
}
