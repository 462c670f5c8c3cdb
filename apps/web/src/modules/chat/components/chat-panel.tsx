'use client';
// The chat of one request, for both roles: the thread oldest first (older pages on demand), a
// "new messages" line before what was unread when the panel opened, optimistic sending with retry,
// read receipts, and links made clickable as React elements (never as HTML). New messages arrive
// through the live feed (LiveProvider invalidates the thread), so nothing here polls. The page
// lists the thread on the server and hands it in (`initial`), so the first HTML shows it and the
// browser renders it once; the message schema loads when the field is first used (lib/lazy-schema.ts).
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@ikv/ui/alert';
import { Card, CardBody } from '@ikv/ui/card';
import { Spinner } from '@ikv/ui/spinner';
import { Button } from '@ikv/ui/button';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC, useTRPCClient } from '~/trpc/react.tsx';
import { newSubmitKey, SUBMIT_KEY_CONTEXT } from '~/trpc/submit-key.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatMessageList, type Message, type Pending } from './chat-messages.tsx';

const PAGE = 50;

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
  const { t } = useI18n();
  const listRef = useRef<HTMLOListElement>(null);
  const stickToBottom = useRef(true);
  const [error, setError] = useState<string | null>(null);
  const thread = useChatThread(aanvraagId, meId, initial, stickToBottom, setError);
  const { newest, messages, olderDone, loadingOlder, separatorBefore } = thread;
  const { pending, setPending, deliver } = useChatSend(aanvraagId, stickToBottom);

  useLayoutEffect(() => {
    const el = listRef.current;
    if (el && stickToBottom.current) el.scrollTop = el.scrollHeight;
  }, [messages.length, pending.length]);

  const onSend = (bericht: string) => {
    const p: Pending = { tempId: `tmp-${newSubmitKey()}`, bericht, status: 'sending' };
    setPending((all) => [...all, p]);
    deliver(p);
  };
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
                  onClick={() => void thread.loadOlder()}
                >
                  {t.chat.loadOlder}
                </Button>
              ) : null}
              <ChatMessageList
                messages={messages}
                pending={pending}
                meId={meId}
                separatorBefore={separatorBefore}
                listRef={listRef}
                stickToBottom={stickToBottom}
                onRetry={deliver}
                onDiscard={(p) => setPending((all) => all.filter((x) => x.tempId !== p.tempId))}
              />
            </>
          )}
          <ChatComposer
            aanvraagId={aanvraagId}
            headingId={headingId}
            onSend={onSend}
            onSchemaError={() => setError(t.common.unexpectedError)}
          />
        </section>
      </CardBody>
    </Card>
  );
}

/** The thread: the newest page (listed by the page, kept fresh by the live feed), older pages on demand. */
function useChatThread(
  aanvraagId: string,
  meId: string,
  initial: Message[] | undefined,
  stickToBottom: RefObject<boolean>,
  setError: (error: string) => void,
) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const newest = useQuery({
    ...trpc.chat.list.queryOptions({ id: aanvraagId }, { refetchOnWindowFocus: true }),
    initialData: initial,
  });
  const [older, setOlder] = useState<Message[]>([]);
  const [olderDone, setOlderDone] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);

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

  return { newest, messages, olderDone, loadingOlder, separatorBefore, loadOlder };
}

/** Optimistic sending: a message shows as pending until the server has it; a failed one can be retried. */
function useChatSend(aanvraagId: string, stickToBottom: RefObject<boolean>) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const listKey = trpc.chat.list.queryKey({ id: aanvraagId });
  const [pending, setPending] = useState<Pending[]>([]);
  // each message carries its own Idempotency-Key (its temporary id): a retry of a failed send cannot post it twice
  const send = useMutation({
    mutationFn: ({ key, ...input }: { id: string; bericht: string; key: string }) =>
      client.chat.send.mutate(input, { context: { [SUBMIT_KEY_CONTEXT]: key } }),
  });

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

  return { pending, setPending, deliver };
}
