// The public pre-check (API.md "Pre-check and the law by date"): the IKV calculation's own result
// (computeIkv, same rules version) turned into what an entrepreneur needs before he pays: each year's
// solvency and liquidity with pass or fail, the explanation line by line, and the documents an
// adviser will ask for by legal form and year. Pure.
import type { Taal } from '../../shared/taal.ts';
import { datumTekst } from '../regels/regels.rules.ts';
import { formatScaled } from '../../shared/money.rules.ts';
import {
  isDgaRoute,
  mapRechtsvorm,
  RECHTSVORMEN,
  type IkvResultaat,
  type Rechtsvorm,
} from '../ikv-berekening/ikv.rules.ts';

type Tekst = { nl: string; en: string };

/**
 * What an adviser will ask for (the pre-check's `documentenNodig`): not the kinds of an uploaded
 * document (shared/documenten.fields.ts DocumentSoort), though some share their names.
 */
export const DOCUMENT_NODIG_SOORTEN = [
  'IB_AANGIFTE',
  'JAARREKENING',
  'KVK_UITTREKSEL',
  'DGA_SALARIS',
  'TUSSENTIJDSE_CIJFERS',
] as const;
export type DocumentNodigSoort = (typeof DOCUMENT_NODIG_SOORTEN)[number];
export interface DocumentNodig extends Tekst {
  soort: DocumentNodigSoort;
  jaar?: number;
}

export interface VoorcheckJaar {
  jaar: number;
  solvabiliteit: { pct: number | null; voldoet: boolean | null };
  liquiditeit: {
    waarde: number | null;
    voldoet: boolean | null;
    basis: 'KORTLOPENDE_SCHULDEN' | 'BENADERING_VREEMD_VERMOGEN';
  };
  /** both ratios pass: true; one fails: false; otherwise not to be judged (null) */
  voldoet: boolean | null;
}

export interface Voorcheck {
  regelsVersie: string;
  geldigVanaf: string;
  peildatum: string;
  waarschuwingen: IkvResultaat['waarschuwingen'];
  route: IkvResultaat['route'];
  rechtsvorm: Rechtsvorm;
  toetsinkomen: number | null;
  status: IkvResultaat['status'];
  venster: IkvResultaat['venster'];
  balansToets: IkvResultaat['balansToets'];
  normen: IkvResultaat['normen'];
  jaren: VoorcheckJaar[];
  signaleringen: IkvResultaat['signaleringen'];
  uitleg: { stap: string; nl: string; en: string }[];
  documentenNodig: DocumentNodig[];
}

/** The legal form as given: one of the rule's forms, or a KvK text ("Besloten Vennootschap"); null when not supported. */
export function rechtsvormVan(tekst: string): Rechtsvorm | null {
  const v = tekst.trim().toUpperCase();
  return (RECHTSVORMEN as readonly string[]).includes(v) ? (v as Rechtsvorm) : mapRechtsvorm(tekst);
}

const VORM: Record<Rechtsvorm, Tekst> = {
  EENMANSZAAK: { nl: 'eenmanszaak', en: 'sole proprietorship' },
  VOF: { nl: 'vof', en: 'general partnership' },
  MAATSCHAP: { nl: 'maatschap', en: 'professional partnership' },
  CV: { nl: 'cv', en: 'limited partnership' },
  BV: { nl: 'bv', en: 'private limited company' },
  NV: { nl: 'nv', en: 'public limited company' },
};

/** What an adviser asks for (API.md): per year used the IB return or assessment and the annual accounts, a recent KvK extract, and for a BV/NV the DGA salary evidence. */
export function documentenNodig(
  r: Pick<IkvResultaat, 'rechtsvorm' | 'venster' | 'tussentijds' | 'peildatum'>,
): DocumentNodig[] {
  const docs: DocumentNodig[] = [];
  const dga = isDgaRoute(r.rechtsvorm);
  const samen = r.rechtsvorm === 'VOF' || r.rechtsvorm === 'MAATSCHAP' || r.rechtsvorm === 'CV';
  for (let jaar = r.venster.vanJaar; jaar <= r.venster.totJaar; jaar++) {
    docs.push({
      soort: 'JAARREKENING',
      jaar,
      nl: dga
        ? `Jaarrekening ${jaar} van de ${VORM[r.rechtsvorm].nl} (balans en winst-en-verliesrekening)`
        : `Jaarrekening ${jaar} (balans en winst-en-verliesrekening)${samen ? ', met de winstverdeling tussen de vennoten' : ''}`,
      en: dga
        ? `Annual accounts ${jaar} of the ${VORM[r.rechtsvorm].en} (balance sheet and profit and loss account)`
        : `Annual accounts ${jaar} (balance sheet and profit and loss account)${samen ? ', with the division of profit between the partners' : ''}`,
    });
    docs.push({
      soort: 'IB_AANGIFTE',
      jaar,
      nl: `Aangifte inkomstenbelasting ${jaar} of de aanslag inkomstenbelasting ${jaar}${dga ? ' (van u als directeur-grootaandeelhouder)' : ''}`,
      en: `Income tax return ${jaar} or the income tax assessment ${jaar}${dga ? ' (yours as director and major shareholder)' : ''}`,
    });
    if (dga) {
      docs.push({
        soort: 'DGA_SALARIS',
        jaar,
        nl: `Bewijs van uw DGA-salaris over ${jaar}: de jaaropgaaf of de loonstroken van de ${VORM[r.rechtsvorm].nl}`,
        en: `Evidence of your DGA salary for ${jaar}: the annual salary statement or the payslips from the ${VORM[r.rechtsvorm].en}`,
      });
    }
  }
  if (r.tussentijds) {
    const jaar = Number(r.peildatum.slice(0, 4));
    docs.push({
      soort: 'TUSSENTIJDSE_CIJFERS',
      jaar,
      nl: `Tussentijdse winst-en-verliesrekening ${jaar}`,
      en: `Interim profit and loss account ${jaar}`,
    });
  }
  docs.push({
    soort: 'KVK_UITTREKSEL',
    nl: 'Een recent uittreksel uit het Handelsregister van de KvK',
    en: 'A recent extract from the Chamber of Commerce (KvK) trade register',
  });
  return docs;
}

