'use client';
// What the adviser asked for, at the top of the entrepreneur's request, answered in place: a document
// is uploaded inside its item (and the item ticks itself off), an asked figure is typed and saved in
// its item, an explanation written here; "report as supplemented" then sends the request back to the
// adviser. Whoever prefers the financial-years page gets a link that lands on the year (the asked
// figure highlighted) and offers the way back here. The forms are checked with their procedures' own
// schemas before sending; those (and the upload) load when the panel shows (lib/lazy-schema.ts), so zod
// stays out of the request page's own script.
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOEKJAAR_VELDEN, VASTE_VELDEN, type BoekjaarVeldNaam } from '@ikv/api/shared/financieel-boekjaar.fields';
import { documentSoortenBij } from '@ikv/api/shared/documenten.fields';
import { Alert } from '@ikv/ui/alert';
import { Button, buttonClasses } from '@ikv/ui/button';
import { TextField, TextareaField } from '@ikv/ui/input';
import { formatMoneyInput, parseMoney } from '~/lib/format.ts';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { lazySchema, schemaForSubmit } from '~/lib/lazy-schema.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { itemLabel, type GevraagdItem } from './gevraagd-overview.tsx';

const answerSchema = lazySchema(() =>
  import('@ikv/api/schemas/aanvragen/aanvulling/answer').then((m) => m.ZAnswerAanvullingInput),
);
const supplementedSchema = lazySchema(() =>
  import('@ikv/api/schemas/aanvragen/supplemented').then((m) => m.ZSupplementedAanvraagInput),
);
const updateYearSchema = lazySchema(() =>
  import('@ikv/api/schemas/companies/financials/update-year').then((m) => m.ZUpdateYearInput),
);
// the upload checks its fields with the route's schema: loaded with the panel, not the page
const DocumentUpload = dynamic(() => import('~/modules/documents/document-upload.tsx').then((m) => m.DocumentUpload), {
  ssr: false,
});

/** Where an asked item is answered on the financial-years page: that year's form (the asked figure
 * highlighted), or the upload for that year's documents; the page opens a year that is not there
 * yet (financial-years-form, documents-section) and links back to the request (`terug`). */
function answerHref(companyId: string, aanvraagId: string, g: Pick<GevraagdItem, 'soort' | 'jaar' | 'veld'>): string {
  const query = new URLSearchParams({ terug: aanvraagId });
  if (g.soort === 'BOEKJAAR' && g.veld) query.set('veld', g.veld);
  const base = `/bedrijven/${companyId}/boekjaren?${query.toString()}`;
  if (g.soort === 'DOCUMENT') return `${base}#${g.jaar !== null ? `documenten-${g.jaar}` : 'bewijsstukken'}`;
  return g.jaar !== null ? `${base}#jaar-${g.jaar}` : `${base}#boekjaren-title`;
}

/**
 * The one figure asked, typed and saved in the item: the year's stored figures with this one
 * replaced (PUT of one year). Only for a year that is stored; a year not there yet is entered on
 * the financial-years page (all its figures are needed).
 */
