'use client';
// A year's recorded check: its outcome (or that it is void, or that there is none), the adviser's
// remark and the documents it cites.
import type { RouterOutputs } from '@ikv/api';
import { Badge } from '@ikv/ui/badge';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { formatDate } from '~/lib/format.ts';
import { DocLink } from './doc-link.tsx';

type Aanvraag = RouterOutputs['adviseur']['aanvragen']['get'];
type Doc = Aanvraag['documenten'][number];
type Controle = Aanvraag['controles'][number];

function CheckStatus({ controle }: { controle: Controle | undefined }) {
  const { t, locale } = useI18n();
  if (!controle) return <Badge>{t.trust.notChecked}</Badge>;
  if (controle.vervallen) {
    return <Badge tone="warning">{fill(t.trust.voided, { datum: formatDate(controle.vervallen.op, locale) })}</Badge>;
  }
  return (
    <Badge tone={controle.akkoord ? 'success' : 'warning'}>
      {fill(t.trust.checkedBy, {
        uitkomst: controle.akkoord ? t.trust.checkAkkoord : t.trust.checkNietAkkoord,
        naam: controle.adviseur?.naam ?? '',
        datum: formatDate(controle.op, locale),
      })}
    </Badge>
  );
}

export function RecordedCheck({ controle, docs }: { controle: Controle | undefined; docs: Doc[] }) {
  const { t } = useI18n();
  const byId = new Map(docs.map((d) => [d.id, d]));
  return (
    <>
      <div>
        <CheckStatus controle={controle} />
      </div>
      {controle?.toelichting ? <p className="text-sm text-slate-700">{controle.toelichting}</p> : null}
      {controle && controle.documentIds.length > 0 ? (
        <p className="text-sm text-muted">
          {t.trust.basedOn}:{' '}
          {controle.documentIds.map((id, i) => {
            const d = byId.get(id);
            return (
              <span key={id}>
                {i > 0 ? ', ' : ''}
                {d ? <DocLink d={d} /> : id}
              </span>
            );
          })}
        </p>
      ) : null}
    </>
  );
}
