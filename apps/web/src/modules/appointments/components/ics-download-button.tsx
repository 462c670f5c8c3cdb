'use client';
// Downloads one appointment (`id`) or all confirmed ones as an .ics file for the user's calendar.
import { useState } from 'react';
import { Button } from '@ikv/ui/button';
import { useTRPCClient } from '~/trpc/react.tsx';

export function IcsDownloadButton({ id, label }: { id?: string; label: string }) {
  const client = useTRPCClient();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const file = await client.appointments.ical.query(id ? { id } : undefined);
      const url = URL.createObjectURL(new Blob([file.inhoud], { type: 'text/calendar;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = file.bestandsnaam;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="ghost" size="sm" loading={busy} onClick={() => void download()}>
      {label}
    </Button>
  );
}
