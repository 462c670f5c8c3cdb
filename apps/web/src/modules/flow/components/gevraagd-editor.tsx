'use client';
// The adviser's list of what to ask for when a request needs more (AANVULLING_NODIG): per item the
// kind (document of a year, figures of a year, an explanation), the year where it applies, for figures
// the one figure asked (or all of the year), and a description. Its fields sit side by side only where
// its container has room (a container query: in the narrow sidebar at 1280 px they stack, so no option
// is cut off).
import { BOEKJAAR_VELDEN, GEVRAAGD_VELDEN } from '@ikv/api/shared/financieel-boekjaar.fields';
import { Button } from '@ikv/ui/button';
import { SelectField, TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';

export type Soort = 'DOCUMENT' | 'BOEKJAAR' | 'TOELICHTING';
export type GevraagdRij = { soort: Soort; jaar: string; veld?: string; omschrijving: string };

export const emptyRij = (jaar: number): GevraagdRij => ({
  soort: 'DOCUMENT',
  jaar: String(jaar),
  veld: '',
  omschrijving: '',
});

/** The rows as the API's gevraagd items (empty descriptions left out). */
export function toGevraagd(rows: readonly GevraagdRij[]) {
  return rows
    .filter((r) => r.omschrijving.trim())
    .map((r) => ({
      soort: r.soort,
      omschrijving: r.omschrijving,
      ...(r.soort !== 'TOELICHTING' && r.jaar.trim() ? { jaar: Number(r.jaar) } : {}),
      ...(r.soort === 'BOEKJAAR' && r.veld ? { veld: r.veld } : {}),
    }));
}

/**
 * The schema's field errors of `gevraagd` (paths of toGevraagd's items) → the editor's rows: item k is
 * the k-th row with a description; "no item at all" lands at the first row's description.
 */
export function gevraagdErrors(errors: Record<string, string>, rows: readonly GevraagdRij[]): Record<string, string> {
  const kept = rows.flatMap((r, i) => (r.omschrijving.trim() ? [i] : []));
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const m = /^gevraagd\.(\d+)\.(.+)$/.exec(path);
    if (m) out[`gevraagd.${kept[Number(m[1])] ?? m[1]}.${m[2]}`] ??= message;
    else if (path === 'gevraagd') out['gevraagd.0.omschrijving'] ??= message;
    else out[path] ??= message;
  }
  return out;
}

/** `errors`: by the rows' paths (gevraagd.<row>.soort / .jaar / .omschrijving), see gevraagdErrors. */
export function GevraagdEditor({
  rows,
  onChange,
  defaultJaar,
  errors = {},
}: {
  rows: GevraagdRij[];
  onChange: (rows: GevraagdRij[]) => void;
  defaultJaar: number;
  errors?: Record<string, string>;
}) {
  const { t, locale } = useI18n();
  const f = t.flow;
  const set = (i: number, patch: Partial<GevraagdRij>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset
      className="@container flex min-w-0 flex-col gap-3 rounded-lg border border-line p-3"
      data-testid="gevraagd-editor"
    >
      <legend className="px-1 text-sm font-medium text-ink">{f.askTitle}</legend>
      {rows.map((r, i) => (
        <div key={i} className="flex flex-col gap-2 border-b border-line pb-3 last:border-0 last:pb-0">
          <div className="grid grid-cols-1 gap-2 @xs:grid-cols-[minmax(0,1fr)_7rem]">
            <SelectField
              containerClassName="min-w-0"
              label={f.askKind}
              value={r.soort}
              onChange={(e) => set(i, { soort: e.target.value as Soort })}
              error={errors[`gevraagd.${i}.soort`]}
            >
              <option value="DOCUMENT">{f.soort.DOCUMENT}</option>
              <option value="BOEKJAAR">{f.soort.BOEKJAAR}</option>
              <option value="TOELICHTING">{f.soort.TOELICHTING}</option>
            </SelectField>
            {r.soort !== 'TOELICHTING' ? (
              <TextField
                containerClassName="min-w-0"
                label={f.askYear}
                type="number"
                inputMode="numeric"
                min={1900}
                max={2100}
                value={r.jaar}
                onChange={(e) => set(i, { jaar: e.target.value })}
                error={errors[`gevraagd.${i}.jaar`]}
                required
              />
            ) : null}
          </div>
          {r.soort === 'BOEKJAAR' ? (
            <SelectField
              containerClassName="min-w-0"
              label={f.askField}
              value={r.veld ?? ''}
              onChange={(e) => set(i, { veld: e.target.value })}
              error={errors[`gevraagd.${i}.veld`]}
            >
              <option value="">{f.askFieldAll}</option>
              {GEVRAAGD_VELDEN.map((naam) => (
                <option key={naam} value={naam}>
                  {BOEKJAAR_VELDEN.find((v) => v.naam === naam)!.label[locale]}
                </option>
              ))}
            </SelectField>
          ) : null}
          <TextField
            label={f.askDescription}
            value={r.omschrijving}
            onChange={(e) => set(i, { omschrijving: e.target.value })}
            maxLength={1000}
            error={errors[`gevraagd.${i}.omschrijving`]}
            required
          />
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
