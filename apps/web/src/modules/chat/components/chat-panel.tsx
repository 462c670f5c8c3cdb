'use client';
// The chat of one request, for both roles: the thread oldest first (older pages on demand), a
// "new messages" line before what was unread when the panel opened, optimistic sending with retry,
// read receipts, and links made clickable as React elements (never as HTML). New messages arrive
// through the live feed (LiveProvider invalidates the thread), so nothing here polls. The page
// lists the thread on the server and hands it in (`initial`), so the first HTML shows it and the
// browser renders it once; the message schema loads when the field is first used (lib/lazy-schema.ts).
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouterOutputs } from '@ikv/api';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { cn } from '@ikv/ui/cn';
import { inputClasses } from '@ikv/ui/input';
import { Spinner } from '@ikv/ui/spinner';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { formatDateTime } from '~/lib/format.ts';
import { lazySchema, schemaForSubmit } from '~/lib/lazy-schema.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';
import { useTRPC, useTRPCClient } from '~/trpc/react.tsx';
import { newSubmitKey, SUBMIT_KEY_CONTEXT } from '~/trpc/submit-key.ts';
import { linkify } from '../linkify.ts';

type Message = RouterOutputs['chat']['list'][number];
type Pending = { tempId: string; bericht: string; status: 'sending' | 'failed'; error?: string };

const MAX = 4000;
const PAGE = 50;

const sendSchema = lazySchema(() => import('@ikv/api/schemas/chat/send').then((m) => m.ZSendChatInput));

