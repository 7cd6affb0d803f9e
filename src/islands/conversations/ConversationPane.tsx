/**
 * One conversation (or the draft of one): who and which advert, the buyer's "Marcar visita" and the seller's
 * proposal, report and block, the thread and the message box.
 */
import { useState } from 'react';
import type { Conversation, Written } from '../../lib/api/conversations.ts';
import { appointmentHref } from '../../lib/sales/format.ts';
import { useTranslate } from '../../lib/translator.ts';
import { DEFAULT_AVATAR } from '../session/default-avatar.ts';
import { Composer } from './Composer.tsx';
import type { Thread } from './conversation-store.ts';
import { ProposeVisit } from './ProposeVisit.tsx';
import { ThreadView } from './ThreadView.tsx';

export interface PaneProps {
  header: { title: string; image: string | null; name: string; avatar: string | null };
  /** Null for a draft (a first message from an advert). */
  conversation: Conversation | null;
  thread: Thread;
  onBack: () => void;
  onLoadOlder: () => Promise<void>;
  onBlock?: (blocked: boolean) => Promise<void>;
  send: (written: Written) => Promise<void>;
  /** The seller proposes a visit (ISO instant). */
  propose?: (date: string) => Promise<void>;
  /** The buyer accepts the proposal with this message id. */
  accept?: (messageId: number) => Promise<void>;
  /** The composer's first words (a litter's animal asked about, issue 39). */
  draftText?: string | null;
}

export function ConversationPane({
  header,
  conversation,
  thread,
  onBack,
  onLoadOlder,
  onBlock,
  send,
  propose,
  accept,
  draftText = null,
}: PaneProps) {
  const t = useTranslate();
  const [proposing, setProposing] = useState(false);
  const blocked = conversation
    ? conversation.blockedByMe || conversation.blockedByOther || !conversation.other.uid
    : false;
  const saleUid = conversation?.sale.uid;

  return (
    <>
      <header className="flex shrink-0 items-center gap-3 border-b border-line px-3 py-2">
        <button type="button" className="btn btn-ghost px-2 md:hidden" onClick={onBack} aria-label={t('messages.back')}>
          ←
        </button>
        <img
          src={header.avatar ?? DEFAULT_AVATAR}
          alt=""
          width={40}
          height={40}
          className="size-10 shrink-0 rounded-full bg-brand-100 object-cover"
        />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-bold" data-other-name>
            {header.name}
          </h2>
          <p className="truncate text-sm text-ink-muted">
            {saleUid ? (
              <a href={`/sales/sale-detail?searchValue=${saleUid}`} className="inline-block py-1">
                {t('messages.about', { title: header.title })}
              </a>
            ) : (
              t('messages.about', { title: header.title })
            )}
          </p>
        </div>
        {header.image && (
          <img
            src={header.image}
            alt=""
            width={48}
            height={48}
            className="hidden size-12 rounded-lg object-cover sm:block"
          />
        )}
      </header>
      {conversation && onBlock && conversation.other.uid && !conversation.blockedByOther && (
        <div className="flex shrink-0 flex-wrap justify-end gap-2 border-b border-line px-3 py-1">
          {/* The buyer books the visit from here, as from the advert (issue 40). */}
          {conversation.role === 'buyer' && saleUid && !conversation.blockedByMe && (
            <a
              href={appointmentHref(saleUid)}
              className="btn btn-primary min-h-11 px-3 text-sm"
              data-conversation-book-visit
            >
              {t('messages.book-visit')}
            </a>
          )}
          {propose && conversation.role === 'seller' && saleUid && !conversation.blockedByMe && (
            <button
              type="button"
              className="btn btn-outline min-h-11 px-3 text-sm"
              aria-expanded={proposing}
              aria-controls="visit-proposal"
              onClick={() => setProposing((open) => !open)}
              data-propose-visit
            >
              {t('messages.visit.propose')}
            </button>
          )}
          <a
            href={`/report?target=CONVERSATION&uid=${conversation.uid}`}
            className="btn btn-ghost min-h-11 px-3 text-sm"
          >
            {t('messages.report')}
          </a>
          <button
            type="button"
            className="btn btn-outline min-h-11 px-3 text-sm"
            onClick={() => void onBlock(!conversation.blockedByMe)}
          >
            {conversation.blockedByMe ? t('messages.unblock') : t('messages.block')}
          </button>
        </div>
      )}
      {proposing && propose && (
        <ProposeVisit
          onClose={() => setProposing(false)}
          propose={async (date) => {
            await propose(date);
            setProposing(false);
          }}
        />
      )}
      <ThreadView
        conversation={conversation}
        otherName={header.name}
        thread={thread}
        onLoadOlder={onLoadOlder}
        accept={accept}
      />
      {conversation?.blockedByMe && <p className="px-3 py-2 text-sm font-semibold">{t('messages.blocked-by-me')}</p>}
      {conversation && !conversation.blockedByMe && blocked && (
        <p className="px-3 py-2 text-sm font-semibold">{t('messages.blocked-by-other')}</p>
      )}
      {!blocked && (
        <Composer
          newTo={conversation ? null : { name: header.name, title: header.title }}
          send={send}
          initialText={draftText ?? ''}
        />
      )}
    </>
  );
}
