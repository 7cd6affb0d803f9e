/**
 * One conversation (or the draft of one): a header of one row (who and which advert, the buyer's "Marcar visita" or
 * the seller's "Propor visita", a menu to report and block), the thread and the message box (decision 202).
 */
import { useState } from 'react';
import type { Conversation, Written } from '../../lib/api/conversations.ts';
import { appointmentHref } from '../../lib/sales/format.ts';
import { useTranslate } from '../../lib/translator.ts';
import { DEFAULT_AVATAR } from '../session/default-avatar.ts';
import { Composer } from './Composer.tsx';
import type { Thread } from './conversation-store.ts';
import { ConversationMenu } from './ConversationMenu.tsx';
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

  const actions = conversation && onBlock && conversation.other.uid ? conversation : null;
  const open = actions && !blocked ? actions : null;

  return (
    <>
      {/* One row (issue 55): who and which advert, the side's one action, and a menu for the rare ones. */}
      <header
        className="flex shrink-0 items-center gap-2 border-b border-line px-2 py-2 sm:gap-3 sm:px-3"
        data-conversation-header
      >
        <button type="button" className="btn min-w-11 px-2 md:hidden" onClick={onBack} aria-label={t('messages.back')}>
          ←
        </button>
        <img
          src={header.avatar ?? DEFAULT_AVATAR}
          alt=""
          width={40}
          height={40}
          className="hidden size-10 shrink-0 rounded-full bg-brand-100 object-cover sm:block"
        />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-bold" data-other-name>
            {header.name}
          </h2>
          {/* The advert's title is cut with an ellipsis by the element that holds the text (not a box around it). */}
          {saleUid ? (
            <a
              href={`/sales/sale-detail?searchValue=${saleUid}`}
              className="block truncate py-1 text-sm text-ink-muted"
              data-conversation-subject
            >
              {t('messages.about', { title: header.title })}
            </a>
          ) : (
            <p className="truncate py-1 text-sm text-ink-muted" data-conversation-subject>
              {t('messages.about', { title: header.title })}
            </p>
          )}
        </div>
        {header.image && (
          <img
            src={header.image}
            alt=""
            width={48}
            height={48}
            className="hidden size-12 shrink-0 rounded-lg object-cover lg:block"
          />
        )}
        {/* The buyer books the visit from here, as from the advert (issue 40); the seller proposes one. */}
        {open?.role === 'buyer' && saleUid && (
          <a
            href={appointmentHref(saleUid)}
            className="btn btn-primary min-h-11 shrink-0 px-3 text-sm"
            data-conversation-book-visit
          >
            {t('messages.book-visit')}
          </a>
        )}
        {propose && open?.role === 'seller' && saleUid && (
          <button
            type="button"
            className="btn btn-primary min-h-11 shrink-0 px-3 text-sm"
            aria-expanded={proposing}
            aria-controls="visit-proposal"
            onClick={() => setProposing((shown) => !shown)}
            data-propose-visit
          >
            {t('messages.visit.propose')}
          </button>
        )}
        {actions && onBlock && <ConversationMenu conversation={actions} otherName={header.name} onBlock={onBlock} />}
      </header>
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
