'use client';
// What the adviser asked for, at the top of the entrepreneur's request: per item its direct action
// (upload a document of that year, edit that year's figures, write the explanation here), a tick-off,
// and at the end "report as supplemented", which sends the request back to the adviser. Both are
// checked with their procedures' own schemas before sending; those load when the panel shows
// (lib/lazy-schema.ts), so zod stays out of the request page's own script.
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
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
import { itemLabel, type GevraagdItem } from './gevraagd-overview.tsx';

const answerSchema = lazySchema(() =>
  import('@ikv/api/schemas/aanvragen/aanvulling/answer').then((m) => m.ZAnswerAanvullingInput),
);
const supplementedSchema = lazySchema(() =>
  import('@ikv/api/schemas/aanvragen/supplemented').then((m) => m.ZSupplementedAanvraagInput),
);

/** Where an asked item is answered: that year's form, or the upload for that year's documents (the
 * financial-years page opens a year that is not there yet: financial-years-form, documents-section). */
function answerHref(companyId: string, g: Pick<GevraagdItem, 'soort' | 'jaar'>): string {
  const base = `/bedrijven/${companyId}/boekjaren`;
  if (g.soort === 'DOCUMENT') return `${base}#${g.jaar !== null ? `documenten-${g.jaar}` : 'bewijsstukken'}`;
  return g.jaar !== null ? `${base}#jaar-${g.jaar}` : `${base}#boekjaren-title`;
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
      {g.soort !== 'TOELICHTING' ? (
        <Link href={answerHref(companyId, g)} className={buttonClasses('secondary', 'sm', 'self-start')}>
          {g.soort === 'DOCUMENT'
            ? g.jaar !== null
              ? fill(t.flowUi.actionUploadYear, { jaar: g.jaar })
              : f.actionUpload
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
