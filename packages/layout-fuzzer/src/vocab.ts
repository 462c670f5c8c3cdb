// The words of the field, as data: Dutch model labels (Besluit modellen jaarrekening), common variants of
// accountants' software, the Dutch taxonomy's verbose labels, foundations and associations, English forms.
// Each entry lists alternatives; the layout picks one per document.

export type Register = 'model' | 'varianten' | 'taxonomie' | 'engels' | 'uk';

type Woorden = Record<string, readonly string[]>;

const model: Woorden = {
  'titel-balans': ['Balans per {datum}', 'Balans per {datum} (na resultaatbestemming)', 'Balans'],
  activa: ['ACTIVA', 'Activa'],
  passiva: ['PASSIVA', 'Passiva'],
  'vaste-activa': ['Vaste activa'],
  immaterieel: ['Immateriële vaste activa'],
  materieel: ['Materiële vaste activa'],
  financieel: ['Financiële vaste activa'],
  'vaste-totaal': [''],
  'vlottende-activa': ['Vlottende activa'],
  voorraden: ['Voorraden'],
  vorderingen: ['Vorderingen'],
  liquide: ['Liquide middelen'],
  'vlottende-totaal': [''],
  'totaal-activa': ['Totaal activa', 'Balanstotaal'],
  'eigen-vermogen': ['Eigen vermogen'],
  kapitaal: ['Geplaatst kapitaal', 'Gestort en opgevraagd kapitaal'],
  'overige-reserves': ['Overige reserves'],
  'onverdeeld-resultaat': ['Onverdeeld resultaat', 'Resultaat boekjaar'],
  'algemene-reserve': ['Algemene reserve', 'Continuïteitsreserve'],
  bestemmingsreserves: ['Bestemmingsreserves'],
  bestemmingsfondsen: ['Bestemmingsfondsen'],
  ondernemingsvermogen: ['Ondernemingsvermogen', 'Eigen vermogen'],
  'ev-totaal': [''],
  voorzieningen: ['Voorzieningen'],
  langlopend: ['Langlopende schulden'],
  kortlopend: ['Kortlopende schulden'],
  crediteuren: ['Schulden aan leveranciers en handelskredieten', 'Crediteuren'],
  belastingen: ['Belastingen en premies sociale verzekeringen'],
  'overige-schulden': ['Overige schulden en overlopende passiva'],
  'kort-totaal': [''],
  'totaal-passiva': ['Totaal passiva', 'Balanstotaal'],
  'titel-wv': ['Winst-en-verliesrekening over {periode}', 'Winst- en verliesrekening {periode}'],
  omzet: ['Netto-omzet'],
  kostprijs: ['Kostprijs van de omzet', 'Inkoopwaarde van de omzet'],
  brutomarge: ['Brutomarge', 'Bruto-omzetresultaat'],
  personeel: ['Lonen en salarissen', 'Personeelskosten'],
  afschrijvingen: ['Afschrijvingen op immateriële en materiële vaste activa', 'Afschrijvingen'],
  overig: ['Overige bedrijfskosten'],
  bedrijfslasten: ['Som der bedrijfslasten', 'Totaal bedrijfslasten'],
  bedrijfsresultaat: ['Bedrijfsresultaat'],
  'financiele-baten': ['Financiële baten en lasten', 'Rentelasten en soortgelijke kosten'],
  'voor-belasting': ['Resultaat voor belastingen'],
  belasting: ['Belastingen', 'Vennootschapsbelasting'],
  resultaat: ['Resultaat na belastingen', 'Netto resultaat', 'Resultaat'],
  'titel-fiscaal': ['Fiscale winstberekening {jaar}', 'Fiscale winstberekening', 'Berekening fiscale winst'],
  'fis-resultaat': ['Resultaat volgens jaarrekening', 'Commercieel resultaat'],
  'fis-niet-aftrekbaar': ['Bij: niet aftrekbare kosten', 'Bij: beperkt aftrekbare kosten'],
  'fis-prive': ['Bij: privégebruik auto', 'Bij: bijtelling privégebruik auto'],
  'fis-kia': ['Af: kleinschaligheidsinvesteringsaftrek', 'Af: investeringsaftrek'],
  'fis-saldo': ['Saldo fiscale winstberekening', 'Fiscale winst', 'Fiscaal resultaat'],
  'fis-ondernemersaftrek': ['Af: ondernemersaftrek', 'Af: zelfstandigenaftrek'],
  'fis-mkb': ['Af: MKB-winstvrijstelling'],
  'fis-belastbaar': ['Belastbare winst uit onderneming', 'Belastbare winst'],
};

