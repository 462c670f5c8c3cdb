// Intl formatters made once per locale and options: constructing one costs far more than formatting
// with it (a week grid of slots, a list of appointments, every amount on a page call these per item).
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = dateTimeFormats.get(key);
  if (!f) dateTimeFormats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}
