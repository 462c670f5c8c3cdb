'use client';
// The figures the service read from the company's documents for one financial year (API.md, Intake):
// each with its source ("Gevonden in jaarrekening-2025.pdf, pagina 4", a link that opens the page in
// the app's viewer with the line marked), compared with the saved figures, and one action to take them over. Taking over saves
// the year through the existing PUT of one year (the FIXED POST is not involved); a figure two
// documents disagree on is never taken over. The adviser's request page shows the same, read-only,
// against the figures of the request, and also flags figures typed without a document. What is
// compared and flagged is the API's (each year's `bronnen`); nothing is recomputed here.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { TJaarBronnen } from '@ikv/api/schemas/documents/intake/bronnen';
import { Alert } from '@ikv/ui/alert';
import { Badge } from '@ikv/ui/badge';
import { Button } from '@ikv/ui/button';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill, plural } from '~/i18n/locale.ts';
import { formatMoney } from '~/lib/format.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { BOEKJAAR_VELDEN, DOCUMENT_VELDEN, type BoekjaarVeldNaam } from '@ikv/api/shared/financieel-boekjaar.fields';
import type { TUpdateYearInput } from '@ikv/api/schemas/companies/financials/update-year';
import type { Locale } from '~/i18n/locale.ts';
import { bronHref } from './document-page-link.rules.ts';
import { useCompanyDocuments } from './document-list.tsx';

/** The fields documents supply, from their definition. */
const VELDEN = DOCUMENT_VELDEN.map((v) => v.naam);
type Veld = (typeof VELDEN)[number];
const isVeld = (naam: string): naam is Veld => (VELDEN as readonly string[]).includes(naam);
const label = (veld: Veld, locale: Locale) => DOCUMENT_VELDEN.find((v) => v.naam === veld)!.label[locale];
/** The field's name in a document's reading (the viewer's link names it, not the line). */
const leesVeld = (veld: Veld) => DOCUMENT_VELDEN.find((v) => v.naam === veld)!.document.veld;

/** A saved year as GET /companies/financials or GET /adviseur/aanvragen/{id} answers it, with `bronnen`. */
type SavedYear = Partial<Record<BoekjaarVeldNaam, number | string | null>> &
  Partial<Record<Veld, number | null>> & { bronnen?: TJaarBronnen };

/**
 * The comparison itself comes from the API (each year's `bronnen`, one rule on the server); this
 * component only shows it. `saved` and `readOnly`: the adviser's view of a request's year (no
 * take-over, no own query). `onAllMatch`: told the ids of the documents when every figure of the year
 * matches them (the API's `documentIdsAllesKlopt`), else null.
 */
