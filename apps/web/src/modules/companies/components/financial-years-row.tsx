'use client';
// One year of the financial years form (financial-years-form.tsx): its state beside the legend, what
// is said about it (under review, asked for, from the documents), its fields and the checks while typing.
import Link from 'next/link';
import { BOEKJAAR_VELDEN, type BoekjaarVeld } from '@ikv/api/shared/financieel-boekjaar.fields';
import { Alert } from '@ikv/ui/alert';
import { Badge } from '@ikv/ui/badge';
import { Button } from '@ikv/ui/button';
import { FieldGroup } from '@ikv/ui/field-group';
import { TextField, type TextFieldProps } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill, type Dictionary, type Locale } from '~/i18n/locale.ts';
import { reviewWarning, type YearUnderReview } from '../years-under-review.rules.ts';
import {
  balanceContradictions,
  balanceMessage,
  MONEY_FIELDS,
  OPTIONAL_FIELDS,
  type Row,
  type RowField,
} from './financial-years.rules.ts';

const field = (naam: RowField): BoekjaarVeld => BOEKJAAR_VELDEN.find((v) => v.naam === naam)!;
const reason = field('balanscorrectieReden');
const reasonMaxLength = reason.soort === 'tekst' ? reason.maxLengte : undefined;

type YearRowProps = {
  row: Row;
  errors: Record<string, string>;
  warnings: string[] | undefined;
  /** the names of the documents a proposed year comes from */
  documenten: string[] | undefined;
  review: YearUnderReview | undefined;
  emailOnbevestigd: boolean;
  /** this is the year linked to (#jaar-…) */
  linked: boolean;
  askedVeld: string | null;
  terugHref: string | null;
  canRemove: boolean;
  correctionOpen: boolean;
  onUpdate: (key: string, field: RowField, value: string) => void;
  onRemove: (key: string) => void;
  onOpenCorrection: (key: string) => void;
};

export function FinancialYearRow(props: YearRowProps) {
  const { row, documenten } = props;
  const { t, locale } = useI18n();
  const legend = /^\d{4}$/.test(row.jaar) ? fill(t.years.legend, { jaar: row.jaar }) : t.years.legendNew;
  return (
    <FieldGroup
      id={/^\d{4}$/.test(row.jaar) ? `jaar-${row.jaar}` : undefined}
      className="scroll-mt-24"
      legend={legend}
      actions={
        row.persisted ? (
          <Badge tone="success">{t.years.stored}</Badge>
        ) : documenten ? (
          <Badge tone="brand">{t.years.fromDocuments}</Badge>
        ) : (
          <>
            <span className="hidden sm:inline-flex">
              <Badge tone="warning">{t.years.unsaved}</Badge>
            </span>
            {props.canRemove ? (
              <Button variant="ghost" size="sm" onClick={() => props.onRemove(row.key)}>
                {t.years.remove}
              </Button>
            ) : null}
          </>
        )
      }
    >
      {props.review ? (
        <ReviewNote jaar={row.jaar} review={props.review} emailOnbevestigd={props.emailOnbevestigd} />
      ) : null}
      {props.linked && props.terugHref ? (
        <p className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-amber-50 px-3 py-2 text-sm text-slate-800">
          <span>{props.askedVeld ? t.flowUi.askedHere : t.years.askedYear}</span>
          <Link href={props.terugHref} className="font-medium text-brand-700 underline underline-offset-2">
            ← {t.flowUi.backToRequest}
          </Link>
        </p>
      ) : null}
      {documenten ? (
        <p className="mb-3 text-sm text-muted" data-testid={`uit-documenten-${row.jaar}`}>
          {fill(t.years.fromDocumentsNote, { namen: documenten.join(', ') })}
        </p>
      ) : null}
      <YearFields {...props} />
      <RowChecks row={row} warnings={props.warnings} errors={props.errors} t={t} locale={locale} />
    </FieldGroup>
  );
}

/** A year an open request rests on: a change voids the adviser's check. */
function ReviewNote({
  jaar,
  review,
  emailOnbevestigd,
}: {
  jaar: string;
  review: YearUnderReview;
  emailOnbevestigd: boolean;
}) {
  const { t } = useI18n();
  return (
    <div className="mb-3" data-testid={`onder-beoordeling-${jaar}`}>
      <Alert tone="warning" role="note">
        {reviewWarning(t, review, emailOnbevestigd).map((line) => (
          <p key={line}>{line}</p>
        ))}
        {emailOnbevestigd ? (
          <Link href="/instellingen" className="font-medium underline underline-offset-2">
            {t.years.review.confirmLink}
          </Link>
        ) : null}
      </Alert>
    </div>
  );
}

