// The issued statement on a request page (both roles): number, validity, verification link; the
// adviser's page adds the withdraw form as `children`.
import type { ReactNode } from 'react';
import Link from 'next/link';
import type { RouterOutputs } from '@ikv/api';
import { Badge } from '@ikv/ui/badge';
import { Card, CardBody } from '@ikv/ui/card';
import { fill, type Dictionary, type Locale } from '~/i18n/locale.ts';
import { formatDate } from '~/lib/format.ts';

type Verklaring = NonNullable<RouterOutputs['aanvragen']['get']['verklaring']>;

export function VerklaringSummary({
  v,
  t,
  locale,
  children,
}: {
  v: Verklaring;
  t: Dictionary;
  locale: Locale;
  children?: ReactNode;
}) {
  const tone = v.status === 'GELDIG' ? 'success' : 'warning';
  return (
    <Card>
      <CardBody className="flex flex-col gap-3" data-testid="verklaring">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-ink">{t.trust.statementTitle}</h2>
          <Badge tone={tone}>{t.trust.statuses[v.status]}</Badge>
        </div>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
          <dt className="text-muted">{t.trust.number}</dt>
          <dd className="font-semibold text-ink" data-testid="verklaring-nummer">
            {v.nummer}
          </dd>
          <dt className="text-muted">{t.trust.issuedOn}</dt>
          <dd>{formatDate(v.uitgegevenOp, locale)}</dd>
          <dt className="text-muted">{t.trust.validUntil}</dt>
          <dd>{formatDate(`${v.geldigTot}T12:00:00Z`, locale)}</dd>
          <dt className="text-muted">{t.trust.issuedBy}</dt>
          <dd>{v.adviseur.naam}</dd>
        </dl>
        {v.ingetrokkenOp ? (
          <p className="text-sm text-amber-900">
            {fill(t.trust.withdrawnOn, { datum: formatDate(v.ingetrokkenOp, locale), reden: v.intrekReden ?? '' })}
          </p>
        ) : null}
        <Link
          href={`/verificatie/${encodeURIComponent(v.code)}`}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          {t.trust.verifyLink} →
        </Link>
        {children}
      </CardBody>
    </Card>
  );
}
