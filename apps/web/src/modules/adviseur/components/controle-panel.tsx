'use client';
// The adviser's check per financial year (API.md, Trust): the year's figures beside its documents
// (opened inline), the recorded check (or that it is void), and a form to record it again (checked
// with adviseur.aanvragen.controle's own schema before sending).
import { useCallback, useState } from 'react';
import type { RouterOutputs } from '@ikv/api';
import { Button } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill, plural } from '~/i18n/locale.ts';
import { formatMoney } from '~/lib/format.ts';
import { DocumentFigures } from '~/modules/documents/document-figures.tsx';
import { RecordedCheck } from './recorded-check.tsx';
import { useYearCheck } from './use-year-check.ts';
import { YearCheckForm } from './year-check-form.tsx';

type Aanvraag = RouterOutputs['adviseur']['aanvragen']['get'];
type Doc = Aanvraag['documenten'][number];
type Controle = Aanvraag['controles'][number];

function YearCheck({
  aanvraagId,
  jaar,
  winst,
  docs,
  controle,
  open,
  companyId,
  boekjaar,
}: {
  aanvraagId: string;
  jaar: number;
  winst: number;
  docs: Doc[];
  controle: Controle | undefined;
  open: boolean;
  companyId: string;
  boekjaar: Aanvraag['boekjaren'][number];
}) {
  const { t, locale } = useI18n();
  const check = useYearCheck({ aanvraagId, jaar, controle });
  // every figure of the year matches its documents: the check is one click, citing them
  const [klopt, setKlopt] = useState<string[] | null>(null);
  const onAllMatch = useCallback((ids: string[] | null) => setKlopt(ids), []);

  function akkoordOpDocumenten() {
    if (!klopt) return;
    check.approveOnDocuments(klopt);
  }

  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-line p-4"
      data-testid={`controle-${jaar}`}
      aria-label={fill(t.trust.year, { jaar })}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-ink">{fill(t.trust.year, { jaar })}</h3>
        <span className="text-sm text-muted">
          {t.trust.profit}: <span className="font-medium text-ink">{formatMoney(winst, locale)}</span>
        </span>
      </div>
      <RecordedCheck controle={controle} docs={docs} />
      {docs.length === 0 ? <p className="text-sm text-muted">{t.trust.noDocuments}</p> : null}
      <DocumentFigures companyId={companyId} jaar={jaar} saved={boekjaar} readOnly onAllMatch={onAllMatch} />
      {open && klopt && !(controle && !controle.vervallen && controle.akkoord) ? (
        <div>
          <Button
            type="button"
            size="sm"
            onClick={akkoordOpDocumenten}
            loading={check.saving}
            data-testid={`controle-${jaar}-akkoord-documenten`}
          >
            {plural(t.intake.approveOnDocuments, klopt.length, { aantal: klopt.length })}
          </Button>
        </div>
      ) : null}
      {open ? <YearCheckForm jaar={jaar} docs={docs} check={check} /> : null}
    </section>
  );
}

export function ControlePanel({ a }: { a: Aanvraag }) {
  const { t } = useI18n();
  const open = ['INGEDIEND', 'IN_BEHANDELING', 'AANVULLING_NODIG'].includes(a.status);
  return (
    <Card>
      <CardBody className="flex flex-col gap-4">
        <div>
          <h2 className="text-lg font-semibold text-ink">{t.trust.documentsTitle}</h2>
          <p className="text-sm text-muted">{t.trust.documentsLead}</p>
        </div>
        {[...a.boekjaren]
          .sort((x, y) => y.jaar - x.jaar)
          .map((b) => (
            <YearCheck
              key={b.jaar}
              aanvraagId={a.id}
              jaar={b.jaar}
              winst={b.fiscaleWinst}
              docs={a.documenten.filter((d) => d.jaar === b.jaar || d.jaar === null || d.gelezenJaren.includes(b.jaar))}
              controle={a.controles.find((c) => c.jaar === b.jaar)}
              open={open}
              companyId={a.companyId}
              boekjaar={b}
            />
          ))}
      </CardBody>
    </Card>
  );
}
