'use client';
// "Drop your documents" beside the typed pre-check: a file input in a form posting to the page's
// server action (it works without JavaScript), and with JavaScript a drop zone that submits what is
// dropped. Under it the figures read per year with their source (document, page), and what the
// reader could not do. The files are read and not stored (said on the page).
import { useEffect, useRef, useState, type DragEvent, type RefObject } from 'react';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { formatMoney } from '~/lib/format.ts';
import { DOCUMENT_VELDEN } from '@ikv/api/shared/financieel-boekjaar.fields';
import { acceptVan } from '@ikv/api/shared/documenten.fields';
import type { VoorcheckState } from '../voorcheck-form-state.ts';

const DOC_MESSAGES = ['geenBestanden', 'teVeelBestanden', 'teGroot', 'verkeerdType'] as const;

export function VoorcheckDocumentenForm({
  action,
  pending,
  state,
  typedForm,
}: {
  action: (form: FormData) => void;
  pending: boolean;
  state: VoorcheckState;
  /** the typed form: its legal form, share, years and DGA salaries go with the documents (kept, not reset) */
  typedForm?: RefObject<HTMLFormElement | null>;
}) {
  const { t } = useI18n();
  const td = t.voorcheck.documenten;
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const v = state.values ?? {};
  const message =
    state.message && (DOC_MESSAGES as readonly string[]).includes(state.message)
      ? td[state.message as (typeof DOC_MESSAGES)[number]]
      : null;
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // the form's data is built when it is submitted: add what is chosen in the typed form right now
    const meeNemen = (e: FormDataEvent) => {
      const typed = typedForm?.current;
      if (!typed) return;
      for (const [naam, waarde] of new FormData(typed)) {
        if (naam === 'stap' || naam.startsWith('$ACTION') || typeof waarde !== 'string') continue;
        e.formData.set(naam, waarde);
      }
    };
    form.addEventListener('formdata', meeNemen);
    return () => form.removeEventListener('formdata', meeNemen);
  }, [typedForm]);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!inputRef.current || e.dataTransfer.files.length === 0) return;
    inputRef.current.files = e.dataTransfer.files;
    formRef.current?.requestSubmit();
  };
  return (
    <Card>
      <CardBody className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold text-ink">{td.kop}</h2>
        <p className="text-sm text-slate-700">{td.uitleg}</p>
        <p className="text-sm font-medium text-ink" data-testid="voorcheck-niet-bewaard">
          {td.nietBewaard}
        </p>
        <form ref={formRef} action={action} className="flex flex-col gap-4" data-testid="voorcheck-documenten-form">
          <input type="hidden" name="stap" value="documenten" />
          <input type="hidden" name="rechtsvorm" value={v.rechtsvorm || 'EENMANSZAAK'} />
          <input type="hidden" name="aandeel" value={v.aandeel ?? '100'} />
          {message && !pending ? <Alert tone="error">{message}</Alert> : null}
          <label
            onDragOver={(e) => {
              e.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={onDrop}
            className={`flex min-w-0 flex-col gap-2 rounded-lg border-2 border-dashed p-4 text-sm ${over ? 'border-brand-600 bg-brand-50' : 'border-line'}`}
          >
            <span className="font-medium text-ink">{td.kies}</span>
            <span className="text-muted">{td.kiesHint}</span>
            <input
              ref={inputRef}
              type="file"
              name="bestand"
              multiple
              accept={acceptVan(true)}
              className="max-w-full text-sm"
              data-testid="voorcheck-bestanden"
            />
          </label>
          <Button type="submit" variant="secondary" loading={pending} className="w-full sm:w-auto sm:self-start">
            {td.lees}
          </Button>
        </form>
        {state.documenten ? <GelezenCijfers documenten={state.documenten} /> : null}
      </CardBody>
    </Card>
  );
}

function GelezenCijfers({ documenten }: { documenten: NonNullable<VoorcheckState['documenten']> }) {
  const { t, locale } = useI18n();
  const tt = t.voorcheck;
  const td = tt.documenten;
  return (
    <section aria-labelledby="voorcheck-gelezen" className="flex flex-col gap-4" data-testid="voorcheck-gelezen">
      <h3 id="voorcheck-gelezen" className="text-base font-semibold text-ink">
        {td.gelezenKop}
      </h3>
      {documenten.boekjaren.length === 0 ? (
        <p className="text-sm text-slate-700">{td.nietsGelezen}</p>
      ) : (
        <p className="text-sm text-slate-700">{td.ingevuld}</p>
      )}
      {documenten.boekjaren.map((b) => (
        <div key={b.jaar} className="min-w-0">
          <h4 className="text-sm font-semibold text-ink">{fill(tt.jaarKop, { jaar: String(b.jaar) })}</h4>
          <dl className="mt-1 divide-y divide-line text-sm">
            {DOCUMENT_VELDEN.filter((veld) => b.velden[veld.naam]).map((veld) => {
              const w = b.velden[veld.naam]!;
              return (
                <div
                  key={veld.naam}
                  className="flex flex-col gap-0.5 py-1.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
                >
                  <dt className="text-slate-700">{veld.label[locale]}</dt>
                  <dd className="min-w-0 sm:text-right">
                    <span className="font-medium text-ink tabular-nums">{formatMoney(w.waarde, locale)}</span>
                    <span className="block text-xs break-words text-muted">
                      {w.pagina
                        ? fill(td.bronPagina, { document: w.bestand, pagina: String(w.pagina) })
                        : fill(td.bron, { document: w.bestand })}
                    </span>
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
      ))}
      {documenten.meldingen.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-ink">{td.meldingenKop}</h4>
          <ul className="list-disc pl-5 text-sm break-words text-slate-700" data-testid="voorcheck-meldingen">
            {documenten.meldingen.map((m, i) => (
              <li key={i}>{m[locale]}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
