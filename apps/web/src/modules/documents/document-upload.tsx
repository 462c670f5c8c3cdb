'use client';
// Upload one evidence document: drag and drop or a normal file input, the kind of document, progress
// (XMLHttpRequest upload events) and clear messages for a file that is too large (413) or of the
// wrong type (415). Posts multipart/form-data to the REST route with the session cookie; its text
// fields are checked first with the route's own schema (ZUploadFields).
import { useId, useRef, useState } from 'react';
import { ZUploadFields, type TDocument } from '@ikv/api/schemas/documents/document';
import { acceptVan, DOCUMENT_SOORT_DEFINITIES, type DocumentSoort } from '@ikv/api/shared/documenten.fields';
import { Alert } from '@ikv/ui/alert';
import { SelectField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fieldErrorsOf, type Problem } from '~/lib/problem.ts';
import { messageForProblem } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';
import { fill } from '~/i18n/locale.ts';
import { useCompanyDocuments, useRefreshDocuments } from './document-list.tsx';
import { FileDropZone } from './file-drop-zone.tsx';

const MAX_BYTES = 10 * 1024 * 1024;

export function DocumentUpload({
  companyId,
  jaar,
  soorten,
  onUploaded,
}: {
  companyId: string;
  jaar: number | null;
  soorten: readonly DocumentSoort[];
  onUploaded?: (d: TDocument) => void;
}) {
  const { t, locale } = useI18n();
  // the list is watched here too, so that it is fetched again after an upload where no list is shown
  useCompanyDocuments(companyId);
  const refreshDocuments = useRefreshDocuments();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [soort, setSoort] = useState<DocumentSoort>(soorten[0]!);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { formRef, errors, setErrors } = useFormErrors<HTMLDivElement>();

  function send(file: File) {
    setError(null);
    setDone(null);
    if (file.size > MAX_BYTES) {
      setError(t.documents.errTooLarge);
      return;
    }
    const checked = validate(ZUploadFields, { soort, jaar }, t);
    setErrors(checked.fieldErrors ?? {});
    if (!checked.success) {
      // the year (and a single kind) come with the place of the upload, not from a field: said below
      if (!(soorten.length > 1 && checked.fieldErrors.soort))
        setError(checked.fieldErrors.jaar ?? checked.fieldErrors.soort ?? t.validation.invalid);
      if (input.current) input.current.value = '';
      return;
    }
    const form = new FormData();
    form.append('bestand', file, file.name);
    form.append('soort', checked.data.soort);
    if (checked.data.jaar !== null) form.append('jaar', String(checked.data.jaar));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/companies/${encodeURIComponent(companyId)}/documents`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) setProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      setProgress(null);
      if (input.current) input.current.value = '';
      if (xhr.status === 201) {
        const doc = xhr.response as TDocument;
        setDone(fill(t.documents.uploaded, { naam: doc.bestandsnaam }));
        void refreshDocuments();
        onUploaded?.(doc);
        return;
      }
      const detail = messageForProblem(xhr.response as { code?: unknown } | null, t);
      const fields = xhr.status === 400 ? fieldErrorsOf(xhr.response as Problem | null, t) : {};
      setErrors(fields);
      if (soorten.length > 1 && fields.soort) return;
      if (fields.jaar || fields.soort) setError(fields.jaar ?? fields.soort ?? null);
      else if (xhr.status === 413) setError(t.documents.errTooLarge);
      else if (xhr.status === 415) setError(t.documents.errType);
      else setError(fill(t.documents.errGeneric, { detail }));
    };
    xhr.onerror = () => {
      setProgress(null);
      setError(t.documents.errNetwork);
    };
    setProgress(0);
    xhr.send(form);
  }

  const busy = progress !== null;
  return (
    <div ref={formRef} className="flex flex-col gap-3">
      {soorten.length > 1 ? (
        <SelectField
          containerClassName="sm:max-w-xs"
          label={t.documents.soort}
          value={soort}
          onChange={(e) => setSoort(e.target.value as DocumentSoort)}
          disabled={busy}
          error={errors.soort}
        >
          {soorten.map((s) => (
            <option key={s} value={s}>
              {DOCUMENT_SOORT_DEFINITIES[s].label[locale]}
            </option>
          ))}
        </SelectField>
      ) : null}
      <FileDropZone
        id={id}
        inputRef={input}
        accept={acceptVan()}
        disabled={busy}
        dropText={t.documents.dropHere}
        chooseText={t.documents.chooseFile}
        onFiles={([file]) => send(file!)}
      />
      {busy ? (
        <div role="status" aria-live="polite" className="flex flex-col gap-1 text-sm">
          <span>{fill(t.documents.uploading, { pct: progress })}</span>
          <progress
            max={100}
            value={progress}
            className="h-2 w-full"
            aria-label={fill(t.documents.uploading, { pct: progress })}
          />
        </div>
      ) : null}
      {error ? (
        <Alert tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {done ? (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {done}
        </p>
      ) : null}
    </div>
  );
}
