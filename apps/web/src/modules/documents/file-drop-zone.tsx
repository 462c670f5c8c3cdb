'use client';
// The place to drop files or choose them with the normal file input (kept reachable by keyboard and
// screen readers through its label), shared by the upload of one document and the documents-first drop.
import { useState, type DragEvent, type RefObject } from 'react';
import { useI18n } from '~/i18n/i18n-provider.tsx';

export function FileDropZone({
  id,
  inputRef,
  accept,
  multiple = false,
  disabled,
  dropText,
  chooseText,
  onFiles,
  className = '',
  testId,
}: {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  accept: string;
  multiple?: boolean;
  disabled: boolean;
  dropText: string;
  chooseText: string;
  /** the files dropped or chosen (only the first when not `multiple`) */
  onFiles: (files: File[]) => void;
  className?: string;
  testId?: string;
}) {
  const { t } = useI18n();
  const [dragging, setDragging] = useState(false);
  const take = (list: FileList | null | undefined) => {
    const files = [...(list ?? [])].slice(0, multiple ? undefined : 1);
    if (files.length > 0) onFiles(files);
  };
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e: DragEvent<HTMLDivElement>) => {
        e.preventDefault();
        setDragging(false);
        take(e.dataTransfer.files);
      }}
      className={`flex flex-col items-start gap-2 rounded-lg border-2 border-dashed px-4 py-4 text-sm sm:flex-row sm:items-center ${dragging ? 'border-brand-500 bg-brand-50' : 'border-line'} ${className}`}
    >
      <span className="text-muted">{dragging ? t.documents.dropActive : dropText}</span>
      <label htmlFor={`${id}-file`} className="cursor-pointer font-medium text-brand-700 underline underline-offset-2">
        {chooseText}
      </label>
      <input
        ref={inputRef}
        id={`${id}-file`}
        type="file"
        multiple={multiple}
        accept={accept}
        className="sr-only"
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        data-testid={testId}
        onChange={(e) => take(e.target.files)}
      />
      <span id={`${id}-hint`} className="text-xs text-muted">
        {t.documents.fileHint}
      </span>
    </div>
  );
}