export function DocumentFigures({
  companyId,
  jaar,
  saved: given,
  readOnly = false,
  onAllMatch,
}: {
  companyId: string;
  jaar: number;
  saved?: SavedYear;
  readOnly?: boolean;
  onAllMatch?: (documentIds: string[] | null) => void;
}) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { documents } = useCompanyDocuments(companyId);
  const years = useQuery({
    ...trpc.companies.financials.get.queryOptions({ companyId }),
    enabled: given === undefined,
    // while a document is being read, ask again until its figures are in
    refetchInterval: (q) => (q.state.data?.some((y) => (y.bronnen?.bezig.length ?? 0) > 0) ? 1500 : false),
  });
  const saved: SavedYear | undefined = given ?? years.data?.find((y) => y.jaar === jaar);
  const bronnen = saved?.bronnen;
  const updateYear = useMutation(trpc.companies.financials.updateYear.mutationOptions());
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  // a new or removed document changes the comparison: ask the API again
  const docKey = documents.map((d) => d.id).join(',');
  const { refetch } = years;
  useEffect(() => {
    if (given === undefined && docKey) void refetch();
  }, [docKey, given, refetch]);
  // the adviser's page is rendered on the server: refresh it while a document is being read
  const bezigAantal = bronnen?.bezig.length ?? 0;
  useEffect(() => {
    if (given === undefined || bezigAantal === 0) return;
    const timer = setInterval(() => router.refresh(), 2000);
    return () => clearInterval(timer);
  }, [given, bezigAantal, router]);

  const klopIds = bronnen?.documentIdsAllesKlopt?.join(',') ?? '';
  useEffect(() => {
    onAllMatch?.(klopIds ? klopIds.split(',') : null);
  }, [klopIds, onAllMatch]);

  const metVoorstel = VELDEN.filter((v) => (bronnen?.velden[v]?.voorstellen.length ?? 0) > 0);
  const eens = (veld: Veld): number | undefined => {
    const b = bronnen?.velden[veld];
    return b && b.voorstellen.length > 0 && !b.oneens ? b.voorstellen[0]!.waarde : undefined;
  };
  const opgeslagen = (veld: Veld): number | null | undefined => saved?.[veld];
  const zonderDocument = VELDEN.filter((v) => bronnen?.velden[v]?.zonderDocument);
  const teNemen = metVoorstel.filter(
    (v) =>
      eens(v) !== undefined && (bronnen?.velden[v]?.afwijking || opgeslagen(v) === undefined || opgeslagen(v) === null),
  );
  const bezig = bronnen?.bezig ?? [];

  if (!bronnen || (metVoorstel.length === 0 && bezig.length === 0 && !readOnly)) return null;

  function overnemen() {
    if (!saved) return;
    setMessage(null);
    const body: Record<string, unknown> = { companyId, jaar };
    for (const v of BOEKJAAR_VELDEN) {
      const uitDocument = isVeld(v.naam) ? eens(v.naam) : undefined;
      if (uitDocument !== undefined) body[v.naam] = uitDocument;
      else if (v.vast) body[v.naam] = saved[v.naam] ?? (v.soort === 'tekst' ? null : 0);
      // an optional figure no document gives is left out: the saved one stays
    }
    updateYear.mutate(body as TUpdateYearInput, {
      onSuccess: () => {
        setMessage({ tone: 'success', text: t.intake.takenOver });
        void queryClient.invalidateQueries(trpc.companies.financials.pathFilter());
        router.refresh();
      },
      onError: (e) => setMessage({ tone: 'error', text: problemMessage(e, t) }),
    });
  }

  return (
    <div
      className="flex flex-col gap-3 rounded-md border border-brand-200 bg-brand-50/40 p-3"
      data-testid={`intake-${jaar}`}
    >
      <h4 className="text-sm font-semibold text-ink">{readOnly ? t.intake.titleAdviser : t.intake.title}</h4>
      {bezig.length > 0 ? (
        <p className="text-sm text-muted" role="status">
          {fill(t.intake.reading, { naam: bezig.map((d) => d.bestandsnaam).join(', ') })}
        </p>
      ) : null}
      {metVoorstel.length > 0 ? (
        <ul className="flex flex-col divide-y divide-line text-sm">
          {metVoorstel.map((veld) => {
            const { voorstellen: list, afwijking } = bronnen.velden[veld]!;
            const waarde = eens(veld);
            const stored = opgeslagen(veld);
            return (
              <li key={veld} className="flex flex-col gap-1 py-2" data-testid={`intake-${jaar}-${veld}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium text-ink">{label(veld, locale)}</span>
                  <span className="tabular-nums text-ink">
                    {waarde !== undefined
                      ? formatMoney(waarde, locale)
                      : list.map((b) => formatMoney(b.waarde, locale)).join(' / ')}
                  </span>
                </div>
                {list.map((b) => (
                  <a
                    key={b.documentId}
                    href={bronHref(b.documentId, jaar, leesVeld(veld), b)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-words text-xs text-brand-700 hover:underline"
                  >
                    {b.pagina
                      ? fill(t.intake.foundOnPage, { naam: b.bestandsnaam, pagina: b.pagina })
                      : fill(t.intake.found, { naam: b.bestandsnaam })}
                    {list.length > 1 ? ` (${formatMoney(b.waarde, locale)})` : ''}
                  </a>
                ))}
                <span>
                  {waarde === undefined ? (
                    <Badge tone="warning">{t.intake.documentsDisagree}</Badge>
                  ) : stored === undefined || stored === null ? (
                    <Badge tone="brand">{t.intake.notSaved}</Badge>
                  ) : !afwijking ? (
                    <Badge tone="success">{readOnly ? t.intake.matchesDocument : t.intake.matches}</Badge>
                  ) : (
                    <Badge tone="warning">
                      {fill(readOnly ? t.intake.differsFromDocument : t.intake.differs, {
                        bedrag: formatMoney(stored, locale),
                      })}
                    </Badge>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {readOnly && zonderDocument.length > 0 ? (
        <p className="text-sm" data-testid={`intake-${jaar}-zonder-document`}>
          <Badge tone="warning">{t.intake.withoutDocument}</Badge>{' '}
          {zonderDocument.map((v) => label(v, locale)).join(', ')}
        </p>
      ) : null}
      {!readOnly && metVoorstel.length > 0 && !metVoorstel.includes('fiscaleWinst') ? (
        <p className="text-xs text-muted">{t.intake.needProfit}</p>
      ) : null}
      {!readOnly && metVoorstel.length > 0 && !metVoorstel.includes('balanstotaal') ? (
        <p className="text-xs text-muted">{t.intake.needBalance}</p>
      ) : null}
      {!readOnly && teNemen.length > 0 && saved ? (
        <div>
          <Button
            type="button"
            onClick={overnemen}
            disabled={updateYear.isPending}
            data-testid={`intake-${jaar}-overnemen`}
          >
            {plural(t.intake.takeOver, teNemen.length, { aantal: teNemen.length })}
          </Button>
        </div>
      ) : null}
      {message ? (
        <Alert tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
    </div>
  );
}