function AskedFigure({
  companyId,
  jaar,
  veld,
  onSaved,
}: {
  companyId: string;
  jaar: number;
  veld: BoekjaarVeldNaam;
  onSaved: () => void;
}) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const years = useQuery(trpc.companies.financials.get.queryOptions({ companyId }));
  const updateYear = useMutation(trpc.companies.financials.updateYear.mutationOptions());
  const stored = years.data?.find((y) => y.jaar === jaar);
  const definitie = BOEKJAAR_VELDEN.find((v) => v.naam === veld)!;
  const current = stored ? (stored as Record<string, unknown>)[veld] : undefined;
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!stored) return null;
  const shown = value ?? (typeof current === 'number' ? formatMoneyInput(current, locale) : '');
  const save = async () => {
    setError(null);
    const amount = parseMoney(shown, locale);
    if (amount === null) {
      setError(t.flowUi.askedFigureInvalid);
      return;
    }
    const schema = await schemaForSubmit(updateYearSchema, () => setError(t.common.unexpectedError));
    if (!schema) return;
    const base = Object.fromEntries(VASTE_VELDEN.map((v) => [v.naam, (stored as Record<string, unknown>)[v.naam]]));
    const checked = validate(schema, { companyId, jaar, ...base, [veld]: amount }, t);
    if (!checked.success) {
      setError(checked.fieldErrors[veld] ?? Object.values(checked.fieldErrors)[0] ?? t.validation.invalid);
      return;
    }
    updateYear.mutate(checked.data, {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.companies.financials.get.queryKey({ companyId }) });
        setValue(null);
        onSaved();
      },
      onError: (e) => setError(fieldErrorsOf(problemOf(e), t)[veld] ?? problemMessage(e, t)),
    });
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end" data-testid="aanvulling-figure">
      <TextField
        containerClassName="min-w-0 sm:max-w-xs"
        label={fill(t.flowUi.askedFigureLabel, { veld: definitie.label[locale], jaar })}
        inputMode="decimal"
        autoComplete="off"
        value={shown}
        onChange={(e) => setValue(e.target.value)}
        error={error ?? undefined}
        suffix="€"
        className="text-right tabular-nums"
      />
      <Button
        size="sm"
        variant="secondary"
        className="self-start sm:mb-0.5 sm:self-end"
        loading={updateYear.isPending}
        onClick={() => void save()}
      >
        {t.flowUi.askedFigureSave}
      </Button>
    </div>
  );
}

