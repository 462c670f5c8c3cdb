// KvK numbers claimed by two or more accounts, side by side (API.md, Trust III): on the adviser's
// request page (the claims of that request's number) and on his home (every such number). Server
// components; what a person reads carries names and dates, no ids.
import Link from 'next/link';
import type { RouterOutputs } from '@ikv/api';
import { Badge } from '@ikv/ui/badge';
import { Card, CardBody } from '@ikv/ui/card';
import { fill, type Dictionary, type Locale } from '~/i18n/locale.ts';
import { formatDate } from '~/lib/format.ts';
import { StatusBadge } from '~/modules/aanvragen/components/status-badge.tsx';
import { serverApi } from '~/trpc/server.ts';

type DubbeleClaim = RouterOutputs['adviseur']['dubbeleClaims']['list'][number];

/** The claims of one KvK number next to each other (stacked on a phone). */
function DubbeleClaimGrid({
  claim,
  t,
  locale,
  aanvraagId,
}: {
  claim: DubbeleClaim;
  t: Dictionary;
  locale: Locale;
  aanvraagId?: string;
}) {
  const f = t.trustOwner;
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="dubbele-claim">
      {claim.claims.map((c) => {
        const current = aanvraagId !== undefined && c.aanvragen.some((a) => a.id === aanvraagId);
        return (
          <li
            key={c.companyId}
            className={`flex min-w-0 flex-col gap-1.5 rounded-lg border p-3 text-sm ${current ? 'border-brand-600 bg-brand-50' : 'border-line bg-white'}`}
            data-testid="claim"
          >
            <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
              <span className="break-words">
                {c.ondernemer.voornaam} {c.ondernemer.achternaam}
              </span>
              {current ? <Badge tone="brand">{f.thisRequest}</Badge> : null}
            </p>
            <p className="break-all text-muted">{c.ondernemer.email}</p>
            <p className="text-slate-700">
              {c.ondernemer.geboortedatum
                ? fill(f.born, { datum: formatDate(c.ondernemer.geboortedatum, locale) })
                : f.bornUnknown}
            </p>
            <p className="text-slate-700">{fill(f.linkedOn, { datum: formatDate(c.gekoppeldOp, locale) })}</p>
            <p className="text-slate-700">{fill(f.ownership, { status: t.eigendom.status[c.eigendom.status] })}</p>
            <p className="text-slate-700">
              {fill(f.ownerCheck, { uitkomst: f.checkOutcome[c.eigenaarCheck?.uitkomst ?? 'NIET_BESCHIKBAAR'] })}
            </p>
            <p className={c.ondernemer.identiteitVastgesteld ? 'text-emerald-800' : 'text-amber-900'}>
              {c.ondernemer.identiteitVastgesteld ? f.identityYes : f.identityNo}
            </p>
            {c.aanvragen.length === 0 ? (
              <p className="text-muted">{f.noRequests}</p>
            ) : (
              <ul className="flex flex-col gap-1">
                {c.aanvragen.map((a) => (
                  <li key={a.id} className="flex flex-wrap items-center gap-2">
                    <Link href={`/adviseur/aanvragen/${a.id}`} className="font-medium text-brand-700 hover:underline">
                      {fill(t.aanvragen.number, { nummer: a.nummer })} ·{' '}
                      {a.verklaringType === 'IKV' ? t.aanvragen.typeIKV : t.aanvragen.typeORIENTATIE}
                    </Link>
                    <StatusBadge status={a.status} t={t} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** On the request page: the other accounts' claims of this request's KvK number, when there are any. */
export function DubbeleClaimCard({
  claim,
  t,
  locale,
  aanvraagId,
}: {
  claim: DubbeleClaim | null;
  t: Dictionary;
  locale: Locale;
  aanvraagId: string;
}) {
  if (!claim) return null;
  return (
    <Card>
      <CardBody className="flex flex-col gap-3" data-testid="dubbele-claim-card">
        <h2 className="text-lg font-semibold text-amber-900">{t.trustOwner.claimsTitle}</h2>
        <p className="text-sm text-slate-700">
          {fill(t.trustOwner.claimsLead, { kvk: claim.kvkNummer, n: claim.claims.length })}
        </p>
        <DubbeleClaimGrid claim={claim} t={t} locale={locale} aanvraagId={aanvraagId} />
      </CardBody>
    </Card>
  );
}

/** On the adviser's home: every KvK number claimed by two or more accounts (nothing when there is none). */
export async function DubbeleClaimsHome({ t, locale }: { t: Dictionary; locale: Locale }) {
  const claims = await (await serverApi()).adviseur.dubbeleClaims.list({ limit: 20 });
  if (claims.length === 0) return null;
  return (
    <Card>
      <CardBody className="flex flex-col gap-4" data-testid="home-dubbele-claims">
        <div>
          <h2 className="text-lg font-semibold text-ink">{t.trustOwner.homeClaimsTitle}</h2>
          <p className="text-sm text-muted">{t.trustOwner.homeClaimsLead}</p>
        </div>
        {claims.map((c) => (
          <section key={c.kvkNummer} className="flex flex-col gap-2" aria-label={`KvK ${c.kvkNummer}`}>
            <h3 className="text-sm font-semibold tabular-nums text-ink">
              KvK {c.kvkNummer} · {c.claims[0]?.bedrijfsnaam}
            </h3>
            <DubbeleClaimGrid claim={c} t={t} locale={locale} />
          </section>
        ))}
      </CardBody>
    </Card>
  );
}
