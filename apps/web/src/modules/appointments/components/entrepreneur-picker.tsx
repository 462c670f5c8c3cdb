'use client';
// Picks an entrepreneur by name or e-mail address, never by id (issue 19): a combobox over
// adviseur.searchUsers (rol ONDERNEMER, from 2 characters, debounced); before that, the
// entrepreneurs the adviser already has appointments with.
import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Combobox, type ComboboxOption } from '@ikv/ui/combobox';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { plural } from '~/i18n/locale.ts';
import { useTRPC } from '~/trpc/react.tsx';

export interface PickedPerson {
  id: string;
  naam: string;
}

const MIN_CHARS = 2;

export function EntrepreneurPicker({
  value,
  onChange,
  recent,
  error,
}: {
  value: PickedPerson | null;
  onChange: (person: PickedPerson | null) => void;
  recent: PickedPerson[];
  error?: string;
}) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const [query, setQuery] = useState(value?.naam ?? '');
  const [debounced, setDebounced] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), 250);
    return () => clearTimeout(timer);
  }, [query]);

  const searching = debounced.length >= MIN_CHARS && debounced !== value?.naam;
  const found = useQuery(
    trpc.adviseur.searchUsers.queryOptions(
      { q: debounced, rol: 'ONDERNEMER' },
      { enabled: searching, placeholderData: keepPreviousData, staleTime: 30_000 },
    ),
  );
  const options: ComboboxOption[] = useMemo(() => {
    if (!searching)
      return recent.map((p) => ({ id: p.id, label: p.naam, description: t.appointments.entrepreneurRecent }));
    return (found.data ?? []).map((u) => ({
      id: u.id,
      label: `${u.voornaam} ${u.achternaam}`.trim(),
      description: u.email,
    }));
  }, [searching, recent, found.data, t]);

  return (
    <Combobox
      label={t.appointments.entrepreneur}
      name="ondernemer"
      query={query}
      onQueryChange={(q) => {
        setQuery(q);
        if (value) onChange(null);
      }}
      options={options}
      onSelect={(o) => {
        setQuery(o.label);
        setDebounced(o.label);
        onChange({ id: o.id, naam: o.label });
      }}
      loading={searching && found.isFetching}
      emptyText={searching ? t.appointments.entrepreneurNoResults : undefined}
      ready={searching || recent.length > 0}
      announce={(count) => plural(t.flowUi.entrepreneurResults, count, { count })}
      placeholder={t.appointments.entrepreneurSearchPlaceholder}
      hint={t.appointments.entrepreneurSearchHint}
      error={error}
    />
  );
}
