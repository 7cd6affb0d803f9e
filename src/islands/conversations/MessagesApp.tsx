/**
 * /messages (issue 17): the list of conversations and one conversation at a time; on a phone they are two screens.
 * Live through the conversations store (decision 146): pushed messages are merged by id, the open conversation is
 * marked read while it is on screen, a reconnection catches up by the last message id.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  acceptProposal,
  fetchAboutSale,
  fetchConversation,
  fetchConversations,
  fetchMessages,
  markConversation,
  proposeVisit,
  setBlocked,
  writeFromSale,
  writeMessage,
  type AboutSale,
  type Conversation,
  type ConversationEvent,
  type Message,
} from '../../lib/api/conversations.ts';
import { errorKey } from '../../lib/api/client.ts';
import { formatVisitTime } from '../../lib/bookings/format.ts';
import { addDays, formatMinute, fromLisbon, lisbonParts, parseMinute } from '../../lib/bookings/lisbon-time.ts';
import {
  BOOKING_WINDOW_DAYS,
  PROPOSAL_FIRST_MINUTE,
  PROPOSAL_LAST_END_MINUTE,
  PROPOSAL_STEP_MINUTES,
  SLOT_MINUTES,
} from '../../lib/bookings/rules.ts';
import type { VisitNote } from '../../lib/conversations/types.ts';
import { MESSAGE_MAX_LENGTH } from '../../lib/conversations/rules.ts';
import { RiskNote } from './RiskNote.tsx';
import { appointmentHref } from '../../lib/sales/format.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { listenToConversations } from '../../stores/conversations.ts';
import { showToast } from '../../stores/toasts.ts';
import { inputClass, labelClass } from '../ui/form.tsx';
import { DEFAULT_AVATAR } from '../session/default-avatar.ts';

interface Props {
  messages: Messages;
  /** `?advert=`: the advert to write about. */
  advert: string | null;
  /** `?c=`: the conversation to open. */
  conversation: string | null;
}

export default function MessagesApp({ messages, advert, conversation }: Props) {
  return (
    <MessagesContext.Provider value={messages}>
      <App advert={advert} initial={conversation} />
    </MessagesContext.Provider>
  );
}

interface Thread {
  uid: string;
  items: Message[];
  more: boolean;
  loading: boolean;
}

const visible = () => typeof document !== 'undefined' && document.visibilityState === 'visible';