const ja = (v: boolean | null, t: Taal) =>
  v === null
    ? t === 'nl'
      ? 'niet te beoordelen'
      : 'cannot be assessed'
    : v
      ? t === 'nl'
        ? 'voldoet'
        : 'passes'
      : t === 'nl'
        ? 'voldoet niet'
        : 'fails';

/** The pre-check of a calculated result: the same figures, with every year's ratios explained. */
export function voorcheckVan(r: IkvResultaat): Voorcheck {
  const solvNorm = r.normen.minSolvabiliteitPct;
  const liqNorm = BigInt(Math.round(r.normen.minLiquiditeit * 100));
  const jaren: VoorcheckJaar[] = r.jaren.map((j) => {
    const s = j.solvabiliteitVoldoet;
    const l = j.liquiditeitVoldoet;
    return {
      jaar: j.jaar,
      solvabiliteit: { pct: j.solvabiliteitPct, voldoet: s },
      liquiditeit: { waarde: j.liquiditeit, voldoet: l, basis: j.liquiditeitBasis },
      voldoet: s === false || l === false ? false : s === true && l === true ? true : null,
    };
  });
  // every year's ratios, oldest first (the calculation's own explanation covers the last year)
  const perJaar = jaren.map((j) => {
    const pct = (t: Taal) =>
      j.solvabiliteit.pct === null
        ? t === 'nl'
          ? 'niet te berekenen'
          : 'not computable'
        : `${formatScaled(BigInt(Math.round(j.solvabiliteit.pct * 10)), 1, t)}%`;
    const liq = (t: Taal) =>
      j.liquiditeit.waarde === null
        ? t === 'nl'
          ? 'niet te berekenen'
          : 'not computable'
        : formatScaled(BigInt(Math.round(j.liquiditeit.waarde * 100)), 2, t);
    return {
      stap: `jaar-${j.jaar}`,
      nl: `${j.jaar}: solvabiliteit ${pct('nl')} (norm ten minste ${solvNorm}%): ${ja(j.solvabiliteit.voldoet, 'nl')}; liquiditeit ${liq('nl')} (norm ten minste ${formatScaled(liqNorm, 2, 'nl')}): ${ja(j.liquiditeit.voldoet, 'nl')}.`,
      en: `${j.jaar}: solvency ${pct('en')} (norm at least ${solvNorm}%): ${ja(j.solvabiliteit.voldoet, 'en')}; liquidity ${liq('en')} (norm at least ${formatScaled(liqNorm, 2, 'en')}): ${ja(j.liquiditeit.voldoet, 'en')}.`,
    };
  });
  const regels = {
    stap: 'regels',
    nl: `Gerekend met de regels ${r.regelsVersie}, geldig vanaf ${datumTekst(r.geldigVanaf, 'nl')}, op peildatum ${datumTekst(r.peildatum, 'nl')}. Een indicatie: de adviseur stelt het toetsinkomen vast op de documenten.`,
    en: `Calculated with the rules ${r.regelsVersie}, in force from ${datumTekst(r.geldigVanaf, 'en')}, on reference date ${datumTekst(r.peildatum, 'en')}. An indication: the adviser sets the qualifying income on the documents.`,
  };
  const slot = r.uitleg.findIndex((u) => u.stap === 'solvabiliteit');
  const uitleg =
    slot < 0
      ? [...r.uitleg, ...perJaar, regels]
      : [...r.uitleg.slice(0, slot), ...perJaar, ...r.uitleg.slice(slot), regels];
  return {
    regelsVersie: r.regelsVersie,
    geldigVanaf: r.geldigVanaf,
    peildatum: r.peildatum,
    waarschuwingen: r.waarschuwingen,
    route: r.route,
    rechtsvorm: r.rechtsvorm,
    toetsinkomen: r.toetsinkomen,
    status: r.status,
    venster: r.venster,
    balansToets: r.balansToets,
    normen: r.normen,
    jaren,
    signaleringen: r.signaleringen,
    uitleg,
    documentenNodig: documentenNodig(r),
  };
}
