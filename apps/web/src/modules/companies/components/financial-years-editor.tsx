'use client';
// The financial-years form as the page shows it. Made anew when the company's figures were written
// elsewhere (taken over from documents, the pre-check's carry-over, another tab), so that it shows them;
// kept when the new figures are its own save. A form made anew after its own save lost its "saved"
// confirmation as soon as the page's refresh landed, a moment after the click.
import { useRouter } from 'next/navigation';
import { useEffect, useState, useTransition, type ComponentProps } from 'react';
import { FinancialYearsForm } from './financial-years-form.tsx';

export function FinancialYearsEditor(props: Omit<ComponentProps<typeof FinancialYearsForm>, 'refreshAfterSave'>) {
  const router = useRouter();
  const figures = JSON.stringify([props.initial, props.voorgesteld ?? []]);
  const [shown, setShown] = useState(figures);
  const [generation, setGeneration] = useState(0);
  const [ownSave, setOwnSave] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  if (shown !== figures) {
    setShown(figures);
    if (!ownSave) setGeneration((g) => g + 1);
  }
  // once the refresh after the form's own save has landed, new figures are someone else's again
  useEffect(() => {
    if (!refreshing) setOwnSave(false);
  }, [refreshing]);
  const refreshAfterSave = () => {
    setOwnSave(true);
    startRefresh(() => router.refresh());
  };
  return <FinancialYearsForm key={generation} {...props} refreshAfterSave={refreshAfterSave} />;
}
