// Pure rules about companies.

const CAPITAL_COMPANY_FORMS = [/besloten vennootschap/i, /naamloze vennootschap/i, /^b\.?v\.?$/i, /^n\.?v\.?$/i];

/** A BV or NV takes the DGA route: the IB-profit calculations are skipped. */
export function isIncomeCalculationSkipped(rechtsvorm: string): boolean {
  const value = rechtsvorm.trim();
  return CAPITAL_COMPANY_FORMS.some((re) => re.test(value));
}
