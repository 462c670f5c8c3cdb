// /verificatie/{code} (public): what a lender sees after scanning the statement's QR code — the
// status in large, the figures and the issuer. Dutch by default, English through the language choice.
import type { Metadata } from 'next';
import Link from 'next/link';
import { TRPCError } from '@trpc/server';
import { Card, CardBody } from '@ikv/ui/card';
import { PageHeader } from '@ikv/ui/page-header';
import { fill } from '~/i18n/locale.ts';
import { getI18n } from '~/i18n/server.ts';
import { formatDate, formatMoney } from '~/lib/format.ts';
import { serverApi } from '~/trpc/server.ts';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getI18n()).t.verificatie.title, robots: { index: false } };
}

/** The removed statement's number and dates, when the answer is VERKLARING_VERWIJDERD (410). */
function removedParams(e: TRPCError) {
  const cause = e.cause as { code?: unknown; errors?: { params?: Record<string, unknown> }[] } | undefined;
  if (cause?.code !== 'VERKLARING_VERWIJDERD') return null;
  const p = cause.errors?.[0]?.params ?? {};
  return {
    nummer: String(p.nummer ?? ''),
    uitgegevenOp: String(p.uitgegevenOp ?? ''),
    verwijderdOp: String(p.verwijderdOp ?? ''),
  };
}

async function load(code: string) {
  try {
    return { v: await (await serverApi()).verificatie.get({ code }) };
  } catch (e) {
    const removed = e instanceof TRPCError ? removedParams(e) : null;
    if (removed) return { error: 'removed' as const, removed };
    if (e instanceof TRPCError && (e.code === 'NOT_FOUND' || e.code === 'BAD_REQUEST'))
      return { error: 'notFound' as const };
    if (e instanceof TRPCError && e.code === 'TOO_MANY_REQUESTS') return { error: 'rateLimited' as const };
    throw e;
  }
}

const STYLE = {
  GELDIG: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  VERLOPEN: 'border-amber-300 bg-amber-50 text-amber-900',
  INGETROKKEN: 'border-red-300 bg-red-50 text-red-900',
} as const;

export default async function VerificatiePage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const [{ t, locale }, res] = await Promise.all([getI18n(), load(code)]);
  if ('removed' in res && res.removed) {
    const r = res.removed;
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <PageHeader title={t.verificatie.title} />
        <div
          className="rounded-2xl border-2 border-slate-300 bg-slate-50 p-6 text-center text-slate-900"
          role="status"
          aria-label={t.verificatie.statusLabel}
          data-testid="verificatie-status"
        >
          <p className="text-2xl font-bold sm:text-3xl">{t.verificatie.verwijderdKop}</p>
          <p className="mt-2 text-base" data-testid="verificatie-verwijderd">
            {fill(t.verificatie.verwijderd, {
              nummer: r.nummer,
              uitgegevenOp: formatDate(`${r.uitgegevenOp}T12:00:00Z`, locale),
              verwijderdOp: formatDate(`${r.verwijderdOp}T12:00:00Z`, locale),
            })}
          </p>
        </div>
      </div>
    );
  }
  if (!('v' in res) || !res.v) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <PageHeader title={t.verificatie.title} />
        <Card>
          <CardBody className="flex flex-col gap-3">
            <p className="text-base text-ink" data-testid="verificatie-fout">
              {res.error === 'rateLimited' ? t.verificatie.rateLimited : t.verificatie.notFound}
            </p>
            <Link href="/verificatie" className="text-sm font-medium text-brand-700 hover:underline">
              {t.verificatie.checkTitle} →
            </Link>
          </CardBody>
        </Card>
      </div>
    );
  }
  const v = res.v;
  const rows: [string, string][] = [
    [t.verificatie.number, v.nummer],
    [t.verificatie.company, v.bedrijfsnaam],
    [t.verificatie.kvk, v.kvkNummer],
    [t.verificatie.entrepreneur, `${v.ondernemer.voornaam} ${v.ondernemer.achternaam}`],
    [t.verificatie.income, v.toetsinkomen === null ? '—' : formatMoney(v.toetsinkomen, locale)],
    [t.verificatie.rules, v.regelsVersie],
    [t.verificatie.issuedOn, formatDate(v.uitgegevenOp, locale)],
    [t.verificatie.validUntil, formatDate(`${v.geldigTot}T12:00:00Z`, locale)],
    [t.verificatie.issuer, fill(t.verificatie.issuerText, { naam: v.adviseur.naam })],
  ];
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageHeader title={t.verificatie.title} description={t.verificatie.lead} />
      <div
        className={`rounded-2xl border-2 p-6 text-center ${STYLE[v.status]}`}
        role="status"
        aria-label={t.verificatie.statusLabel}
        data-testid="verificatie-status"
      >
        <p className="text-4xl font-bold tracking-wide sm:text-5xl">{v.status}</p>
        <p className="mt-2 text-lg">{t.verificatie[v.status]}</p>
      </div>
      <Card>
        <CardBody>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted">{label}</dt>
                <dd
                  className="font-medium text-ink"
                  data-testid={label === t.verificatie.income ? 'verificatie-inkomen' : undefined}
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </CardBody>
      </Card>
      {v.jaren.length > 0 ? (
        <Card>
          <CardBody className="flex flex-col gap-3">
            <h2 className="text-base font-semibold text-ink">{t.verificatie.basisKop}</h2>
            <table className="w-full text-sm" data-testid="verificatie-basis">
              <thead>
                <tr className="text-left text-muted">
                  <th scope="col" className="py-1 font-normal">
                    {t.verificatie.basisJaar}
                  </th>
                  <th scope="col" className="py-1 text-right font-normal">
                    {t.verificatie.basisWinst}
                  </th>
                  <th scope="col" className="py-1 text-right font-normal">
                    {t.verificatie.basisAandeel}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {v.jaren.map((j) => (
                  <tr key={j.jaar}>
                    <th scope="row" className="py-1 text-left font-medium text-ink tabular-nums">
                      {j.jaar}
                    </th>
                    <td className="py-1 text-right tabular-nums">{formatMoney(j.fiscaleWinst, locale)}</td>
                    <td className="py-1 text-right font-medium text-ink tabular-nums">
                      {j.winstaandeel === null ? '—' : formatMoney(j.winstaandeel, locale)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardBody>
        </Card>
      ) : null}
      <Link
        href="/verificatie"
        className="text-sm font-medium text-brand-700 hover:underline"
        data-testid="verificatie-vergelijk"
      >
        {t.verificatie.vergelijk} →
      </Link>
      {/* for software and the curious: not in the main text a lender reads */}
      <details className="text-xs text-muted">
        <summary className="cursor-pointer">{t.verificatie.technischKop}</summary>
        <p className="mt-2 break-all">
          {t.verificatie.fingerprint}: <span className="font-mono">{v.pdfSha256}</span>
          <br />
          {t.verificatie.signature}
        </p>
      </details>
    </div>
  );
}
