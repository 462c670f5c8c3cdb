// The adviser's dashboard of requests (app/(app)/adviseur/aanvragen/page.tsx): its query string, read
// into filters the list accepts, and the links that change one filter while keeping the others.

export const STATUSES = [
  'INGEDIEND',
  'IN_BEHANDELING',
  'AANVULLING_NODIG',
  'AFGEROND',
  'AFGEWEZEN',
  'INGETROKKEN',
] as const;
export type Status = (typeof STATUSES)[number];
export type Search = {
  status?: string;
  verklaringType?: string;
  van?: string;
  tot?: string;
  q?: string;
  sort?: string;
  cursor?: string;
  behandelaar?: string;
};

export type DashboardFilters = {
  status?: Status;
  verklaringType?: 'IKV' | 'ORIENTATIE';
  sort: 'nieuwste' | 'oudste' | 'bijgewerkt';
  van?: string;
  tot?: string;
  behandelaar?: string;
};

/** The query's filters; a value the list would not accept is left out (shown as "any"). */
export function filtersOf(sp: Search): DashboardFilters {
  const status = STATUSES.includes(sp.status as Status) ? (sp.status as Status) : undefined;
  const verklaringType =
    sp.verklaringType === 'IKV' || sp.verklaringType === 'ORIENTATIE' ? sp.verklaringType : undefined;
  const sort = sp.sort === 'oudste' || sp.sort === 'bijgewerkt' ? sp.sort : 'nieuwste';
  const date = (v?: string) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
  const behandelaar = sp.behandelaar && /^[A-Za-z0-9_-]{1,64}$/.test(sp.behandelaar) ? sp.behandelaar : undefined;
  return { status, verklaringType, sort, van: date(sp.van), tot: date(sp.tot), behandelaar };
}

/** The dashboard with `change` applied to `base`; a changed filter starts again at the first page. */
export function href(base: Search, change: Partial<Search>): string {
  const merged: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...base, cursor: undefined, ...change })) if (v) merged[k] = v;
  const qs = new URLSearchParams(merged).toString();
  return `/adviseur/aanvragen${qs ? `?${qs}` : ''}`;
}
