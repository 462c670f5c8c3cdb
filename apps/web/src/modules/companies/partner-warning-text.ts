// A company's partner warnings in the reader's language: the API words them in Dutch only; their
// code says which one it is (companies.rules.ts partnerWarnings). Pure, client-safe.
import { fill, type Dictionary, type Locale } from '~/i18n/locale.ts';

export function partnerWarningText(w: { code: string; bericht: string }, t: Dictionary, locale: Locale): string {
  if (locale === 'nl') return w.bericht;
  const m = t.flowUi.partnerWarnings;
  switch (w.code) {
    case 'EENMANSZAAK_MEER_DAN_EEN_EIGENAAR':
      return m.soleTraderMembers;
    case 'SAMENWERKINGSVERBAND_EEN_VENNOOT':
      return m.partnershipOne;
    case 'REGISTER_MEER_VENNOTEN':
      return m.registerMorePartners;
    case 'AANDELEN_ONDER_100': {
      const pct = /(\d+(?:[.,]\d+)?)\s*%/.exec(w.bericht)?.[1];
      return pct ? fill(m.sharesBelow100, { pct: pct.replace(',', '.') }) : m.sharesBelow100Plain;
    }
    default:
      return w.bericht;
  }
}