function Item({ aanvraagId, companyId, g }: { aanvraagId: string; companyId: string; g: GevraagdItem }) {
  const { t } = useI18n();
  const f = t.flow;
  const trpc = useTRPC();
  const router = useRouter();
  const answer = useMutation(trpc.aanvragen.aanvulling.answer.mutationOptions());
  const [antwoord, setAntwoord] = useState(g.antwoord ?? '');
  const [error, setError] = useState<string | null>(null);
  const { formRef, errors, setErrors } = useFormErrors<HTMLLIElement>();
  const done = g.afgevinktOp !== null;
  const save = async (afgevinkt: boolean) => {
    setError(null);
    const schema = await schemaForSubmit(answerSchema, () => setError(t.common.unexpectedError));
    if (!schema) return;
    const checked = validate(
      schema,
      {
        id: aanvraagId,
        itemId: g.id,
        afgevinkt,
        ...(antwoord.trim() || g.soort === 'TOELICHTING' ? { antwoord } : {}),
      },
      t,
    );
    setErrors(checked.fieldErrors ?? {});
    if (!checked.success) return;
    answer.mutate(checked.data, {
      onSuccess: () => router.refresh(),
      onError: (e) => {
        const fields = fieldErrorsOf(problemOf(e), t);
        setErrors(fields);
        // "write the explanation first" stands at the field; other problems above the buttons
        if (!fields.antwoord) setError(problemMessage(e, t));
      },
    });
  };
  return (
    <li
      ref={formRef}
      className="flex flex-col gap-2 rounded-lg border border-line bg-white p-3"
      data-testid="aanvulling-item"
    >
      <p className="font-medium text-ink">
        {done ? <span aria-hidden="true">✓ </span> : null}
        {itemLabel(g, t)}
      </p>
      <p className="text-sm text-slate-700">{g.omschrijving}</p>
      {g.soort === 'DOCUMENT' && !done ? (
        <DocumentUpload
          companyId={companyId}
          jaar={g.jaar}
          soorten={documentSoortenBij(g.jaar !== null ? 'jaar' : 'bedrijf')}
          // the document asked is there: the item ticks itself off
          onUploaded={() => void save(true)}
        />
      ) : null}
      {g.soort === 'BOEKJAAR' && g.veld && g.jaar !== null && !done ? (
        <AskedFigure companyId={companyId} jaar={g.jaar} veld={g.veld} onSaved={() => void save(true)} />
      ) : null}
      {g.soort !== 'TOELICHTING' ? (
        <Link
          href={answerHref(companyId, aanvraagId, g)}
          className={
            g.soort === 'DOCUMENT' || g.veld
              ? 'self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline'
              : buttonClasses('secondary', 'sm', 'self-start')
          }
        >
          {g.soort === 'DOCUMENT'
            ? t.flowUi.actionOpenDocuments
            : g.jaar !== null
              ? fill(t.flowUi.actionEditYearN, { jaar: g.jaar })
              : f.actionEditYear}
        </Link>
      ) : null}
      <TextareaField
        label={g.soort === 'TOELICHTING' ? f.yourExplanation : f.yourNote}
        value={antwoord}
        onChange={(e) => setAntwoord(e.target.value)}
        maxLength={4000}
        disabled={done}
        error={errors.antwoord}
      />
      {error ? (
        <Alert tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <div>
        {done ? (
          <Button size="sm" variant="ghost" loading={answer.isPending} onClick={() => void save(false)}>
            {f.untick}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" loading={answer.isPending} onClick={() => void save(true)}>
            {f.tick}
          </Button>
        )}
      </div>
    </li>
  );
}

export function AanvullingPanel({
  aanvraagId,
  companyId,
  items,
  status,
}: {
  aanvraagId: string;
  companyId: string;
  items: GevraagdItem[];
  status: string;
}) {
  const { t } = useI18n();
  const f = t.flow;
  const trpc = useTRPC();
  const router = useRouter();
  const supplemented = useMutation(trpc.aanvragen.supplemented.mutationOptions());
  const [toelichting, setToelichting] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { formRef, errors, setErrors } = useFormErrors<HTMLElement>();
  useEffect(() => {
    answerSchema.preload();
    supplementedSchema.preload();
  }, []);
  const open = items.filter((g) => g.aangevuldOp === null);
  if (status !== 'AANVULLING_NODIG' || open.length === 0) {
    // after sending, the request is back with the adviser: say so (the page keeps this panel mounted)
    return sent ? (
      <div data-testid="aanvulling-sent">
        <Alert tone="success" role="status">
          {t.flowUi.supplementedSent}
        </Alert>
      </div>
    ) : null;
  }
  const allTicked = open.every((g) => g.afgevinktOp !== null);
  return (
    <section
      ref={formRef}
      aria-labelledby="aanvulling-title"
      className="flex flex-col gap-3 rounded-(--radius-card) border border-amber-300 bg-amber-50 p-4 sm:p-5"
      data-testid="aanvulling-panel"
    >
      <h2 id="aanvulling-title" className="text-lg font-semibold text-ink">
        {f.neededTitle}
      </h2>
      <p className="text-sm text-slate-700">{f.neededLead}</p>
      <ul className="flex flex-col gap-3">
        {open.map((g) => (
          <Item key={g.id} aanvraagId={aanvraagId} companyId={companyId} g={g} />
        ))}
      </ul>
      <TextareaField
        label={f.supplementNote}
        value={toelichting}
        onChange={(e) => setToelichting(e.target.value)}
        maxLength={4000}
        error={errors.toelichting}
      />
      {!allTicked ? <p className="text-sm text-muted">{f.tickAllFirst}</p> : null}
      {error ? (
        <Alert tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <div>
        <Button
          disabled={!allTicked}
          loading={supplemented.isPending}
          onClick={async () => {
            setError(null);
            const schema = await schemaForSubmit(supplementedSchema, () => setError(t.common.unexpectedError));
            if (!schema) return;
            const checked = validate(schema, { id: aanvraagId, ...(toelichting.trim() ? { toelichting } : {}) }, t);
            setErrors(checked.fieldErrors ?? {});
            if (!checked.success) return;
            supplemented.mutate(checked.data, {
              onSuccess: () => {
                setSent(true);
                router.refresh();
              },
              onError: (e) => {
                setErrors(fieldErrorsOf(problemOf(e), t));
                setError(problemMessage(e, t));
              },
            });
          }}
        >
          {f.reportSupplemented}
        </Button>
      </div>
    </section>
  );
}
