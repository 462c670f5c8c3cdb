'use server';
// The pre-check form's server action: it also works before hydration (progressive enhancement).
// The figures go to ikv.precheck through the server caller (same rate limit per IP as REST) and
// come back in the answer only: nothing is stored.
import { TRPCError } from '@trpc/server';
import { getI18n } from '~/i18n/server.ts';
import { serverApi } from '~/trpc/server.ts';
import { toProblemLike } from '../auth/problem-from-error.ts';
import { BEDRAG_VELDEN, toPrecheckInput, veld, type VoorcheckState } from './voorcheck-form-state.ts';

export async function voorcheckAction(_prev: VoorcheckState, form: FormData): Promise<VoorcheckState> {
  const { t, locale } = await getI18n();
  const values: Record<string, string> = {
    rechtsvorm: String(form.get('rechtsvorm') ?? ''),
    aandeel: String(form.get('aandeel') ?? ''),
  };
  for (let i = 0; i < 3; i++) {
    for (const naam of ['jaar', ...BEDRAG_VELDEN] as const) values[veld(i, naam)] = String(form.get(veld(i, naam)) ?? '').slice(0, 40);
  }
  const { input, fieldErrors, geenJaren } = toPrecheckInput(values, t.voorcheck);
  if (!input) return { status: 'error', message: geenJaren ? 'noYears' : 'fixErrors', fieldErrors, values };
  try {
    const api = await serverApi();
    const result = await api.ikv.precheck(input);
    return { status: 'ok', values, result };
  } catch (e) {
    if (!(e instanceof TRPCError)) throw e;
    const problem = toProblemLike(e, t);
    if (problem.status === 429) return { status: 'error', message: 'rateLimited', values };
    if (problem.status === 422) {
      const text = locale === 'nl' ? problem.detail : (t.problems as Record<string, string>)[problem.code] ?? t.voorcheck.unexpected;
      return { status: 'error', message: 'problem', problem: text, values };
    }
    if (problem.status === 400) {
      const text = Object.values(problem.fieldErrors).join(' ');
      return text ? { status: 'error', message: 'problem', problem: text, values } : { status: 'error', message: 'fixErrors', values };
    }
    return { status: 'error', message: 'unexpected', values };
  }
}
