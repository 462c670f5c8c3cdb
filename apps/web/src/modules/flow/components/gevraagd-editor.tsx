'use client';
// The adviser's list of what to ask for when a request needs more (AANVULLING_NODIG): per item the
// kind (document of a year, figures of a year, an explanation), the year where it applies, and a description.
import { Button } from '@ikv/ui/button';
import { useI18n } from '~/i18n/i18n-provider.tsx';

export type Soort = 'DOCUMENT' | 'BOEKJAAR' | 'TOELICHTING';
export type GevraagdRij = { soort: Soort; jaar: string; omschrijving: string };

const field = 'rounded-lg border border-line bg-white px-3 py-2 text-sm font-normal';

export const emptyRij = (jaar: number): GevraagdRij => ({ soort: 'DOCUMENT', jaar: String(jaar), omschrijving: '' });

/** The rows as the API's gevraagd items (empty descriptions left out). */
export function toGevraagd(rows: readonly GevraagdRij[]) {
  return rows
    .filter((r) => r.omschrijving.trim())
    .map((r) => ({ soort: r.soort, omschrijving: r.omschrijving.trim(), ...(r.soort !== 'TOELICHTING' && r.jaar ? { jaar: Number(r.jaar) } : {}) }));
}

export function GevraagdEditor({ rows, onChange, defaultJaar }: { rows: GevraagdRij[]; onChange: (rows: GevraagdRij[]) => void; defaultJaar: number }) {
  const { t } = useI18n();
  const f = t.flow;
  const set = (i: number, patch: Partial<GevraagdRij>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-3" data-testid="gevraagd-editor">
      <legend className="px-1 text-sm font-medium text-ink">{f.askTitle}</legend>
      {rows.map((r, i) => (
        <div key={i} className="flex flex-col gap-2 border-b border-line pb-3 last:border-0 last:pb-0">
          <div className="flex flex-wrap gap-2">
            <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-muted">
              {f.askKind}
              <select aria-label={f.askKind} value={r.soort} onChange={(e) => set(i, { soort: e.target.value as Soort })} className={field}>
                <option value="DOCUMENT">{f.soort.DOCUMENT}</option>
                <option value="BOEKJAAR">{f.soort.BOEKJAAR}</option>
                <option value="TOELICHTING">{f.soort.TOELICHTING}</option>
              </select>
            </label>
            {r.soort !== 'TOELICHTING' ? (
              <label className="flex w-24 flex-col gap-1 text-xs font-medium text-muted">
                {f.askYear}
                <input aria-label={f.askYear} type="number" inputMode="numeric" min={1900} max={2100} value={r.jaar} onChange={(e) => set(i, { jaar: e.target.value })} className={field} required />
              </label>
            ) : null}
          </div>
          <label className="flex flex-col gap-1 text-xs font-medium text-muted">
            {f.askDescription}
            <input aria-label={f.askDescription} value={r.omschrijving} onChange={(e) => set(i, { omschrijving: e.target.value })} maxLength={1000} className={field} required />
          </label>
          {rows.length > 1 ? (
            <div>
              <Button type="button" size="sm" variant="ghost" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                {f.askRemove}
              </Button>
            </div>
          ) : null}
        </div>
      ))}
      <div>
        <Button type="button" size="sm" variant="secondary" onClick={() => onChange([...rows, emptyRij(defaultJaar)])}>
          {f.askAdd}
        </Button>
      </div>
    </fieldset>
  );
}
