'use client';
// What the adviser asked for, at the top of the entrepreneur's request, answered in place: a document
// is uploaded inside its item, an asked figure is typed and saved in its item (asked-figure.tsx), and
// either answers the item without a tick; an explanation is written and saved here; "report as supplemented" then sends the request back to the
// adviser. Whoever prefers the financial-years page gets a link that lands on the year (the asked
// figure highlighted) and offers the way back here. The forms are checked with their procedures' own
// schemas before sending; those (and the upload) load when the panel shows (lib/lazy-schema.ts), so zod
// stays out of the request page's own script.
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { documentSoortenBij } from '@ikv/api/shared/documenten.fields';
import { Alert } from '@ikv/ui/alert';
import { Button, buttonClasses } from '@ikv/ui/button';
import { TextareaField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { lazySchema, schemaForSubmit } from '~/lib/lazy-schema.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { geleverdText, itemLabel, type GevraagdItem } from './gevraagd-overview.tsx';
import { AskedFigure } from './asked-figure.tsx';

const answerSchema = lazySchema(() =>
  import('@ikv/api/schemas/aanvragen/aanvulling/answer').then((m) => m.ZAnswerAanvullingInput),
);
const supplementedSchema = lazySchema(() =>
  import('@ikv/api/schemas/aanvragen/supplemented').then((m) => m.ZSupplementedAanvraagInput),
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
 * One asked item. Answered in place (a document uploaded for its year, the asked figure changed) it is
 * done by itself and says what came in; the API derives that (`geleverd`), also for an answer given on
 * the financial-years page or over REST. An explanation is answered by saving it; an item answered some
 * other way (a document filed earlier, figures that were right) is ticked off.
 */
function Item({ aanvraagId, companyId, g }: { aanvraagId: string; companyId: string; g: GevraagdItem }) {
  const { t, locale } = useI18n();
  const f = t.flow;
  const trpc = useTRPC();
  const router = useRouter();
  const answer = useMutation(trpc.aanvragen.aanvulling.answer.mutationOptions());
  const [antwoord, setAntwoord] = useState(g.antwoord ?? '');
  const [error, setError] = useState<string | null>(null);
  const { formRef, errors, setErrors } = useFormErrors<HTMLLIElement>();
  const supplied = g.geleverd !== null;
  const ticked = g.afgevinktOp !== null;
  const explanation = g.soort === 'TOELICHTING';
  const save = async (afgevinkt: boolean) => {
    setError(null);
    const schema = await schemaForSubmit(answerSchema, () => setError(t.common.unexpectedError));
    if (!schema) return;
    const checked = validate(
      schema,
      { id: aanvraagId, itemId: g.id, afgevinkt, ...(antwoord.trim() || explanation ? { antwoord } : {}) },
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
        {g.klaar ? <span aria-hidden="true">✓ </span> : null}
        {itemLabel(g, t)}
      </p>
      <p className="text-sm text-slate-700">{g.omschrijving}</p>
      {supplied ? (
        <p role="status" className="text-sm font-medium break-words text-emerald-800" data-testid="aanvulling-geleverd">
          {geleverdText(g, t, locale)}
        </p>
      ) : null}
      {g.soort === 'DOCUMENT' && !g.klaar ? (
        <DocumentUpload
          companyId={companyId}
          jaar={g.jaar}
          soorten={documentSoortenBij(g.jaar !== null ? 'jaar' : 'bedrijf')}
          // the document asked is there: the item is answered (the page reads it again)
          onUploaded={() => router.refresh()}
        />
      ) : null}
      {g.soort === 'BOEKJAAR' && g.veld && g.jaar !== null && !g.klaar ? (
        <AskedFigure
          companyId={companyId}
          jaar={g.jaar}
          veld={g.veld}
          // a changed figure answers the item; the same figure saved again confirms it: a tick
          onSaved={(changed) => (changed ? router.refresh() : void save(true))}
        />
      ) : null}
      {!explanation && !supplied ? (
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
      {supplied ? null : (
        <>
          <TextareaField
            label={explanation ? f.yourExplanation : f.yourNote}
            value={antwoord}
            onChange={(e) => setAntwoord(e.target.value)}
            maxLength={4000}
            disabled={ticked}
            error={errors.antwoord}
          />
          {error ? (
            <Alert tone="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <div>
            {ticked ? (
              <Button size="sm" variant="ghost" loading={answer.isPending} onClick={() => void save(false)}>
                {explanation ? f.editExplanation : f.untick}
              </Button>
            ) : (
              <Button size="sm" variant="secondary" loading={answer.isPending} onClick={() => void save(true)}>
                {explanation ? f.saveExplanation : f.tick}
              </Button>
            )}
          </div>
        </>
      )}
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
  const allTicked = open.every((g) => g.klaar);
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