const varianten: Woorden = {
  ...model,
  immaterieel: ['Immateriële activa', 'Immateriële vaste activa', 'Goodwill en overige immateriële activa'],
  materieel: ['Materiële activa', 'Bedrijfsmiddelen', 'Inventaris en vervoermiddelen'],
  financieel: ['Financiële activa', 'Deelnemingen'],
  'vaste-totaal': ['Totaal vaste activa', ''],
  vorderingen: ['Vorderingen en overlopende activa', 'Debiteuren en overige vorderingen'],
  liquide: ['Kas, bank en giro', 'Geldmiddelen', 'Banktegoeden'],
  'vlottende-totaal': ['Totaal vlottende activa', 'Totaal vlottende middelen', ''],
  'totaal-activa': ['Totaal activa', 'Totaal', 'TOTAAL ACTIVA'],
  'eigen-vermogen': ['Eigen vermogen', 'Groepsvermogen', 'Vermogen'],
  'ev-totaal': ['Totaal eigen vermogen', ''],
  langlopend: ['Schulden op lange termijn', 'Langlopende schulden'],
  kortlopend: ['Schulden op korte termijn', 'Kortlopende schulden en overlopende passiva', 'Kortlopende schulden'],
  'kort-totaal': ['Totaal kortlopende schulden', ''],
  'totaal-passiva': ['Totaal passiva', 'Totaal', 'TOTAAL PASSIVA'],
};

// NT / jenv-bw2 style verbose labels ("Totaal van ...")
const taxonomie: Woorden = {
  ...model,
  'vaste-totaal': ['Totaal van vaste activa'],
  immaterieel: ['Immateriële vaste activa', 'Totaal van immateriële vaste activa'],
  materieel: ['Materiële vaste activa', 'Totaal van materiële vaste activa'],
  financieel: ['Financiële vaste activa', 'Totaal van financiële vaste activa'],
  'vlottende-totaal': ['Totaal van vlottende activa'],
  'totaal-activa': ['Totaal van activa', 'Activa'],
  'ev-totaal': ['Totaal van eigen vermogen'],
  kortlopend: ['Kortlopende schulden (ten hoogste 1 jaar)', 'Totaal van kortlopende schulden'],
  langlopend: ['Langlopende schulden (nog voor meer dan een jaar)'],
  'kort-totaal': ['Totaal van kortlopende schulden'],
  'totaal-passiva': ['Totaal van passiva', 'Passiva'],
};

// English as Dutch companies and IFRS reporters print it
const engels: Woorden = {
  'titel-balans': ['Balance sheet as at {datum}', 'Statement of financial position as at {datum}', 'Balance sheet'],
  activa: ['ASSETS', 'Assets'],
  passiva: ['EQUITY AND LIABILITIES', 'Equity and liabilities'],
  'vaste-activa': ['Non-current assets', 'Fixed assets'],
  immaterieel: ['Intangible assets', 'Intangible fixed assets'],
  materieel: ['Property, plant and equipment', 'Tangible fixed assets'],
  financieel: ['Financial fixed assets', 'Investments'],
  'vaste-totaal': ['Total non-current assets', ''],
  'vlottende-activa': ['Current assets'],
  voorraden: ['Inventories', 'Stocks'],
  vorderingen: ['Receivables', 'Trade and other receivables'],
  liquide: ['Cash and cash equivalents', 'Cash at bank and in hand'],
  'vlottende-totaal': ['Total current assets', ''],
  'totaal-activa': ['Total assets', 'TOTAL ASSETS'],
  'eigen-vermogen': ['Equity', "Shareholders' equity"],
  kapitaal: ['Issued share capital', 'Share capital'],
  'overige-reserves': ['Other reserves', 'Retained earnings'],
  'onverdeeld-resultaat': ['Result for the year', 'Undistributed result'],
  'algemene-reserve': ['General reserve'],
  bestemmingsreserves: ['Designated reserves'],
  bestemmingsfondsen: ['Designated funds'],
  ondernemingsvermogen: ["Proprietor's capital", 'Equity'],
  'ev-totaal': ['Total equity', ''],
  voorzieningen: ['Provisions'],
  langlopend: ['Non-current liabilities', 'Long-term liabilities'],
  kortlopend: ['Current liabilities', 'Short-term liabilities'],
  crediteuren: ['Trade payables', 'Trade creditors'],
  belastingen: ['Taxes and social security charges'],
  'overige-schulden': ['Other liabilities and accruals'],
  'kort-totaal': ['Total current liabilities', ''],
  'totaal-passiva': ['Total equity and liabilities', 'TOTAL EQUITY AND LIABILITIES'],
  'titel-wv': ['Profit and loss account for {periode}', 'Income statement {periode}'],
  omzet: ['Net turnover', 'Revenue'],
  kostprijs: ['Cost of sales'],
  brutomarge: ['Gross margin', 'Gross profit'],
  personeel: ['Wages and salaries', 'Personnel expenses'],
  afschrijvingen: ['Depreciation and amortisation'],
  overig: ['Other operating expenses'],
  bedrijfslasten: ['Total operating expenses'],
  bedrijfsresultaat: ['Operating result', 'Operating profit'],
  'financiele-baten': ['Financial income and expenses', 'Interest payable'],
  'voor-belasting': ['Result before tax', 'Profit before taxation'],
  belasting: ['Corporate income tax', 'Taxation'],
  resultaat: ['Result after tax', 'Net result', 'Profit for the year'],
  'titel-fiscaal': ['Fiscal profit calculation {jaar}', 'Calculation of taxable profit'],
  'fis-resultaat': ['Result per financial statements', 'Commercial result'],
  'fis-niet-aftrekbaar': ['Add: non-deductible expenses'],
  'fis-prive': ['Add: private use of car'],
  'fis-kia': ['Less: small-scale investment allowance'],
  'fis-saldo': ['Fiscal profit', 'Taxable profit before entrepreneur allowances'],
  'fis-ondernemersaftrek': ['Less: entrepreneur allowance'],
  'fis-mkb': ['Less: SME profit exemption'],
  'fis-belastbaar': ['Taxable profit from business'],
};