/** What a person wrote, in whatever language he wrote it: lang="" says the language is unknown (HTML). */
function MessageText({ text }: { text: string }) {
  return (
    <p lang="" className="text-sm break-words whitespace-pre-wrap">
      {linkify(text).map((s, i) =>
        s.type === 'link' ? (
          <a
            key={i}
            href={s.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline underline-offset-2"
          >
            {s.value}
          </a>
        ) : (
          <span key={i}>{s.value}</span>
        ),
      )}
    </p>
  );
}

/** `initial`: the thread as the page listed it on the server (chat.list without `voor`) */
export function ChatPanel({
  aanvraagId,
  meId,
  rol,
  initial,
}: {
  aanvraagId: string;
  meId: string;
  rol: 'ONDERNEMER' | 'ADVISEUR';
  initial?: Message[];
}) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const listKey = trpc.chat.list.queryKey({ id: aanvraagId });
  const newest = useQuery({
    ...trpc.chat.list.queryOptions({ id: aanvraagId }, { refetchOnWindowFocus: true }),
    initialData: initial,
  });
  const [older, setOlder] = useState<Message[]>([]);
  const [olderDone, setOlderDone] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [pending, setPending] = useState<Pending[]>([]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // each message carries its own Idempotency-Key (its temporary id): a retry of a failed send cannot post it twice
  const send = useMutation({
    mutationFn: ({ key, ...input }: { id: string; bericht: string; key: string }) =>
      client.chat.send.mutate(input, { context: { [SUBMIT_KEY_CONTEXT]: key } }),
  });
  // the message is checked with chat.send's own schema before it is sent
  const { formRef, errors, setErrors } = useFormErrors();
  const listRef = useRef<HTMLOListElement>(null);
  const stickToBottom = useRef(true);

  // the first unread message of someone else when the panel opened: the separator goes before it
  const [separatorBefore, setSeparatorBefore] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (separatorBefore !== undefined || !newest.data) return;
    setSeparatorBefore(newest.data.find((m) => !m.gelezen && m.afzenderId !== meId)?.id ?? null);
  }, [newest.data, separatorBefore, meId]);

  // listing the thread marked it read: the header badge recounts (the live event may precede the stream)
  useEffect(() => {
    if (newest.data?.some((m) => !m.gelezen && m.afzenderId !== meId))
      void queryClient.invalidateQueries({ queryKey: trpc.chat.unreadCount.queryKey() });
  }, [newest.data, meId, queryClient, trpc]);

  const messages = useMemo(() => {
    const seen = new Set<string>();
    const all: Message[] = [];
    for (const m of [...older, ...(newest.data ?? [])]) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      all.push(m);
    }
    return all;
  }, [older, newest.data]);

  useLayoutEffect(() => {
    const el = listRef.current;
    if (el && stickToBottom.current) el.scrollTop = el.scrollHeight;
  }, [messages.length, pending.length]);

  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    setLoadingOlder(true);
    try {
      const page = await client.chat.list.query({ id: aanvraagId, voor: first.id, limit: PAGE });
      stickToBottom.current = false;
      setOlder((o) => [...page, ...o]);
      if (page.length < PAGE) setOlderDone(true);
    } catch (e) {
      setError(problemMessage(e, t));
    } finally {
      setLoadingOlder(false);
    }
  };

  const deliver = (p: Pending) => {
    setPending((all) => all.map((x) => (x.tempId === p.tempId ? { ...x, status: 'sending', error: undefined } : x)));
    stickToBottom.current = true;
    send.mutate(
      { id: aanvraagId, bericht: p.bericht, key: p.tempId },
      {
        onSuccess: (message) => {
          queryClient.setQueryData<Message[]>(listKey, (data) =>
            data && !data.some((m) => m.id === message.id) ? [...data, message] : data,
          );
          setPending((all) => all.filter((x) => x.tempId !== p.tempId));
          void queryClient.invalidateQueries({ queryKey: trpc.chat.unreadCount.queryKey() });
        },
        onError: (e) => {
          setPending((all) =>
            all.map((x) => (x.tempId === p.tempId ? { ...x, status: 'failed', error: problemMessage(e, t) } : x)),
          );
        },
      },
    );
  };

  const trimmed = text.trim();
  const tooLong = trimmed.length > MAX;
  // a second Enter while the schema is still on its way does not send the message twice
  const loadingSchema = useRef(false);
  const submit = async () => {
    if (tooLong || loadingSchema.current) return; // too long: said live under the field already
    loadingSchema.current = true;
    const schema = await schemaForSubmit(sendSchema, () => setError(t.common.unexpectedError));
    loadingSchema.current = false;
    if (!schema) return;
    const checked = validate(schema, { id: aanvraagId, bericht: text }, t);
    setErrors(checked.fieldErrors ?? {});
    if (!checked.success) return;
    const p: Pending = { tempId: `tmp-${newSubmitKey()}`, bericht: checked.data.bericht, status: 'sending' };
    setPending((all) => [...all, p]);
    setText('');
    deliver(p);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  const roleLabel = (m: Message) =>
    m.afzenderRol === 'ADVISEUR' ? t.chat.roleADVISEUR : m.afzenderRol === 'ONDERNEMER' ? t.chat.roleONDERNEMER : '';
  const headingId = `chat-${aanvraagId}`;

  return (
    <Card>
      <CardBody className="flex flex-col gap-3">
        <section id="chat" aria-labelledby={headingId} className="flex flex-col gap-3">
          <div>
            <h2 id={headingId} className="text-lg font-semibold text-ink">
              {rol === 'ADVISEUR' ? t.chat.titleAdviser : t.chat.title}
            </h2>
            <p className="text-sm text-muted">{t.chat.intro}</p>
          </div>
          {error ? (
            <Alert tone="error" role="alert">
              {error}
            </Alert>
          ) : null}
          {newest.isPending ? (
            <div className="flex justify-center py-6">
              <Spinner />
            </div>
          ) : newest.isError ? (
            <Alert tone="error" role="alert">
              {problemMessage(newest.error, t)}
            </Alert>
          ) : (
            <>
              {messages.length >= PAGE && !olderDone ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="self-center"
                  loading={loadingOlder}
                  onClick={() => void loadOlder()}
                >
                  {t.chat.loadOlder}
                </Button>
              ) : null}
              <ol
                ref={listRef}
                aria-live="polite"
                aria-relevant="additions"
                data-testid="chat-messages"
                className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto rounded-lg bg-slate-50 p-3"
                onScroll={(e) => {
                  const el = e.currentTarget;
                  stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
                }}
              >
                {messages.length === 0 && pending.length === 0 ? (
                  <li className="py-4 text-center text-sm text-muted">{t.chat.empty}</li>
                ) : null}
                {messages.map((m) => {
                  const mine = m.afzenderId === meId;
                  return (
                    <li key={m.id} className="flex flex-col" data-testid="chat-message">
                      {m.id === separatorBefore ? (
                        <div
                          className="my-2 flex items-center gap-2 text-xs font-semibold text-brand-700"
                          data-testid="chat-new-separator"
                        >
                          <span className="h-px flex-1 bg-brand-200" />
                          {t.chat.newMessages}
                          <span className="h-px flex-1 bg-brand-200" />
                        </div>
                      ) : null}
                      <div
                        className={cn(
                          'max-w-[85%] rounded-2xl px-3 py-2 shadow-sm',
                          mine ? 'self-end bg-brand-600 text-white' : 'self-start bg-white text-ink ring-1 ring-line',
                        )}
                      >
                        <p className={cn('text-xs font-semibold', mine ? 'text-brand-50' : 'text-slate-700')}>
                          {mine ? t.chat.you : m.afzenderNaam}
                          {roleLabel(m) ? <span className="font-normal"> · {roleLabel(m)}</span> : null}
                        </p>
                        <MessageText text={m.bericht} />
                        <p className={cn('mt-1 text-right text-xs', mine ? 'text-brand-50' : 'text-muted')}>
                          <time dateTime={m.verzondenOp}>{formatDateTime(m.verzondenOp, locale)}</time>
                          {mine && m.gelezen ? <span data-testid="chat-read"> · {t.chat.read}</span> : null}
                        </p>
                      </div>
                    </li>
                  );
                })}
                {pending.map((p) => (
                  <li key={p.tempId} className="flex flex-col" data-testid="chat-pending">
                    <div
                      className={cn(
                        'max-w-[85%] self-end rounded-2xl px-3 py-2 text-white shadow-sm',
                        p.status === 'failed' ? 'bg-red-700' : 'bg-brand-600/80',
                      )}
                    >
                      <MessageText text={p.bericht} />
                      <p className="mt-1 text-right text-xs">
                        {p.status === 'sending' ? t.chat.sending : `${t.chat.failed}${p.error ? `: ${p.error}` : ''}`}
                      </p>
                    </div>
                    {p.status === 'failed' ? (
                      <div className="mt-1 flex gap-2 self-end">
                        <Button size="sm" variant="secondary" onClick={() => deliver(p)}>
                          {t.chat.retry}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => setPending((all) => all.filter((x) => x.tempId !== p.tempId))}
                        >
                          {t.chat.discard}
                        </Button>
                      </div>
                    ) : null}
                  </li>
                ))}
              </ol>
            </>
          )}
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
        </section>
      </CardBody>
    </Card>
  );
}
