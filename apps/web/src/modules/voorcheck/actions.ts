'use server';
// The pre-check form's server action: it also works before hydration (progressive enhancement).
// The figures go to ikv.precheck through the server caller (same rate limit per IP as REST) and
// come back in the answer only: nothing is stored.
import { redirect } from 'next/navigation';
import { TRPCError } from '@trpc/server';
import { ZPrecheckInput, type TPrecheckInput } from '@ikv/api/schemas/ikv/precheck';
import { getSessionUser } from '~/auth/session.ts';
import { getI18n } from '~/i18n/server.ts';
import { serverApi } from '~/trpc/server.ts';
import { toProblemLike } from '../auth/problem-from-error.ts';
import { leesOvername, wisOvername, zetOvername } from './overname.server.ts';
import { leesDocumentenStap } from './voorcheck-documenten.server.ts';
import { BEDRAG_VELDEN, toPrecheckInput, veld, type VoorcheckState } from './voorcheck-form-state.ts';

export async function voorcheckAction(prev: VoorcheckState, form: FormData): Promise<VoorcheckState> {
  // the "drop your documents" form posts here too (one state for both forms)
  if (form.get('stap') === 'documenten') return leesDocumentenStap(prev, form);
  const kept = { vulling: prev.vulling, documenten: prev.documenten };
  return { ...(await typedStap(form)), ...kept };
}

async function typedStap(form: FormData): Promise<VoorcheckState> {
  const { t, locale } = await getI18n();
  const values: Record<string, string> = {
    rechtsvorm: String(form.get('rechtsvorm') ?? ''),
    aandeel: String(form.get('aandeel') ?? ''),
  };
  for (let i = 0; i < 3; i++) {
    for (const naam of ['jaar', ...BEDRAG_VELDEN] as const)
      values[veld(i, naam)] = String(form.get(veld(i, naam)) ?? '').slice(0, 40);
  }
  const { input, fieldErrors, geenJaren } = toPrecheckInput(values, t.voorcheck, locale);
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
      const text =
        locale === 'nl'
          ? problem.detail
          : ((t.problems as Record<string, string>)[problem.code] ?? t.voorcheck.unexpected);
      return { status: 'error', message: 'problem', problem: text, values };
    }
    if (problem.status === 400) {
      const text = Object.values(problem.fieldErrors).join(' ');
      return text
        ? { status: 'error', message: 'problem', problem: text, values }
        : { status: 'error', message: 'fixErrors', values };
    }
    return { status: 'error', message: 'unexpected', values };
  }
}

/**
 * Keeps the figures of the pre-check's form (signed cookie, 7 days): they come back in the form after
 * Back or a new visit, and on the company page after registration, from whichever page he left.
 */
async function bewaarFiguren(form: FormData): Promise<void> {
  const { t, locale } = await getI18n();
  const values: Record<string, string> = {
    rechtsvorm: String(form.get('rechtsvorm') ?? ''),
    aandeel: String(form.get('aandeel') ?? ''),
  };
  for (let i = 0; i < 3; i++) {
    for (const naam of ['jaar', ...BEDRAG_VELDEN] as const)
      values[veld(i, naam)] = String(form.get(veld(i, naam)) ?? '').slice(0, 40);
  }
  const { input } = toPrecheckInput(values, t.voorcheck, locale);
  const checked = input ? ZPrecheckInput.safeParse(input) : null;
  if (checked?.success) await zetOvername(checked.data);
}

/** "Vraag een inkomensverklaring aan": keep the figures (signed cookie) and go to registration (or, logged in, to the companies). */
export async function bewaarVoorAanvraagAction(form: FormData): Promise<void> {
  await bewaarFiguren(form);
  redirect(
    (await getSessionUser()) ? '/bedrijven' : `/registreren?callbackUrl=${encodeURIComponent('/bedrijven/toevoegen')}`,
  );
}

/** "Wat kan ik lenen?": keep the figures (Back brings them again) and open /orientatie with the qualifying income. */
export async function naarOrientatieAction(form: FormData): Promise<void> {
  await bewaarFiguren(form);
  const toetsinkomen = String(form.get('toetsinkomen') ?? '');
  redirect(/^\d{1,9}$/.test(toetsinkomen) ? `/orientatie?toetsinkomen=${toetsinkomen}` : '/orientatie');
}

/** On the entrepreneur's company: write the carried figures through companies.financials.updateYear, then forget them. */
export async function neemVoorcheckOverAction(form: FormData): Promise<void> {
  const companyId = String(form.get('companyId') ?? '');
  const input = await leesOvername();
  if (!input || !companyId)
    redirect(companyId ? `/bedrijven/${encodeURIComponent(companyId)}/boekjaren` : '/bedrijven');
  const api = await serverApi();
  try {
    for (const b of input.boekjaren) await schrijfJaar(api, companyId, b);
  } catch (e) {
    if (e instanceof TRPCError) redirect(`/bedrijven/${encodeURIComponent(companyId)}/boekjaren?voorcheck=fout`);
    throw e;
  }
  await wisOvername();
  redirect(`/bedrijven/${encodeURIComponent(companyId)}/boekjaren`);
}

async function schrijfJaar(
  api: Awaited<ReturnType<typeof serverApi>>,
  companyId: string,
  b: TPrecheckInput['boekjaren'][number],
) {
  // the fields the pre-check has are the IKV's; an optional one left out keeps the stored figure
  await api.companies.financials.updateYear({ companyId, ...b, balanscorrectieReden: b.balanscorrectieReden ?? null });
}

/** "Niet overnemen": forget the carried figures. */
export async function vergeetVoorcheckAction(form: FormData): Promise<void> {
  await wisOvername();
  const companyId = String(form.get('companyId') ?? '');
  redirect(companyId ? `/bedrijven/${encodeURIComponent(companyId)}/boekjaren` : '/bedrijven');
}
