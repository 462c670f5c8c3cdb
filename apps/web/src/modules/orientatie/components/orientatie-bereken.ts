// The form's outcome with the law's rules (exact big-number arithmetic): on the server for the start
// values, and in the browser, loaded on the visitor's first change (see orientatie-live.tsx).
import {
  computeOrientatie,
  hypotheekTegenToetsrente,
  type OrientatieInvoer,
} from '@ikv/api/rules/orientatie/orientatie';
import type { Locale } from '~/i18n/locale.ts';
import { CHART_RENTES, toInvoer, type OrientatieFormState, type OrientatieUitkomst } from './orientatie-form-state.ts';

/** The form's outcome: the result and the chart's curve, or the messages per field. */
export function berekenFormulier(
  state: OrientatieFormState,
  datumIso: string,
  locale: Locale = 'nl',
): OrientatieUitkomst {
  const { invoer, errors } = toInvoer(state, true, locale);
  if (Object.keys(errors).length > 0 || invoer.toetsinkomen === undefined) return { errors, result: null, curve: [] };
  const d = new Date(datumIso);
  const volledig = invoer as OrientatieInvoer;
  return { errors, result: computeOrientatie(volledig, d), curve: hypotheekTegenToetsrente(volledig, d, CHART_RENTES) };
}
