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
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { BOEKJAAR_VELDEN, type BoekjaarVeldNaam } from '@ikv/api/shared/financieel-boekjaar.fields';
import type { TUpdateYearInput } from '@ikv/api/schemas/companies/financials/update-year';
import { fieldLabel, isVeld, VELDEN, type Veld } from './document-fields.ts';
import { FigureRow } from './document-figure-row.tsx';
import { useCompanyDocuments } from './document-list.tsx';

/** A saved year as GET /companies/financials or GET /adviseur/aanvragen/{id} answers it, with `bronnen`. */
type SavedYear = Partial<Record<BoekjaarVeldNaam, number | string | null>> &
  Partial<Record<Veld, number | null>> & { bronnen?: TJaarBronnen };

/**
 * The year's saved figures with their comparison: `given` (the adviser's request), else asked of the
 * API, and asked again while documents come, go or are being read.
 */
function useSavedYear({
  companyId,
  jaar,
  given,
  onAllMatch,
}: {
  companyId: string;
  jaar: number;
  given: SavedYear | undefined;
  onAllMatch: ((documentIds: string[] | null) => void) | undefined;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const { documents } = useCompanyDocuments(companyId);
  const years = useQuery({
    ...trpc.companies.financials.get.queryOptions({ companyId }),
    enabled: given === undefined,
    // while a document is being read, ask again until its figures are in
    refetchInterval: (q) => (q.state.data?.some((y) => (y.bronnen?.bezig.length ?? 0) > 0) ? 1500 : false),
  });
  const saved: SavedYear | undefined = given ?? years.data?.find((y) => y.jaar === jaar);
  const bronnen = saved?.bronnen;

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
  return { saved, bronnen };
}

/** Taking over the figures the documents agree on (`eens`): the year saved with them. */
function useTakeOver({
  companyId,
  jaar,
  saved,
  eens,
}: {
  companyId: string;
  jaar: number;
  saved: SavedYear | undefined;
  eens: (veld: Veld) => number | undefined;
}) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const updateYear = useMutation(trpc.companies.financials.updateYear.mutationOptions());
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

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
  return { overnemen, pending: updateYear.isPending, message };
}

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
  const { saved, bronnen } = useSavedYear({ companyId, jaar, given, onAllMatch });

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
  const eerste = bezig.filter((d) => !d.verder);
  const verder = bezig.filter((d) => d.verder);
  const { overnemen, pending, message } = useTakeOver({ companyId, jaar, saved, eens });

  if (!bronnen || (metVoorstel.length === 0 && bezig.length === 0 && !readOnly)) return null;

  return (
    <div
      className="flex flex-col gap-3 rounded-md border border-brand-200 bg-brand-50/40 p-3"
      data-testid={`intake-${jaar}`}
    >
      <h4 className="text-sm font-semibold text-ink">{readOnly ? t.intake.titleAdviser : t.intake.title}</h4>
      {eerste.length > 0 ? (
        <p className="text-sm text-muted" role="status">
          {fill(t.intake.reading, { naam: eerste.map((d) => d.bestandsnaam).join(', ') })}
        </p>
      ) : null}
      {verder.length > 0 ? (
        <p className="text-sm text-muted" role="status">
          {fill(t.intake.readingOn, { naam: verder.map((d) => d.bestandsnaam).join(', ') })}
        </p>
      ) : null}
      {metVoorstel.length > 0 ? (
        <ul className="flex flex-col divide-y divide-line text-sm">
          {metVoorstel.map((veld) => (
            <FigureRow
              key={veld}
              jaar={jaar}
              veld={veld}
              bron={bronnen.velden[veld]!}
              waarde={eens(veld)}
              stored={opgeslagen(veld)}
              readOnly={readOnly}
            />
          ))}
        </ul>
      ) : null}
      {readOnly && zonderDocument.length > 0 ? (
        <p className="text-sm" data-testid={`intake-${jaar}-zonder-document`}>
          <Badge tone="warning">{t.intake.withoutDocument}</Badge>{' '}
          {zonderDocument.map((v) => fieldLabel(v, locale)).join(', ')}
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
          <Button type="button" onClick={overnemen} loading={pending} data-testid={`intake-${jaar}-overnemen`}>
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
