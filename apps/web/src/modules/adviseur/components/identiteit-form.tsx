'use client';
// The adviser records that he established the applicant's identity (adviseur.identiteit.vastleggen,
// API.md Trust III): how (identity document, video call, in person), an optional remark, and, when
// the document shows otherwise, a correction of the name or birth date the entrepreneur can no
// longer change himself. No copy of a document is uploaded or kept. Checked with the procedure's
// own schema before sending.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { ZVastleggenIdentiteitInput } from '@ikv/api/schemas/adviseur/identiteit/vastleggen';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { TextareaField, TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { formatDate } from '~/lib/format.ts';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';
import { useTRPC } from '~/trpc/react.tsx';

type Methode = 'ID_DOCUMENT' | 'VIDEOGESPREK' | 'PERSOONLIJK';
const METHODES: Methode[] = ['ID_DOCUMENT', 'VIDEOGESPREK', 'PERSOONLIJK'];

interface IdentiteitFormProps {
  ondernemer: { id: string; voornaam: string; achternaam: string };
  identiteit: { methode: Methode; vastgesteldOp: string; adviseur: { naam: string } | null } | null;
}

export function IdentiteitForm({ ondernemer, identiteit }: IdentiteitFormProps) {
  const { t, locale } = useI18n();
  const f = t.trustOwner;
  const trpc = useTRPC();
  const router = useRouter();
  const [methode, setMethode] = useState<Methode>('ID_DOCUMENT');
  const [toelichting, setToelichting] = useState('');
  const [correctie, setCorrectie] = useState({ voornaam: '', achternaam: '', geboortedatum: '' });
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const vastleggen = useMutation(trpc.adviseur.identiteit.vastleggen.mutationOptions());
  const { formRef, errors, setErrors } = useFormErrors();
  const naam = `${ondernemer.voornaam} ${ondernemer.achternaam}`.trim();

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSaved(false);
    setError(null);
    const c = Object.fromEntries(Object.entries(correctie).filter(([, v]) => v.trim() !== ''));
    const checked = validate(
      ZVastleggenIdentiteitInput,
      {
        id: ondernemer.id,
        methode,
        toelichting: toelichting.trim() || undefined,
        correctie: Object.keys(c).length ? c : undefined,
      },
      t,
    );
    setErrors(checked.fieldErrors ?? {});
    if (!checked.success) return;
    vastleggen.mutate(checked.data, {
      onSuccess: () => {
        setToelichting('');
        setCorrectie({ voornaam: '', achternaam: '', geboortedatum: '' });
        setSaved(true);
        router.refresh();
      },
      onError: (err) => {
        setErrors(fieldErrorsOf(problemOf(err), t));
        setError(problemMessage(err, t));
      },
    });
  }

  return (
    <Card>
      <CardBody className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-ink">{f.identityTitle}</h2>
        <p
          className={identiteit ? 'text-sm text-emerald-800' : 'text-sm text-amber-900'}
          data-testid="identiteit-status"
        >
          {identiteit
            ? fill(identiteit.adviseur ? f.identityDone : f.identityDoneUnknown, {
                datum: formatDate(identiteit.vastgesteldOp, locale),
                adviseur: identiteit.adviseur?.naam ?? '',
                methode: f.methods[identiteit.methode],
              })
            : fill(f.identityNone, { naam })}
        </p>
        <form ref={formRef} onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={f.identityTitle} noValidate>
          <fieldset className="flex flex-col gap-1.5 text-sm">
            <legend className="mb-1 font-medium text-ink">{f.method}</legend>
            {METHODES.map((m) => (
              <label key={m} className="flex items-center gap-2">
                <input type="radio" name="methode" value={m} checked={methode === m} onChange={() => setMethode(m)} />
                <span className="first-letter:uppercase">{f.methods[m]}</span>
              </label>
            ))}
          </fieldset>
          <TextareaField
            label={f.remark}
            name="toelichting"
            value={toelichting}
            onChange={(e) => setToelichting(e.target.value)}
            maxLength={2000}
            error={errors.toelichting}
            placeholder={f.remarkHint}
          />
          <details className="rounded-lg border border-line p-3 text-sm">
            <summary className="cursor-pointer font-medium text-ink">{f.correct}</summary>
            <p className="mt-2 text-muted">{f.correctLead}</p>
            <div className="mt-3 flex flex-col gap-3">
              <TextField
                label={f.firstName}
                name="correctie.voornaam"
                value={correctie.voornaam}
                placeholder={ondernemer.voornaam}
                onChange={(e) => setCorrectie({ ...correctie, voornaam: e.target.value })}
                error={errors['correctie.voornaam']}
              />
              <TextField
                label={f.lastName}
                name="correctie.achternaam"
                value={correctie.achternaam}
                placeholder={ondernemer.achternaam}
                onChange={(e) => setCorrectie({ ...correctie, achternaam: e.target.value })}
                error={errors['correctie.achternaam']}
              />
              <TextField
                label={f.birthDate}
                name="correctie.geboortedatum"
                type="date"
                value={correctie.geboortedatum}
                onChange={(e) => setCorrectie({ ...correctie, geboortedatum: e.target.value })}
                error={errors['correctie.geboortedatum']}
              />
            </div>
          </details>
          {error ? (
            <Alert tone="error" role="alert">
              {error}
            </Alert>
          ) : null}
          {saved ? (
            <Alert tone="success" role="status">
              {f.saved}
            </Alert>
          ) : null}
          <Button type="submit" loading={vastleggen.isPending}>
            {f.save}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
