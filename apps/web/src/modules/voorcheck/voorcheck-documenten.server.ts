// The pre-check's "drop your documents" step (API.md, Pre-check: POST /ikv/voorcheck/documenten),
// for the page's server action: the files are read in memory by the API's bounded reader, the
// figures fill the typed form (the visitor can correct them), and with three complete years the
// pre-check comes back too. Nothing is stored; the files live only in this request.
import { headers } from 'next/headers';
import { createTrpcContext } from '@ikv/api';
import { limitPrecheckDocuments, MAX_VOORCHECK_BESTANDEN, precheckDocuments } from '@ikv/api/rest';
import { RECHTSVORMEN, valuesFromDocumenten, type VoorcheckState } from './voorcheck-form-state.ts';

const MAX_BYTES = 10 * 1024 * 1024;

export async function leesDocumentenStap(prev: VoorcheckState, form: FormData): Promise<VoorcheckState> {
  const rechtsvormRaw = String(form.get('rechtsvorm') ?? '');
  const rechtsvorm = (RECHTSVORMEN as readonly string[]).includes(rechtsvormRaw) ? rechtsvormRaw : 'EENMANSZAAK';
  const aandeel = String(form.get('aandeel') ?? '100').slice(0, 40);
  const keep = { values: prev.values, vulling: prev.vulling, documenten: prev.documenten };
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
    const { voorcheck, ...documenten } = await precheckDocuments(ctx, bestanden, rechtsvorm);
    const values =
      documenten.boekjaren.length > 0 ? valuesFromDocumenten(documenten.boekjaren, rechtsvorm, aandeel) : prev.values;
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
