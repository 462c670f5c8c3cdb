'use client';
// The adviser's e-mail preferences: one switch per kind of event (the notification in the app stays).
// Each change is checked with adviseur.emailVoorkeuren.update's own schema before it is sent.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ZUpdateEmailVoorkeurenInput } from '@ikv/api/schemas/adviseur/email-voorkeuren/update';
import { Alert } from '@ikv/ui/alert';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useTRPC } from '~/trpc/react.tsx';

type Key = 'nieuweAanvraag' | 'aangevuld' | 'toegewezen' | 'chat' | 'afspraak' | 'wijziging';
const KEYS: Key[] = ['nieuweAanvraag', 'aangevuld', 'toegewezen', 'chat', 'afspraak', 'wijziging'];

export function EmailPreferencesForm({ initial }: { initial: Record<Key, boolean> }) {
  const { t } = useI18n();
  const f = t.flow;
  const trpc = useTRPC();
  const [prefs, setPrefs] = useState(initial);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const update = useMutation(trpc.adviseur.emailVoorkeuren.update.mutationOptions());
  const toggle = (k: Key, on: boolean) => {
    const previous = prefs;
    setStatus(null);
    const checked = validate(ZUpdateEmailVoorkeurenInput, { [k]: on }, t);
    if (!checked.success) {
      setStatus({ ok: false, text: checked.fieldErrors[k] ?? t.validation.invalid });
      return;
    }
    setPrefs({ ...prefs, [k]: on });
    update.mutate(checked.data, {
      onSuccess: (saved) => {
        setPrefs(saved);
        setStatus({ ok: true, text: f.prefsSaved });
      },
      onError: (e) => {
        setPrefs(previous);
        setStatus({ ok: false, text: problemMessage(e, t) });
      },
    });
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">{f.prefsLead}</p>
      <ul className="flex flex-col gap-2">
        {KEYS.map((k) => (
          <li key={k}>
            <label className="flex items-center gap-3 text-sm text-ink">
              <input
                type="checkbox"
                checked={prefs[k]}
                onChange={(e) => toggle(k, e.target.checked)}
                className="size-4"
              />
              {f.prefs[k]}
            </label>
          </li>
        ))}
      </ul>
      {status ? (
        <Alert tone={status.ok ? 'success' : 'error'} role="status">
          {status.text}
        </Alert>
      ) : null}
    </div>
  );
}
