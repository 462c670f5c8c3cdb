// The flags (signaleringen) of IKV.md §6.5: code → severity and the texts in Dutch and English.

export const SIGNALERING_TEKSTEN = {
  DGA_ROUTE: {
    ernst: 'INFO',
    nl: 'Rechtsvorm BV/NV: DGA-berekening; de winstberekening voor IB-ondernemers is overgeslagen.',
    en: 'BV/NV: DGA route; the income-tax profit calculation was skipped.',
  },
  DGA_SALARIS_ONTBREEKT: {
    ernst: 'WAARSCHUWING',
    nl: 'Het DGA-salaris (inkomsten uit arbeid) is niet opgegeven; het toetsinkomen stelt de adviseur vast.',
    en: 'The DGA salary is missing; the adviser sets the qualifying income.',
  },
  LOPEND_JAAR_GENEGEERD: {
    ernst: 'INFO',
    nl: 'Het lopende boekjaar telt niet mee.',
    en: 'The current, unfinished year is not counted.',
  },
  JAREN_BUITEN_VENSTER: {
    ernst: 'INFO',
    nl: 'Alleen de laatste drie boekjaren tellen mee.',
    en: 'Only the last three years count.',
  },
  STARTER: {
    ernst: 'INFO',
    nl: 'Korter dan drie jaar actief: gemiddelde over de beschikbare jaren.',
    en: 'Active under three years: average over the available years.',
  },
  ONTBREKEND_JAAR: {
    ernst: 'WAARSCHUWING',
    nl: 'Een jaar binnen de periode ontbreekt en telt als €\u00a00.',
    en: 'A year inside the period is missing and counts as €0.',
  },
  VEROUDERDE_CIJFERS: {
    ernst: 'WAARSCHUWING',
    nl: 'Vanaf 1 mei zijn de definitieve cijfers van vorig jaar vereist.',
    en: "From 1 May last year's final figures are required.",
  },
  PARTNER_AANDEEL: {
    ernst: 'INFO',
    nl: 'Gerekend met het winstaandeel van de aanvrager.',
    en: "Calculated with the applicant's profit share.",
  },
  LAATSTE_JAAR_BEPALEND: {
    ernst: 'INFO',
    nl: 'Het laatste jaar is lager dan het gemiddelde en bepaalt het inkomen.',
    en: 'The last year is below the average and sets the income.',
  },
  VERLIESJAAR_IN_VENSTER: {
    ernst: 'WAARSCHUWING',
    nl: 'Er is een verliesjaar; licht de oorzaak toe.',
    en: 'There is a loss year; explain its cause.',
  },
  VERLIES_LAATSTE_JAAR: {
    ernst: 'WAARSCHUWING',
    nl: 'Het laatste jaar is verliesgevend.',
    en: 'The last year shows a loss.',
  },
  GEEN_TOETSINKOMEN: { ernst: 'BLOKKEREND', nl: 'Het toetsinkomen is €\u00a00.', en: 'The qualifying income is €0.' },
  BALANSTOETS_NIET_GEHAALD: {
    ernst: 'BLOKKEREND',
    nl: 'Solvabiliteit en/of liquiditeit van het laatste jaar voldoen niet aan de norm.',
    en: "Last year's solvency and/or liquidity fail the norm.",
  },
  RATIO_ONDER_NORM_EERDER_JAAR: {
    ernst: 'WAARSCHUWING',
    nl: 'In een eerder jaar voldeed een ratio niet.',
    en: 'A ratio failed in an earlier year.',
  },
  KORTLOPENDE_SCHULDEN_ONBEKEND: {
    ernst: 'WAARSCHUWING',
    nl: 'Vul de kortlopende schulden in: met alle schulden als kortlopend gerekend is de liquiditeit lager dan 1,00.',
    en: 'Enter the short-term liabilities: counting all debt as short-term, liquidity is below 1.00.',
  },
  GEEN_BALANS: {
    ernst: 'WAARSCHUWING',
    nl: 'Geen balans: solvabiliteit en liquiditeit zijn niet te berekenen.',
    en: 'No balance sheet: ratios cannot be computed.',
  },
  TUSSENTIJDS_LAGER: {
    ernst: 'INFO',
    nl: 'Het geëxtrapoleerde resultaat van het lopende jaar is lager en verlaagt het inkomen.',
    en: 'The extrapolated current-year result is lower and lowers the income.',
  },
  TUSSENTIJDS_NEGATIEF: {
    ernst: 'BLOKKEREND',
    nl: 'Het tussentijdse resultaat is niet positief.',
    en: 'The interim result is not positive.',
  },
} as const satisfies Record<string, { ernst: 'INFO' | 'WAARSCHUWING' | 'BLOKKEREND'; nl: string; en: string }>;
