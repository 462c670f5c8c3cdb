'use client';
// The thread of the chat panel (chat-panel.tsx): the messages oldest first with the "new messages"
// line, then the ones still being sent (or failed, with retry and discard).
import type { RefObject } from 'react';
import type { RouterOutputs } from '@ikv/api';
import { Button } from '@ikv/ui/button';
import { cn } from '@ikv/ui/cn';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { formatDateTime } from '~/lib/format.ts';
import { linkify } from '../linkify.ts';

export type Message = RouterOutputs['chat']['list'][number];
export type Pending = { tempId: string; bericht: string; status: 'sending' | 'failed'; error?: string };

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

export function ChatMessageList({
  messages,
  pending,
  meId,
  separatorBefore,
  listRef,
  stickToBottom,
  onRetry,
  onDiscard,
}: {
  messages: Message[];
  pending: Pending[];
  meId: string;
  /** the first message that was unread when the panel opened */
  separatorBefore: string | null | undefined;
  listRef: RefObject<HTMLOListElement | null>;
  /** the list follows new messages while it is scrolled to its end */
  stickToBottom: RefObject<boolean>;
  onRetry: (p: Pending) => void;
  onDiscard: (p: Pending) => void;
}) {
  const { t } = useI18n();
  return (
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
      {messages.map((m) => (
        <MessageItem key={m.id} m={m} mine={m.afzenderId === meId} separator={m.id === separatorBefore} />
      ))}
      {pending.map((p) => (
        <PendingItem key={p.tempId} p={p} onRetry={() => onRetry(p)} onDiscard={() => onDiscard(p)} />
      ))}
    </ol>
  );
}

function MessageItem({ m, mine, separator }: { m: Message; mine: boolean; separator: boolean }) {
  const { t, locale } = useI18n();
  const roleLabel =
    m.afzenderRol === 'ADVISEUR' ? t.chat.roleADVISEUR : m.afzenderRol === 'ONDERNEMER' ? t.chat.roleONDERNEMER : '';
  return (
    <li className="flex flex-col" data-testid="chat-message">
      {separator ? (
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
          {roleLabel ? <span className="font-normal"> · {roleLabel}</span> : null}
        </p>
        <MessageText text={m.bericht} />
        <p className={cn('mt-1 text-right text-xs', mine ? 'text-brand-50' : 'text-muted')}>
          <time dateTime={m.verzondenOp}>{formatDateTime(m.verzondenOp, locale)}</time>
          {mine && m.gelezen ? <span data-testid="chat-read"> · {t.chat.read}</span> : null}
        </p>
      </div>
    </li>
  );
}

function PendingItem({ p, onRetry, onDiscard }: { p: Pending; onRetry: () => void; onDiscard: () => void }) {
  const { t } = useI18n();
  return (
    <li className="flex flex-col" data-testid="chat-pending">
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
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t.chat.retry}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDiscard}>
            {t.chat.discard}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