function merge(items: Message[], added: Message[]): Message[] {
  const byId = new Map(items.map((m) => [m.id, m]));
  for (const m of added) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A visit note in words: "Proposta de visita: sáb., 29 nov., 10:00" (decision 148). */
function visitText(t: ReturnType<typeof useTranslate>, visit: VisitNote): string {
  const date = formatVisitTime(visit.date);
  return visit.kind === 'proposal'
    ? t('messages.visit.proposal', { date })
    : t(`messages.visit.${visit.status}`, { date });
}

/** The line the list shows for a message: its text, its visit note, or that the text is gone. */
function lineOf(t: ReturnType<typeof useTranslate>, message: Message): string {
  return message.body ?? (message.visit ? visitText(t, message.visit) : t('messages.deleted-text'));
}

function App({ advert, initial }: { advert: string | null; initial: string | null }) {
  const t = useTranslate();
  const [list, setList] = useState<Conversation[] | null>(null);
  const [selected, setSelected] = useState<string | null>(initial);
  const [draft, setDraft] = useState<AboutSale | null>(null);
  const [thread, setThread] = useState<Thread | null>(null);
  const [error, setError] = useState<string | null>(null);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const threadRef = useRef(thread);
  threadRef.current = thread;

  // Reloads overlap (pushes in a burst): only the last one asked may set the list, an older answer is stale.
  const listRequest = useRef(0);
  const listLoading = useRef(false);
  const reloadList = useCallback(async () => {
    const mine = (listRequest.current += 1);
    listLoading.current = true;
    try {
      const page = await fetchConversations();
      if (mine === listRequest.current) setList(page.content);
    } catch {
      if (mine === listRequest.current) setError('messages.load-error');
    } finally {
      if (mine === listRequest.current) listLoading.current = false;
    }
  }, []);

  const open = useCallback((uid: string | null, push = true) => {
    setSelected(uid);
    setDraft(null);
    if (push) history.pushState(null, '', uid ? `/messages?c=${uid}` : '/messages');
    // On a phone the other screen starts at the top, under the top bar, not where the list was scrolled to.
    window.scrollTo({ top: 0 });
  }, []);

  // First load: the list, and the advert's conversation (or a new one) when coming from an advert.
  useEffect(() => {
    void reloadList();
    if (!advert) return;
    fetchAboutSale(advert)
      .then((about) => {
        if (about.conversation) open(about.conversation.uid, false);
        else setDraft(about);
        history.replaceState(
          null,
          '',
          about.conversation ? `/messages?c=${about.conversation.uid}` : `/messages?advert=${advert}`,
        );
      })
      .catch((e: unknown) => setError(errorKey(e) ?? 'messages.load-error'));
  }, [advert, open, reloadList]);

  useEffect(() => {
    const back = () => {
      const uid = new URLSearchParams(location.search).get('c');
      setSelected(uid);
      setDraft(null);
    };
    addEventListener('popstate', back);
    return () => removeEventListener('popstate', back);
  }, []);

  const markRead = useCallback((uid: string, upTo: number) => {
    setList((current) => current?.map((c) => (c.uid === uid ? { ...c, unread: 0 } : c)) ?? current);
    void markConversation(uid, 'read', upTo).catch(() => undefined);
  }, []);

  // The open conversation's newest messages.
  useEffect(() => {
    if (!selected) {
      setThread(null);
      return;
    }
    let live = true;
    setThread({ uid: selected, items: [], more: false, loading: true });
    fetchMessages(selected)
      .then((slice) => {
        if (!live) return;
        setThread({ uid: selected, items: slice.content, more: slice.more, loading: false });
        const last = slice.content.at(-1);
        if (last) markRead(selected, last.id);
      })
      .catch((e: unknown) => {
        if (live) setError(errorKey(e) ?? 'messages.load-error');
      });
    return () => {
      live = false;
    };
  }, [selected, markRead]);

  // Live events, and catching up after a reconnection.
  useEffect(
    () =>
      listenToConversations({
        onEvent: (event: ConversationEvent) => {
          const reading = event.conversationId === selectedRef.current && visible();
          // A list read before this event may answer after it: read it again, the older answer is dropped.
          if (listLoading.current) void reloadList();
          setList((current) => {
            if (!current) return current;
            const found = current.find((c) => c.uid === event.conversationId);
            if (!found) {
              void reloadList();
              return current;
            }
            if (event.type === 'receipt') {
              return current.map((c) =>
                c.uid === event.conversationId
                  ? {
                      ...c,
                      otherDeliveredId: event.otherDeliveredId,
                      otherReadId: event.otherReadId,
                      unread: event.unread,
                    }
                  : c,
              );
            }
            const updated = { ...found, lastMessage: event.message, unread: reading ? 0 : event.unread };
            return [updated, ...current.filter((c) => c.uid !== event.conversationId)];
          });
          if (event.type === 'message' && event.conversationId === selectedRef.current) {
            setThread((th) =>
              th && th.uid === event.conversationId ? { ...th, items: merge(th.items, [event.message]) } : th,
            );
            if (reading && !event.message.mine) {
              void markConversation(event.conversationId, 'read', event.message.id).catch(() => undefined);
              return true;
            }
          }
          return false;
        },
        onResubscribed: () => {
          void reloadList();
          const th = threadRef.current;
          const last = th?.items.at(-1);
          if (!th || !last) return;
          void fetchMessages(th.uid, { after: last.id }, 100).then((slice) => {
            setThread((cur) => (cur && cur.uid === th.uid ? { ...cur, items: merge(cur.items, slice.content) } : cur));
            const newest = slice.content.at(-1);
            if (newest && visible()) markRead(th.uid, newest.id);
          });
        },
      }),
    [reloadList, markRead],
  );

  const loadOlder = useCallback(async () => {
    const th = threadRef.current;
    const first = th?.items[0];
    if (!th || !th.more || th.loading || !first) return;
    setThread({ ...th, loading: true });
    const slice = await fetchMessages(th.uid, { before: first.id });
    setThread((cur) =>
      cur && cur.uid === th.uid
        ? { ...cur, items: merge(slice.content, cur.items), more: slice.more, loading: false }
        : cur,
    );
  }, []);

  const current = list?.find((c) => c.uid === selected) ?? null;
  // A conversation opened by its address before the list has it (another page of the list): fetch it alone.
  const [single, setSingle] = useState<Conversation | null>(null);
  useEffect(() => {
    if (!selected || current || list === null) return;
    fetchConversation(selected)
      .then(setSingle)
      .catch((e: unknown) => setError(errorKey(e) ?? 'messages.load-error'));
  }, [selected, current, list]);
  const shown = current ?? (single?.uid === selected ? single : null);

  const onSent = async (message: Message, conversationUid: string, created: boolean) => {
    if (created || !list?.some((c) => c.uid === conversationUid)) await reloadList();
    if (selected !== conversationUid) open(conversationUid, false);
    history.replaceState(null, '', `/messages?c=${conversationUid}`);
    setThread((th) => (th && th.uid === conversationUid ? { ...th, items: merge(th.items, [message]) } : th));
    setList((cur) => cur?.map((c) => (c.uid === conversationUid ? { ...c, lastMessage: message } : c)) ?? cur);
  };

  const showingConversation = Boolean(selected || draft);
  return (
    <div className="card grid min-h-[70vh] overflow-hidden md:grid-cols-[20rem_minmax(0,1fr)]">
      <section
        aria-labelledby="conversations-title"
        className={`border-line md:border-r ${showingConversation ? 'hidden md:block' : ''}`}
        data-conversation-list
      >
        <h2 id="conversations-title" className="border-b border-line px-4 py-3 text-lg font-bold">
          {t('messages.list.title')}
        </h2>
        {error && !showingConversation && (
          <p className="p-4 font-semibold text-error" role="alert">
            {t(error)}
          </p>
        )}
        {list && list.length === 0 && <p className="p-4 text-ink-muted">{t('messages.list.empty')}</p>}
        <ul>
          {list?.map((c) => (
            <li key={c.uid}>
              <a
                href={`/messages?c=${c.uid}`}
                aria-current={c.uid === selected ? 'true' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  open(c.uid);
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
      <section
        className={`flex min-w-0 flex-col ${showingConversation ? '' : 'hidden md:flex'}`}
        data-conversation-view
      >
        {draft ? (
          <ConversationPane
            header={{ title: draft.sale.title, image: draft.sale.image, name: draft.sale.seller, avatar: null }}
            conversation={null}
            thread={{ uid: '', items: [], more: false, loading: false }}
            onBack={() => open(null)}
            onLoadOlder={loadOlder}
            send={async (body) => {
              const sent = await writeFromSale(draft.sale.uid, body);
              setDraft(null);
              setSelected(sent.conversationUid);
              await onSent(sent.message, sent.conversationUid, sent.created);
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
            thread={thread}
            onBack={() => open(null)}
            onLoadOlder={loadOlder}
            onBlock={async (blocked) => {
              await setBlocked(shown.uid, blocked);
              await reloadList();
            }}
            send={async (body) => {
              const message = await writeMessage(shown.uid, body);
              await onSent(message, shown.uid, false);
            }}
            propose={async (date) => {
              const message = await proposeVisit(shown.uid, date);
              await onSent(message, shown.uid, false);
            }}
            accept={async (messageId) => {
              await acceptProposal(shown.uid, messageId);
              // The visit's note arrives live too; fetching it makes the answer visible even before the push.
              const last = threadRef.current?.items.at(-1)?.id ?? 0;
              const slice = await fetchMessages(shown.uid, { after: last });
              setThread((th) => (th && th.uid === shown.uid ? { ...th, items: merge(th.items, slice.content) } : th));
              showToast({ severity: 'success', summary: t('messages.visit.accepted') });
            }}
          />
        ) : (
          <p className="m-auto p-6 text-ink-muted">{error ? t(error) : t('messages.select')}</p>
        )}
      </section>
    </div>
  );
}

interface PaneProps {
  header: { title: string; image: string | null; name: string; avatar: string | null };
  conversation: Conversation | null;
  thread: Thread;
  onBack: () => void;
  onLoadOlder: () => Promise<void>;
  onBlock?: (blocked: boolean) => Promise<void>;
  send: (body: string) => Promise<void>;
  /** The seller proposes a visit (ISO instant). */
  propose?: (date: string) => Promise<void>;
  /** The buyer accepts the proposal with this message id. */
  accept?: (messageId: number) => Promise<void>;
}

function stateOf(message: Message, conversation: Conversation | null): 'sent' | 'delivered' | 'read' {
  if (!conversation) return 'sent';
  if (message.id <= conversation.otherReadId) return 'read';
  if (message.id <= conversation.otherDeliveredId) return 'delivered';
  return 'sent';
}

function ConversationPane({
  header,
  conversation,
  thread,
  onBack,
  onLoadOlder,
  onBlock,
  send,
  propose,
  accept,
}: PaneProps) {
  const t = useTranslate();
  const [proposing, setProposing] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = thread.items.at(-1)?.id;
  const firstId = thread.items[0]?.id;
  const previousFirst = useRef<number | undefined>(undefined);
  const previousHeight = useRef(0);

  // New messages at the bottom: scroll to them; older ones added on top: keep what was on screen in place.
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

  const blocked = conversation
    ? conversation.blockedByMe || conversation.blockedByOther || !conversation.other.uid
    : false;
  const lastMine = [...thread.items].reverse().find((m) => m.mine);

  const composer = useRef<HTMLTextAreaElement>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = text.trim();
    if (!body || busy) return;
    setBusy(true);
    setError(null);
    try {
      await send(body);
      setText('');
      // The next message is written where this one was (issue 40): the focus stays in the box.
      composer.current?.focus();
    } catch (err) {
      setError(errorKey(err) ?? 'server-error');
    } finally {
      setBusy(false);
    }
  };

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
            {conversation?.sale.uid ? (
              <a href={`/sales/sale-detail?searchValue=${conversation.sale.uid}`} className="inline-block py-1">
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
          {conversation.role === 'buyer' && conversation.sale.uid && !conversation.blockedByMe && (
            <a
              href={appointmentHref(conversation.sale.uid)}
              className="btn btn-primary min-h-11 px-3 text-sm"
              data-conversation-book-visit
            >
              {t('messages.book-visit')}
            </a>
          )}
          {propose && conversation.role === 'seller' && conversation.sale.uid && !conversation.blockedByMe && (
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
      <div
        ref={scroller}
        // Reached and scrolled by keyboard too (axe: scrollable-region-focusable).
        tabIndex={0}
        role="region"
        aria-label={t('messages.thread.label')}
        className="flex max-h-[60vh] min-h-[40vh] flex-1 flex-col gap-2 overflow-y-auto p-3"
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
            <p>{t('messages.safety.text')}</p>
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
              <li
                key={m.id}
                className={`max-w-[85%] rounded-2xl px-3 py-2 ${m.mine ? 'self-end bg-brand-100' : 'self-start bg-sand'}`}
                data-message={m.id}
                data-mine={m.mine ? 'true' : 'false'}
              >
                <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">
                  {m.body ?? <em className="text-ink-muted">{t('messages.deleted-text')}</em>}
                </p>
                {m.body && (
                  <RiskNote
                    body={m.body}
                    mine={m.mine}
                    reportHref={conversation ? `/report?target=CONVERSATION&uid=${conversation.uid}` : null}
                  />
                )}
                {m === lastMine && (
                  <p className="mt-1 text-right text-xs text-ink-muted" data-message-state={stateOf(m, conversation)}>
                    {t(`messages.state.${stateOf(m, conversation)}`)}
                  </p>
                )}
              </li>
            ),
          )}
        </ol>
      </div>
      {conversation?.blockedByMe && <p className="px-3 py-2 text-sm font-semibold">{t('messages.blocked-by-me')}</p>}
      {conversation && !conversation.blockedByMe && blocked && (
        <p className="px-3 py-2 text-sm font-semibold">{t('messages.blocked-by-other')}</p>
      )}
      {!blocked && (
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-1 border-t border-line p-3">
          {!conversation && (
            <p className="text-sm text-ink-muted">{t('messages.new.to', { name: header.name, title: header.title })}</p>
          )}
          <label htmlFor="message-text" className="sr-only">
            {t('messages.composer.label')}
          </label>
          <div className="flex items-end gap-2">
            <textarea
              id="message-text"
              ref={composer}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                // With a keyboard and a pointer (a desktop), Enter sends and Shift+Enter breaks the line; on a
                // touch screen Enter stays a new line and the button sends.
                if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
                if (!window.matchMedia('(pointer: fine)').matches) return;
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }}
              maxLength={MESSAGE_MAX_LENGTH}
              rows={2}
              placeholder={t('messages.composer.placeholder')}
              aria-describedby="message-count"
              className="min-h-11 w-full flex-1 resize-y rounded-lg border-2 border-line px-3 py-2"
            />
            <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
              {t('messages.composer.send')}
            </button>
          </div>
          <p id="message-count" className="text-xs text-ink-muted">
            {t('messages.composer.count', { count: text.length })}
            <span className="hidden [@media(pointer:fine)]:inline"> · {t('messages.composer.keys')}</span>
          </p>
          {error && (
            <p role="alert" className="text-sm font-semibold text-error">
              {t(error)}
            </p>
          )}
        </form>
      )}
    </>
  );
}

/** A visit note in the thread: a proposal (with the buyer's one-click answer) or a change of the visit. */
function VisitNoteItem({
  message,
  visit,
  answered,
  canAccept,
  accept,
}: {
  message: Message;
  visit: VisitNote;
  answered: boolean;
  canAccept: boolean;
  accept?: ((messageId: number) => Promise<void>) | undefined;
}) {
  const t = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdrawn = visit.kind === 'proposal' && visit.withdrawn === true;
  const open = visit.kind === 'proposal' && !answered && !withdrawn && new Date(visit.date).getTime() > Date.now();
  return (
    <li
      className="w-full max-w-md self-center rounded-lg border-2 border-brand-300 bg-brand-50 px-3 py-2 text-center"
      data-message={message.id}
      data-visit-note={visit.kind === 'proposal' ? 'proposal' : visit.status}
    >
      <p className="font-semibold">{visitText(t, visit)}</p>
      {visit.kind === 'booking' && visit.reason && (
        <p className="text-sm [overflow-wrap:anywhere]">{t('messages.visit.reason', { reason: visit.reason })}</p>
      )}
      {visit.kind === 'booking' && visit.bySeller && <p className="text-sm">{t('messages.visit.by-seller')}</p>}
      {withdrawn && !answered && (
        <p className="text-sm" data-proposal-withdrawn>
          {t('messages.visit.withdrawn')}
        </p>
      )}
      {visit.kind === 'proposal' && answered && (
        <p className="text-sm text-leaf-700" data-proposal-answered>
          {t('messages.visit.answered')}
        </p>
      )}
      {open && canAccept && accept && (
        <button
          type="button"
          className="btn btn-primary mt-2"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (busy) return;
            setBusy(true);
            setError(null);
            accept(message.id)
              .catch((err: unknown) => setError(errorKey(err) ?? 'server-error'))
              .finally(() => setBusy(false));
          }}
        >
          {t('messages.visit.accept')}
        </button>
      )}
      {error && (
        <p role="alert" className="mt-1 text-sm font-semibold text-error">
          {t(error)}
        </p>
      )}
    </li>
  );
}

/** The seller's proposal: a day in the booking window and a quarter hour of the day (decision 148). */
function ProposeVisit({ propose, onClose }: { propose: (date: string) => Promise<void>; onClose: () => void }) {
  const t = useTranslate();
  const today = lisbonParts(new Date()).day;
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const minute = parseMinute(time);
    if (!day || Number.isNaN(minute)) {
      setError('messages.visit.required');
      return;
    }
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await propose(fromLisbon(day, minute).toISOString());
    } catch (err) {
      setError(errorKey(err) ?? 'server-error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      id="visit-proposal"
      className="flex shrink-0 flex-col gap-3 border-b border-line bg-brand-50 p-3"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="visit-proposal-title"
      aria-busy={busy}
      noValidate
    >
      <h3 id="visit-proposal-title" ref={heading} tabIndex={-1} className="font-bold">
        {t('messages.visit.propose-title')}
      </h3>
      <p className="text-sm text-ink-muted">{t('messages.visit.propose-hint')}</p>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor="visit-proposal-day" className={labelClass}>
            {t('messages.visit.day')}
          </label>
          <input
            id="visit-proposal-day"
            type="date"
            className={inputClass}
            min={today}
            max={addDays(today, BOOKING_WINDOW_DAYS)}
            value={day}
            onChange={(e) => setDay(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'visit-proposal-error' : undefined}
          />
        </div>
        <div>
          <label htmlFor="visit-proposal-time" className={labelClass}>
            {t('messages.visit.time')}
          </label>
          <input
            id="visit-proposal-time"
            type="time"
            className={inputClass}
            min={formatMinute(PROPOSAL_FIRST_MINUTE)}
            max={formatMinute(PROPOSAL_LAST_END_MINUTE - SLOT_MINUTES)}
            step={PROPOSAL_STEP_MINUTES * 60}
            value={time}
            onChange={(e) => setTime(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'visit-proposal-error' : undefined}
          />
        </div>
      </div>
      {error && (
        <p id="visit-proposal-error" role="alert" className="text-sm font-semibold text-error">
          {t(error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
          {t('messages.visit.send')}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t('messages.visit.close')}
        </button>
      </div>
    </form>
  );
}
