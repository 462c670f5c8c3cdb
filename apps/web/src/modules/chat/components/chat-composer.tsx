'use client';
// The field of the chat panel (chat-panel.tsx): the message is checked with chat.send's own schema
// (loaded when the field is first used, lib/lazy-schema.ts) before it is handed on to be sent; Enter
// sends, Shift+Enter starts a new line; the counter appears near the limit.
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@ikv/ui/button';
import { cn } from '@ikv/ui/cn';
import { inputClasses } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { lazySchema, schemaForSubmit } from '~/lib/lazy-schema.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';

const MAX = 4000;

const sendSchema = lazySchema(() => import('@ikv/api/schemas/chat/send').then((m) => m.ZSendChatInput));

export function ChatComposer({
  aanvraagId,
  headingId,
  onSend,
  onSchemaError,
}: {
  aanvraagId: string;
  headingId: string;
  /** the checked message, to be sent */
  onSend: (bericht: string) => void;
  /** the schema would not load */
  onSchemaError: () => void;
}) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  // the message is checked with chat.send's own schema before it is sent
  const { formRef, errors, setErrors } = useFormErrors();
  const trimmed = text.trim();
  const tooLong = trimmed.length > MAX;
  // a second Enter while the schema is still on its way does not send the message twice
  const loadingSchema = useRef(false);
  const submit = async () => {
    if (tooLong || loadingSchema.current) return; // too long: said live under the field already
    loadingSchema.current = true;
    const schema = await schemaForSubmit(sendSchema, onSchemaError);
    loadingSchema.current = false;
    if (!schema) return;
    const checked = validate(schema, { id: aanvraagId, bericht: text }, t);
    setErrors(checked.fieldErrors ?? {});
    if (!checked.success) return;
    setText('');
    onSend(checked.data.bericht);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${headingId}-input`} className="sr-only">
        {t.chat.label}
      </label>
      <textarea
        id={`${headingId}-input`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (errors.bericht) setErrors({});
        }}
        onKeyDown={onKeyDown}
        onFocus={sendSchema.preload}
        rows={3}
        placeholder={t.chat.placeholder}
        aria-invalid={tooLong || errors.bericht ? true : undefined}
        aria-describedby={tooLong || errors.bericht ? `${headingId}-count` : undefined}
        className={cn(inputClasses, 'resize-y')}
      />
      <div className="flex items-center justify-between gap-3">
        <span
          id={`${headingId}-count`}
          className={cn('text-xs', tooLong || errors.bericht ? 'font-semibold text-red-700' : 'text-muted')}
        >
          {errors.bericht && !tooLong
            ? errors.bericht
            : tooLong
              ? fill(t.chat.tooLong, { max: MAX, count: trimmed.length })
              : trimmed.length > MAX - 500
                ? fill(t.chat.counter, { max: MAX, count: trimmed.length })
                : ''}
        </span>
        <Button type="submit" disabled={tooLong}>
          {t.chat.send}
        </Button>
      </div>
    </form>
  );
}
