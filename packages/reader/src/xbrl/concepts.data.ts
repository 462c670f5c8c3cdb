// The words of the field for XBRL: which taxonomy concepts state which of the six figures, as data.
// Sources (the concept names as they appear in filed instances and the taxonomies' own schemas):
// - the Dutch taxonomy (Nederlandse Taxonomie, NT; www.nltaxonomie.nl), BW2 Titel 9 dictionary:
//   `jenv-bw2-i` (NT12 and later), `venj-bw2-i` (NT11 and earlier), both with the dimensions
//   `BasisOfPreparationAxis` (Commercial / Fiscal) and `FinancialStatementsTypeAxis` (Separate /
//   Consolidated) on every balance fact of a KvK filing (the SBR-NL sample instance of a "klein"
//   company, NT11, read in docs/intake.md "Real documents");
// - the FRC taxonomies of UK Companies House filings: `uk-core` (FRS 102/105, 2014 and later), where
//   "Creditors: amounts falling due within one year" is `Creditors` with the dimension
//   `MaturitiesOrExpirationPeriodsDimension` = `WithinOneYear`, and the older UK GAAP `uk-gaap` /
//   `uk-gaap-pt` with `CreditorsDueWithinOneYear` and `ShareholderFunds`;
// - IFRS (`ifrs-full`, the IFRS Foundation's taxonomy, also used by ESEF filings).
// A concept is recognised by its local name and a namespace matching its taxonomy, never by the
// prefix an instance happens to use.
import type { IntakeVeld } from '../types.ts';

/** Figures that are not fields but check them (totals and subtotals the statements print). */
export type CheckKey =
  | 'passivaTotaal'
  | 'vasteActiva'
  | 'nettoVlottendeActiva'
  | 'activaMinKortlopend'
  | 'nettoActiva'
  | 'schuldenLang'
  | 'voorzieningen'
  | 'overlopendeActivaApart'
  | 'overlopendePassivaApart';

export interface ConceptRule {
  veld: IntakeVeld | CheckKey;
  /** the namespace URI must match */
  namespace: RegExp;
  local: string;
  /** dimensions the fact's context must carry (axis local name → member local name) */
  required?: Record<string, string>;
}

const NL = /nltaxonomie\.nl\/.*\/(?:jenv|venj|bw2)[-\w]*/i;
const UK_CORE = /xbrl\.frc\.org\.uk\/fr\/[\d-]+\/core/i;
const UK_GAAP = /xbrl\.org\/uk\/(?:fr\/)?gaap\/|xbrl\.frc\.org\.uk\/.*gaap/i;
const IFRS = /xbrl\.ifrs\.org\/taxonomy\/[\d-]+\/ifrs-full/i;