// UK Companies House micro and small formats
const uk: Woorden = {
  ...engels,
  'titel-balans': [
    'Balance Sheet as at {datum}',
    'Micro-entity Balance Sheet as at {datum}',
    'Statement of Financial Position',
  ],
  'vaste-activa': ['Fixed assets'],
  immaterieel: ['Intangible assets'],
  materieel: ['Tangible assets'],
  financieel: ['Investments'],
  'vlottende-activa': ['Current assets'],
  voorraden: ['Stocks'],
  vorderingen: ['Debtors'],
  liquide: ['Cash at bank and in hand'],
  kortlopend: ['Creditors: amounts falling due within one year', 'Creditors: Amounts falling due within one year'],
  'netto-vlottend': ['Net current assets', 'Net current assets (liabilities)'],
  'netto-vlottend-neg': ['Net current liabilities', 'Net current assets (liabilities)'],
  'totaal-min-kort': ['Total assets less current liabilities'],
  langlopend: ['Creditors: amounts falling due after more than one year'],
  voorzieningen: ['Provisions for liabilities'],
  'netto-activa': ['Net assets', 'Net assets (liabilities)'],
  'eigen-vermogen': ['Capital and reserves'],
  'share-capital': ['Called up share capital'],
  'profit-and-loss': ['Profit and loss account', 'Retained earnings'],
  'ev-totaal': ["Shareholders' funds", 'Total equity', "Total shareholders' funds"],
  'titel-wv': ['Profit and Loss Account for the year ended {datum}', 'Income Statement for the year ended {datum}'],
  omzet: ['Turnover'],
  resultaat: ['Profit for the financial year', 'Profit (loss) for the financial year'],
};

const REGISTERS: Record<Register, Woorden> = { model, varianten, taxonomie, engels, uk };

// Equity under the forms that have no shareholders
const STICHTING: Woorden = {
  'eigen-vermogen': ['Reserves en fondsen', 'Stichtingsvermogen', 'Eigen vermogen'],
  'ev-totaal': ['Stichtingsvermogen', 'Totaal reserves en fondsen', ''],
};
const VERENIGING: Woorden = {
  'eigen-vermogen': ['Verenigingsvermogen', 'Reserves', 'Eigen vermogen'],
  'ev-totaal': ['Verenigingsvermogen', 'Totaal verenigingsvermogen', ''],
};

export function woord(
  register: Register,
  sleutel: string,
  kies: (opties: readonly string[]) => string,
  vorm?: string,
): string {
  const eigen = vorm === 'stichting' ? STICHTING : vorm === 'vereniging' ? VERENIGING : undefined;
  const opties =
    (register !== 'engels' && register !== 'uk' ? eigen?.[sleutel] : undefined) ?? REGISTERS[register][sleutel];
  if (!opties) throw new Error(`no word for ${sleutel} in ${register}`);
  return kies(opties);
}
