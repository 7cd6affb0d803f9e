/**
 * /messages (issue 17): the list of conversations and one conversation at a time; on a phone they are two screens.
 * The state lives in a conversation store (./conversation-store.ts); this island routes (`?c=`, back) and lays out.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  acceptProposal,
  proposeVisit,
  setBlocked,
  writeFromSale,
  writeMessage,
  type Message,
} from '../../lib/api/conversations.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { showToast } from '../../stores/toasts.ts';
import { createConversationStore } from './conversation-store.ts';
import { ConversationList } from './ConversationList.tsx';
import { ConversationPane } from './ConversationPane.tsx';

interface Props {
  messages: Messages;
  /** `?advert=`: the advert to write about. */
  advert: string | null;
  /** The first words of a message about `advert` (a litter's animal asked about, issue 39). */
  draftText?: string | null;
  /** `?c=`: the conversation to open. */
  conversation: string | null;
}

export default function MessagesApp({ messages, advert, conversation, draftText = null }: Props) {
  return (
    <MessagesContext.Provider value={messages}>
      <App advert={advert} initial={conversation} draftText={draftText} />
    </MessagesContext.Provider>
  );
}

const addressOf = (uid: string | null) => (uid ? `/messages?c=${uid}` : '/messages');

function App({
  advert,
  initial,
  draftText,
}: {
  advert: string | null;
  initial: string | null;
  draftText: string | null;
}) {
  const t = useTranslate();
  const [store] = useState(() => createConversationStore());
  const { list, selected, draft, thread, single, error } = useStore(store.$state);

  const open = (uid: string | null) => {
    store.select(uid);
    history.pushState(null, '', addressOf(uid));
    // On a phone the other screen starts at the top, under the top bar, not where the list was scrolled to.
    window.scrollTo({ top: 0 });
  };

  // First load: the list, and the asked conversation, or the advert's (or a new one) when coming from an advert.
  useEffect(() => {
    void store.reloadList();
    if (initial) store.select(initial);
    if (advert) {
      void store.startFromAdvert(advert).then((uid) => {
        history.replaceState(null, '', uid ? addressOf(uid) : `/messages?advert=${advert}`);
      });
    }
    const back = () => store.select(new URLSearchParams(location.search).get('c'));
    addEventListener('popstate', back);
    const stop = store.listen();
    return () => {
      removeEventListener('popstate', back);
      stop();
    };
  }, [store, advert, initial]);

  const shown = list?.find((c) => c.uid === selected) ?? (single?.uid === selected ? single : null);
  const sent = async (message: Message, uid: string, created: boolean) => {
    await store.sent(message, uid, created);
    history.replaceState(null, '', addressOf(uid));
  };

  // Until the list arrives, an address that names a conversation (or an advert to write about) is laid out as that
  // conversation already: the server's HTML has the height the conversation will have, so nothing moves (issue 59).
  const opening = !selected && !draft && !error && list === null && Boolean(initial || advert);
  const showingConversation = Boolean(selected || draft) || opening;
  return (
    <div className="card grid min-h-[70vh] overflow-hidden max-md:rounded-none max-md:border-x-0 md:grid-cols-[20rem_minmax(0,1fr)]">
      <ConversationList
        list={list}
        selected={selected}
        error={showingConversation ? null : error}
        hidden={showingConversation}
        onOpen={open}
        focusFirst={!initial && !advert}
      />
      <section
        // No taller than the screen under the top bar: the header, the box and what appears under it (the push offer,
        // an error) stay on the first screen, and the thread gives them its room (decision 202). A conversation takes
        // that height from the start, so the box stands where it will stay while the messages arrive (issue 59).
        className={`flex min-w-0 flex-col ${showingConversation ? 'max-md:h-[calc(100dvh-4rem)] md:h-[calc(100dvh-11rem)]' : 'hidden max-md:max-h-[calc(100dvh-4rem)] md:flex md:max-h-[calc(100dvh-11rem)]'}`}
        data-conversation-view
      >
        {draft ? (
          <ConversationPane
            header={{ title: draft.sale.title, image: draft.sale.image, name: draft.sale.seller, avatar: null }}
            conversation={null}
            draftText={draftText}
            thread={{ uid: '', items: [], more: false, loading: false }}
            onBack={() => open(null)}
            onLoadOlder={store.loadOlder}
            send={async (written) => {
              const answer = await writeFromSale(draft.sale.uid, written);
              await sent(answer.message, answer.conversationUid, answer.created);
            }}
          />
        ) : shown && thread ? (
          <ConversationPane
            header={{
              title: shown.sale.title,
              image: shown.sale.image,
              name: shown.other.name ?? t('messages.deleted-account'),
              avatar: shown.other.avatar,
            }}
            conversation={shown}
            draftText={shown.sale.uid === advert ? draftText : null}
            thread={thread}
            onBack={() => open(null)}
            onLoadOlder={store.loadOlder}
            onBlock={async (blocked) => {
              await setBlocked(shown.uid, blocked);
              await store.reloadList();
            }}
            send={async (written) => sent(await writeMessage(shown.uid, written), shown.uid, false)}
            propose={async (date) => sent(await proposeVisit(shown.uid, date), shown.uid, false)}
            accept={async (messageId) => {
              await acceptProposal(shown.uid, messageId);
              // The visit's note arrives live too; fetching it makes the answer visible even before the push.
              await store.fetchAfterLast();
              showToast({ severity: 'success', summary: t('messages.visit.accepted') });
            }}
          />
        ) : (
          <p className="m-auto p-6 text-ink-muted">
            {error ? t(error) : opening ? t('messages.opening') : t('messages.select')}
          </p>
        )}
      </section>
    </div>
  );
}