/** The year, its figures, the optional figures and the balance correction (closed until wanted). */
function YearFields({ row, errors, linked, askedVeld, correctionOpen, onUpdate, onOpenCorrection }: YearRowProps) {
  const { t, locale } = useI18n();
  const err = (field: RowField) => errors[`${row.key}.${field}`];
  /** The asked figure of the linked year is highlighted and says so; any other field keeps its own hint. */
  const askedFieldProps = (veld: (typeof MONEY_FIELDS)[number] | (typeof OPTIONAL_FIELDS)[number]) => {
    const asked = linked && askedVeld === veld.naam;
    return {
      hint: asked ? t.flowUi.askedHere : 'hulp' in veld ? veld.hulp[locale] : undefined,
      containerClassName: asked ? 'rounded-md bg-amber-50 p-2 ring-2 ring-amber-400' : undefined,
      'data-gevraagd': asked ? 'true' : undefined,
    };
  };
  return (
    <>
      <div className="grid grid-cols-2 gap-x-4 gap-y-4 lg:grid-cols-3">
        <TextField
          id={`${row.key}-jaar`}
          label={t.years.year}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={row.jaar}
          readOnly={row.persisted}
          onChange={(e) => onUpdate(row.key, 'jaar', e.target.value.trim())}
          error={err('jaar')}
          className="tabular-nums read-only:bg-slate-50 read-only:text-slate-600"
        />
        {MONEY_FIELDS.map((veld) => (
          <MoneyField
            key={veld.naam}
            id={`${row.key}-${veld.naam}`}
            label={veld.label[locale]}
            value={row[veld.naam]}
            onValue={(v) => onUpdate(row.key, veld.naam, v)}
            error={err(veld.naam)}
            {...askedFieldProps(veld)}
          />
        ))}
      </div>
      {OPTIONAL_FIELDS.map((veld) => (
        <div key={veld.naam} className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <MoneyField
            id={`${row.key}-${veld.naam}`}
            label={`${veld.label[locale]} (${t.common.optional})`}
            value={row[veld.naam]}
            onValue={(v) => onUpdate(row.key, veld.naam, v)}
            error={err(veld.naam)}
            {...askedFieldProps(veld)}
          />
        </div>
      ))}
      {correctionOpen ? (
        <div className="mt-4 grid gap-4 border-t border-dashed border-line pt-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <MoneyField
            id={`${row.key}-balanscorrectie`}
            label={field('balanscorrectie').label[locale]}
            value={row.balanscorrectie}
            onValue={(v) => onUpdate(row.key, 'balanscorrectie', v)}
            error={err('balanscorrectie')}
            hint={field('balanscorrectie').hulp?.[locale]}
          />
          <TextField
            id={`${row.key}-balanscorrectieReden`}
            label={field('balanscorrectieReden').label[locale]}
            autoComplete="off"
            maxLength={reasonMaxLength}
            value={row.balanscorrectieReden}
            onChange={(e) => onUpdate(row.key, 'balanscorrectieReden', e.target.value)}
            error={err('balanscorrectieReden')}
          />
        </div>
      ) : (
        <button
          type="button"
          onClick={() => onOpenCorrection(row.key)}
          className="mt-4 inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:underline"
        >
          + {t.years.addCorrection}
        </button>
      )}
    </>
  );
}

/** An amount in euros as the person types it (1.234,56): a decimal keyboard on a phone, right-aligned. */
function MoneyField({
  onValue,
  ...props
}: Omit<TextFieldProps, 'onChange' | 'inputMode' | 'suffix' | 'className'> & {
  onValue: (value: string) => void;
}) {
  return (
    <TextField
      {...props}
      inputMode="decimal"
      autoComplete="off"
      onChange={(e) => onValue(e.target.value)}
      suffix="€"
      className="text-right tabular-nums"
    />
  );
}

/** While typing: what the calculation would refuse (and saving will), and what only looks odd. */
function RowChecks({
  row,
  warnings,
  errors,
  t,
  locale,
}: {
  row: Row;
  warnings: string[] | undefined;
  errors: Record<string, string>;
  t: Dictionary;
  locale: Locale;
}) {
  const contradictions = balanceContradictions(row, locale).filter((f) => !errors[`${row.key}.${f.veld}`]);
  const messages = [...new Set([...contradictions.map((f) => balanceMessage(f, t)), ...(warnings ?? [])])];
  if (messages.length === 0) return null;
  return (
    <Alert tone="warning" title={t.years.balance.warningsTitle} className="mt-4">
      <ul className="list-disc pl-5">
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </Alert>
  );
}