export const CONCEPTS: readonly ConceptRule[] = [
  // the Dutch taxonomy (Besluit modellen jaarrekening: vlottende activa, immateriële vaste activa,
  // eigen vermogen, balanstotaal, kortlopende schulden)
  { veld: 'vlottendeActiva', namespace: NL, local: 'AssetsCurrent' },
  { veld: 'immaterieleActiva', namespace: NL, local: 'IntangibleAssets' },
  { veld: 'eigenVermogen', namespace: NL, local: 'Equity' },
  { veld: 'balanstotaal', namespace: NL, local: 'Assets' },
  { veld: 'passivaTotaal', namespace: NL, local: 'EquityAndLiabilities' },
  { veld: 'kortlopendeSchulden', namespace: NL, local: 'LiabilitiesCurrent' },
  { veld: 'vasteActiva', namespace: NL, local: 'AssetsNoncurrent' },
  // UK FRS 102 / 105 (uk-core)
  { veld: 'vlottendeActiva', namespace: UK_CORE, local: 'CurrentAssets' },
  { veld: 'immaterieleActiva', namespace: UK_CORE, local: 'IntangibleAssets' },
  { veld: 'eigenVermogen', namespace: UK_CORE, local: 'Equity' },
  {
    veld: 'kortlopendeSchulden',
    namespace: UK_CORE,
    local: 'Creditors',
    required: { MaturitiesOrExpirationPeriodsDimension: 'WithinOneYear' },
  },
  // the same figure as some software tags it: creditors that are current financial instruments
  {
    veld: 'kortlopendeSchulden',
    namespace: UK_CORE,
    local: 'Creditors',
    required: { 'FinancialInstrumentCurrentNon-currentDimension': 'CurrentFinancialInstruments' },
  },
  { veld: 'vasteActiva', namespace: UK_CORE, local: 'FixedAssets' },
  { veld: 'nettoVlottendeActiva', namespace: UK_CORE, local: 'NetCurrentAssetsLiabilities' },
  { veld: 'activaMinKortlopend', namespace: UK_CORE, local: 'TotalAssetsLessCurrentLiabilities' },
  { veld: 'nettoActiva', namespace: UK_CORE, local: 'NetAssetsLiabilities' },
  {
    veld: 'schuldenLang',
    namespace: UK_CORE,
    local: 'Creditors',
    required: { MaturitiesOrExpirationPeriodsDimension: 'AfterOneYear' },
  },
  {
    veld: 'schuldenLang',
    namespace: UK_CORE,
    local: 'Creditors',
    required: { 'FinancialInstrumentCurrentNon-currentDimension': 'Non-currentFinancialInstruments' },
  },
  { veld: 'voorzieningen', namespace: UK_CORE, local: 'ProvisionsForLiabilitiesBalanceSheetSubtotal' },
  {
    veld: 'overlopendeActivaApart',
    namespace: UK_CORE,
    local: 'PrepaymentsAccruedIncomeNotExpressedWithinCurrentAssetSubtotal',
  },
  {
    veld: 'overlopendePassivaApart',
    namespace: UK_CORE,
    local: 'AccruedLiabilitiesNotExpressedWithinCreditorsSubtotal',
  },
  // UK GAAP (uk-gaap, uk-gaap-pt)
  { veld: 'vlottendeActiva', namespace: UK_GAAP, local: 'CurrentAssets' },
  { veld: 'immaterieleActiva', namespace: UK_GAAP, local: 'IntangibleFixedAssets' },
  { veld: 'eigenVermogen', namespace: UK_GAAP, local: 'ShareholderFunds' },
  { veld: 'kortlopendeSchulden', namespace: UK_GAAP, local: 'CreditorsDueWithinOneYear' },
  { veld: 'vasteActiva', namespace: UK_GAAP, local: 'FixedAssets' },
  { veld: 'nettoVlottendeActiva', namespace: UK_GAAP, local: 'NetCurrentAssetsLiabilities' },
  { veld: 'activaMinKortlopend', namespace: UK_GAAP, local: 'TotalAssetsLessCurrentLiabilities' },
  { veld: 'nettoActiva', namespace: UK_GAAP, local: 'NetAssetsLiabilitiesIncludingPensionAssetLiability' },
  { veld: 'nettoActiva', namespace: UK_GAAP, local: 'NetAssetsLiabilities' },
  { veld: 'schuldenLang', namespace: UK_GAAP, local: 'CreditorsDueAfterOneYear' },
  { veld: 'voorzieningen', namespace: UK_GAAP, local: 'ProvisionsForLiabilitiesCharges' },
  // IFRS; intangible assets are left out: IFRS states goodwill and the other intangibles apart,
  // while the Dutch figure is their sum, and a sum is not a stated figure
  { veld: 'vlottendeActiva', namespace: IFRS, local: 'CurrentAssets' },
  { veld: 'eigenVermogen', namespace: IFRS, local: 'Equity' },
  { veld: 'balanstotaal', namespace: IFRS, local: 'Assets' },
  { veld: 'passivaTotaal', namespace: IFRS, local: 'EquityAndLiabilities' },
  { veld: 'kortlopendeSchulden', namespace: IFRS, local: 'CurrentLiabilities' },
  { veld: 'vasteActiva', namespace: IFRS, local: 'NoncurrentAssets' },
];

/**
 * Dimensions a balance fact of annual accounts may carry without changing what it states: the
 * basis of preparation must be commercial (the fiscal balance is another statement), and the
 * statements separate or consolidated (separate preferred). Any other axis or member makes the
 * fact something else (a component, a segment, a maturity) and it is not read — except where a
 * concept rule requires that dimension.
 */
export const BASIS_AXES = ['BasisOfPreparationAxis'] as const;
export const COMMERCIAL_MEMBERS = ['CommercialMember'] as const;
export const STATEMENT_TYPE_AXES = ['FinancialStatementsTypeAxis', 'ConsolidatedAndSeparateFinancialStatementsAxis'];
export const SEPARATE_MEMBERS = ['SeparateMember'];
export const CONSOLIDATED_MEMBERS = ['ConsolidatedMember'];
