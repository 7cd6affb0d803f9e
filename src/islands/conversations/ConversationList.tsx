/** The person's conversations, newest first: the other person, the advert, the last line and the unread count. */
import { useEffect, useRef } from 'react';
import type { Conversation } from '../../lib/api/conversations.ts';
import { useTranslate } from '../../lib/translator.ts';
import { DEFAULT_AVATAR } from '../session/default-avatar.ts';
import { lineOf } from './message-text.ts';

interface Props {
  list: Conversation[] | null;
  selected: string | null;
  /** Shown only while no conversation is (a phone shows one screen at a time). */
  error: string | null;
  hidden: boolean;
  onOpen: (uid: string) => void;
  /** The page opened on the list: its first conversation takes the focus once, where the person acts (decision 202). */
  focusFirst?: boolean;
}

export function ConversationList({ list, selected, error, hidden, onOpen, focusFirst = false }: Props) {
  const t = useTranslate();
  const first = useRef<HTMLAnchorElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (!focusFirst || focused.current || hidden || selected !== null || !first.current) return;
    focused.current = true;
    const current = document.activeElement;
    if (current === null || current === document.body) first.current.focus({ preventScroll: true });
  }, [focusFirst, hidden, selected, list]);
  return (
    <section
      aria-labelledby="conversations-title"
      className={`border-line md:border-r ${hidden ? 'hidden md:block' : ''}`}
      data-conversation-list
    >
      <h2 id="conversations-title" className="border-b border-line px-4 py-3 text-lg font-bold">
        {t('messages.list.title')}
      </h2>
      {error && (
        <p className="p-4 font-semibold text-error" role="alert">
          {t(error)}
        </p>
      )}
      {list && list.length === 0 && <p className="p-4 text-ink-muted">{t('messages.list.empty')}</p>}
      <ul>
        {list?.map((c, index) => (
          <li key={c.uid}>
            <a
              ref={index === 0 ? first : undefined}
              href={`/messages?c=${c.uid}`}
              aria-current={c.uid === selected ? 'true' : undefined}
              onClick={(e) => {
                e.preventDefault();
                onOpen(c.uid);
              }}
              className="flex gap-3 border-b border-line px-4 py-3 text-ink no-underline hover:bg-brand-50 aria-[current=true]:bg-brand-100"
              data-conversation={c.uid}
            >
              <img
                src={c.sale.image ?? DEFAULT_AVATAR}
                alt=""
                width={48}
                height={48}
                className="size-12 shrink-0 rounded-lg bg-brand-100 object-cover"
              />
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2">
                  <span className="truncate font-bold">{c.other.name ?? t('messages.deleted-account')}</span>
                  {c.unread > 0 && (
                    <span className="ml-auto rounded-full bg-error px-2 text-xs font-bold text-white" data-unread>
                      {t('messages.list.unread', { count: c.unread })}
                    </span>
                  )}
                </span>
                <span className="block truncate text-sm text-ink-muted">{c.sale.title}</span>
                <span className="block truncate text-sm" data-last-line>
                  {c.lastMessage
                    ? c.lastMessage.mine
                      ? t('messages.list.you', { text: lineOf(t, c.lastMessage) })
                      : lineOf(t, c.lastMessage)
                    : ''}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
