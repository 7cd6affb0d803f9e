/**
 * The messages of one conversation in a scroll region reached by keyboard too (axe: scrollable-region-focusable):
 * new messages at the bottom scroll into view, older ones added on top keep what was on screen in place.
 */
import { useEffect, useRef } from 'react';
import type { Conversation, Message } from '../../lib/api/conversations.ts';
import { useTranslate } from '../../lib/translator.ts';
import type { Thread } from './conversation-store.ts';
import { stateOf } from './message-text.ts';
import { MessagePhotos } from './MessagePhotos.tsx';
import { RiskNote } from './RiskNote.tsx';
import { VisitNoteItem } from './VisitNoteItem.tsx';

interface Props {
  conversation: Conversation | null;
  /** The other person's name, for their photos' text alternative. */
  otherName: string;
  thread: Thread;
  onLoadOlder: () => Promise<void>;
  accept?: ((messageId: number) => Promise<void>) | undefined;
}

export function ThreadView({ conversation, otherName, thread, onLoadOlder, accept }: Props) {
  const t = useTranslate();
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = thread.items.at(-1)?.id;
  const firstId = thread.items[0]?.id;
  const previousFirst = useRef<number | undefined>(undefined);
  const previousHeight = useRef(0);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (previousFirst.current !== undefined && firstId !== undefined && firstId < previousFirst.current) {
      el.scrollTop += el.scrollHeight - previousHeight.current;
    } else {
      el.scrollTop = el.scrollHeight;
    }
    previousFirst.current = firstId;
    previousHeight.current = el.scrollHeight;
  }, [lastId, firstId]);

  const lastMine = [...thread.items].reverse().find((m) => m.mine);
  const reportHref = conversation ? `/report?target=CONVERSATION&uid=${conversation.uid}` : null;

  return (
    <div
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label={t('messages.thread.label')}
      className="flex min-h-24 flex-1 flex-col gap-2 overflow-y-auto p-3"
      onScroll={(e) => {
        if (e.currentTarget.scrollTop < 40) void onLoadOlder();
      }}
      data-thread
    >
      {thread.more && (
        <button type="button" className="btn btn-ghost self-center text-sm" onClick={() => void onLoadOlder()}>
          {t('messages.older')}
        </button>
      )}
      {!thread.more && !thread.loading && (
        <aside className="rounded-lg border-2 border-info bg-sky-50 px-3 py-2 text-sm" data-safety-advice>
          <p className="font-bold">{t('messages.safety.title')}</p>
          {/* Each side is told what it can do against the scam: the buyer not to pay first, the seller to propose a visit. */}
          <p>{t(conversation?.role === 'seller' ? 'messages.safety.seller-text' : 'messages.safety.text')}</p>
        </aside>
      )}
      <ol className="flex flex-col gap-2" aria-live="polite">
        {thread.items.map((m) =>
          m.visit ? (
            <VisitNoteItem
              key={m.id}
              message={m}
              visit={m.visit}
              answered={thread.items.some((o) => o.visit?.kind === 'booking' && o.visit.proposalId === m.id)}
              canAccept={conversation?.role === 'buyer' && !m.mine && Boolean(accept)}
              accept={accept}
            />
          ) : (
            <MessageItem
              key={m.id}
              message={m}
              conversationUid={conversation?.uid ?? null}
              author={m.mine ? t('messages.photos.you') : otherName}
              writer={conversation?.role ?? 'buyer'}
              reportHref={reportHref}
              ticks={m === lastMine ? stateOf(m, conversation) : null}
            />
          ),
        )}
      </ol>
    </div>
  );
}

function MessageItem({
  message: m,
  conversationUid,
  author,
  writer,
  reportHref,
  ticks,
}: {
  message: Message;
  conversationUid: string | null;
  author: string;
  /** The reader's side, which is the writer's for their own messages. */
  writer: Conversation['role'];
  reportHref: string | null;
  /** On the reader's last own message: how far it went. */
  ticks: 'sent' | 'delivered' | 'read' | null;
}) {
  const t = useTranslate();
  return (
    <li
      className={`max-w-[85%] rounded-2xl px-3 py-2 ${m.mine ? 'self-end bg-brand-100' : 'self-start bg-sand'}`}
      data-message={m.id}
      data-mine={m.mine ? 'true' : 'false'}
    >
      {conversationUid && <MessagePhotos conversationUid={conversationUid} photos={m.photos} author={author} />}
      {m.body === null ? (
        <p>
          <em className="text-ink-muted">{t('messages.deleted-text')}</em>
        </p>
      ) : (
        m.body && <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{m.body}</p>
      )}
      {m.body && <RiskNote body={m.body} mine={m.mine} writer={writer} reportHref={reportHref} />}
      {ticks && (
        <p className="mt-1 text-right text-xs text-ink-muted" data-message-state={ticks}>
          {t(`messages.state.${ticks}`)}
        </p>
      )}
    </li>
  );
}
