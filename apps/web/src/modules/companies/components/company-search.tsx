'use client';
// Search the registry by name (kvk.search, paged like KvK Zoeken); picking a hit hands its KvK number on.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ikv/ui/alert';
import { Badge } from '@ikv/ui/badge';
import { Button } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill, plural } from '~/i18n/locale.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { groupHits } from '~/modules/partners/partners.rules.ts';

const PER_PAGE = 10;

export function CompanySearch({ onPick }: { onPick: (kvkNummer: string) => void }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const [naam, setNaam] = useState('');
  const [query, setQuery] = useState<{ naam: string; pagina: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const search = useQuery({
    ...trpc.kvk.search.queryOptions({
      naam: query?.naam ?? '',
      pagina: query?.pagina ?? 1,
      resultatenPerPagina: PER_PAGE,
    }),
    enabled: query !== null,
  });

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const trimmed = naam.trim();
    if (trimmed.length < 2) {
      setError(t.companyAdmin.searchTooShort);
      return;
    }
    setError(null);
    setQuery({ naam: trimmed, pagina: 1 });
  }

  const data = search.data;
  const pages = data ? Math.max(1, Math.ceil(data.totaal / data.resultatenPerPagina)) : 1;
  const rows = data ? groupHits(data.resultaten) : [];

  return (
    <Card aria-labelledby="search-title">
      <CardBody className="flex flex-col gap-4">
        <h2 id="search-title" className="text-base font-semibold text-ink">
          {t.companyAdmin.searchTitle}
        </h2>
        <form onSubmit={onSubmit} noValidate role="search" className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <TextField
            label={t.companyAdmin.searchLabel}
            name="naam"
            autoComplete="off"
            value={naam}
            onChange={(e) => setNaam(e.target.value)}
            hint={t.companyAdmin.searchHint}
            error={error}
            containerClassName="flex-1"
          />
          <Button type="submit" variant="secondary" loading={search.isFetching} className="sm:mt-7">
            {t.companyAdmin.searchSubmit}
          </Button>
        </form>
        {search.isError ? (
          <Alert tone="warning" role="alert">
            {problemMessage(search.error, t)}
          </Alert>
        ) : null}
        {data ? (
          data.totaal === 0 ? (
            <p className="text-sm text-muted" role="status">
              {t.companyAdmin.searchNone}
            </p>
          ) : (
            <div className="flex flex-col gap-3">
              <p className="text-sm text-muted" role="status">
                {/* the registry counts entries (a main and a branch office each); the list shows one row per company */}
                {rows.length === data.totaal
                  ? plural(t.companyAdmin.searchResults, data.totaal, { total: data.totaal })
                  : fill(t.companyAdmin.searchResultsGrouped, {
                      bedrijven: plural(t.companyAdmin.searchCompanies, rows.length, { n: rows.length }),
                      vermeldingen: plural(t.companyAdmin.searchEntries, data.totaal, { n: data.totaal }),
                    })}
              </p>
              <ul className="divide-y divide-line rounded-lg border border-line">
                {rows.map((r) => (
                  <li
                    key={r.kvkNummer}
                    className="flex flex-col gap-2 px-3 py-2.5 text-sm sm:flex-row sm:items-center sm:gap-3"
                  >
                    <span className="flex-1">
                      <span className="font-medium text-ink">{r.naam}</span>
                      <span className="block text-xs text-muted">
                        KvK {r.kvkNummer}
                        {r.adres.binnenlandsAdres.plaats
                          ? ` · ${[r.adres.binnenlandsAdres.straatnaam, r.adres.binnenlandsAdres.plaats].filter(Boolean).join(', ')}`
                          : ''}
                      </span>
                    </span>
                    <span className="flex flex-wrap gap-1">
                      {r.types.map((ty) => (
                        <Badge key={ty}>{ty}</Badge>
                      ))}
                    </span>
                    <Button
                      size="sm"
                      onClick={() => onPick(r.kvkNummer)}
                      aria-label={`${t.companyAdmin.searchPick}: ${r.naam}`}
                    >
                      {t.companyAdmin.searchPick}
                    </Button>
                  </li>
                ))}
              </ul>
              {pages > 1 ? (
                <nav
                  className="flex items-center justify-between text-sm"
                  aria-label={fill(t.companyAdmin.searchPage, { page: data.pagina, pages })}
                >
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={data.pagina <= 1}
                    onClick={() => setQuery((q) => (q ? { ...q, pagina: q.pagina - 1 } : q))}
                  >
                    {t.companyAdmin.searchPrev}
                  </Button>
                  <span className="text-muted">{fill(t.companyAdmin.searchPage, { page: data.pagina, pages })}</span>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={data.pagina >= pages}
                    onClick={() => setQuery((q) => (q ? { ...q, pagina: q.pagina + 1 } : q))}
                  >
                    {t.companyAdmin.searchNext}
                  </Button>
                </nav>
              ) : null}
            </div>
          )
        ) : null}
      </CardBody>
    </Card>
  );
}
