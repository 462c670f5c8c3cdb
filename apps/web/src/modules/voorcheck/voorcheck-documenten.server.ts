// The pre-check's "drop your documents" step (API.md, Pre-check: POST /ikv/voorcheck/documenten),
// for the page's server action: the files are read in memory by the API's bounded reader, the
// figures fill the typed form (the visitor can correct them), and with three complete years the
// pre-check comes back too. Nothing is stored; the files live only in this request.
import { headers } from 'next/headers';
import { createTrpcContext } from '@ikv/api';
import { limitPrecheckDocuments, MAX_VOORCHECK_BESTANDEN, precheckDocuments } from '@ikv/api/rest';
import { getI18n } from '~/i18n/server.ts';
import { BEDRAG_VELDEN, keuzeVan, valuesFromDocumenten, veld, type VoorcheckState } from './voorcheck-form-state.ts';

const MAX_BYTES = 10 * 1024 * 1024;

export async function leesDocumentenStap(prev: VoorcheckState, form: FormData): Promise<VoorcheckState> {
  const { locale } = await getI18n();
  // what the person chose and typed beside the figures (the form sends the typed form's current values)
  const vorige: Record<string, string> = { ...prev.values };
  for (const naam of ['rechtsvorm', 'aandeel'])
    if (form.has(naam)) vorige[naam] = String(form.get(naam) ?? '').slice(0, 40);
  for (let i = 0; i < 3; i++)
    for (const naam of ['jaar', ...BEDRAG_VELDEN] as const)
      if (form.has(veld(i, naam))) vorige[veld(i, naam)] = String(form.get(veld(i, naam)) ?? '').slice(0, 40);
  const { rechtsvorm, ...keuze } = keuzeVan(vorige, locale);
  const keep = { values: vorige, vulling: prev.vulling, documenten: prev.documenten };
  // a browser without JavaScript sends one empty part when nothing was chosen
  const files = form.getAll('bestand').filter((f): f is File => f instanceof File && f.size > 0);
  if (files.length === 0) return { ...keep, status: 'error', message: 'geenBestanden' };
  if (files.length > MAX_VOORCHECK_BESTANDEN) return { ...keep, status: 'error', message: 'teVeelBestanden' };
  if (files.some((f) => f.size > MAX_BYTES)) return { ...keep, status: 'error', message: 'teGroot' };
  const ctx = await createTrpcContext({ headers: new Headers(await headers()), sessionUserId: null });
  try {
    await limitPrecheckDocuments(ctx);
    const bestanden = await Promise.all(
      files.map(async (f) => ({ naam: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })),
    );
    const { voorcheck, ...documenten } = await precheckDocuments(ctx, bestanden, rechtsvorm, keuze);
    const values =
      documenten.boekjaren.length > 0 ? valuesFromDocumenten(documenten.boekjaren, vorige, locale) : vorige;
    return {
      status: voorcheck ? 'ok' : 'idle',
      values,
      result: voorcheck,
      documenten,
      vulling: (prev.vulling ?? 0) + 1,
    };
  } catch (e) {
    const status =
      typeof e === 'object' && e !== null && 'status' in e ? Number((e as { status: unknown }).status) : 500;
    if (status === 429) return { ...keep, status: 'error', message: 'rateLimited' };
    if (status === 415) return { ...keep, status: 'error', message: 'verkeerdType' };
    if (status === 413) return { ...keep, status: 'error', message: 'teGroot' };
    if (status === 400) return { ...keep, status: 'error', message: 'geenBestanden' };
    throw e;
  }
}
