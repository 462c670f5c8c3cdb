// Ownership of a company record (API.md, Trust) as the entrepreneur sees it, in one card: the status,
// what the trade register said about him (the owner check) and, when it is not confirmed, what to do
// (a KvK extract on the years page, an identity check in an appointment).
import Link from 'next/link';
import type { RouterOutputs } from '@ikv/api';
import { Badge, type BadgeTone } from '@ikv/ui/badge';
import type { Dictionary } from '~/i18n/nl.ts';
import { fill, type Locale } from '~/i18n/locale.ts';
import { formatDate } from '~/lib/format.ts';

type Eigendom = RouterOutputs['companies']['get']['eigendom'];

const TONE: Record<Eigendom['status'], BadgeTone> = {
  BEVESTIGD: 'success',
  ONBEVESTIGD: 'warning',
  AFGEWEZEN: 'warning',
};

export function EigendomBadge({ eigendom, t }: { eigendom: Eigendom; t: Dictionary }) {
  return (
    <Badge tone={TONE[eigendom.status]}>
      <span data-testid="eigendom-status">
        {t.eigendom.title}: {t.eigendom.status[eigendom.status]}
      </span>
    </Badge>
  );
}

export function EigendomStatus({
  companyId,
  eigendom,
  registerCheck,
  t,
  locale,
}: {
  companyId: string;
  eigendom: Eigendom;
  /** the owner check against the trade register, in words (owner-check-text.ts) */
  registerCheck: string;
  t: Dictionary;
  locale: Locale;
}) {
  const confirmed = eigendom.status === 'BEVESTIGD';
  return (
    <section
      aria-labelledby="eigendom-title"
      data-testid="eigendom-card"
      className="flex flex-col gap-2 rounded-(--radius-card) border border-line bg-white p-5 shadow-(--shadow-card)"
    >
      <h2 id="eigendom-title" className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink">
        {t.eigendom.title}
        <EigendomBadge eigendom={eigendom} t={t} />
      </h2>
      <p className="text-sm text-ink" data-testid="owner-check">
        <span className="font-medium">{t.companyAdmin.ownerCheckTitle}: </span>
        {registerCheck}
      </p>
      {confirmed ? (
        <p className="text-sm text-ink">
          {eigendom.methode && eigendom.bevestigdOp
            ? fill(t.eigendom.methode[eigendom.methode], { datum: formatDate(eigendom.bevestigdOp, locale) })
            : null}
        </p>
      ) : (
        <>
          <p className="text-sm text-ink">
            {eigendom.status === 'AFGEWEZEN' ? t.eigendom.rejected : t.eigendom.unconfirmed}
          </p>
          <p className="text-sm font-medium text-ink">{t.eigendom.whatToDo}</p>
          <ul className="list-disc pl-5 text-sm">
            <li>
              <Link href={`/bedrijven/${companyId}/boekjaren`} className="font-medium text-brand-700 hover:underline">
                {t.eigendom.uploadExtract}
              </Link>
            </li>
            <li>
              <Link href="/afspraken" className="font-medium text-brand-700 hover:underline">
                {t.eigendom.bookCheck}
              </Link>
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
