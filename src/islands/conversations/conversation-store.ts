/**
 * The state of /messages (issue 17, decision 146) outside its components: the list of conversations, the open one
 * and its thread. Pushed messages are merged by id, the open conversation is marked read while it is on screen,
 * and a reconnection catches up by the last message id. One store per mounted island (`createConversationStore`).
 */
import { map, type MapStore } from 'nanostores';
import {
  fetchAboutSale,
  fetchConversation,
  fetchConversations,
  fetchMessages,
  markConversation,
  type AboutSale,
  type Conversation,
  type ConversationEvent,
  type Message,
} from '../../lib/api/conversations.ts';
import { errorKey } from '../../lib/api/client.ts';
import { listenToConversations } from '../../stores/conversations.ts';
import { pushTag } from '../../lib/push/kinds.ts';
import { closeShownPushes } from '../../lib/push/shown.ts';

/** The open conversation's messages, ascending by id, and whether older ones remain. */
export interface Thread {
  uid: string;
  items: Message[];
  more: boolean;
  loading: boolean;
}

export interface ConversationsState {
  /** Null until the first answer. */
  list: Conversation[] | null;
  selected: string | null;
  /** A conversation to start from an advert (`?advert=` with no conversation yet). */
  draft: AboutSale | null;
  thread: Thread | null;
  /** The selected conversation fetched alone, when the list's page does not hold it. */
  single: Conversation | null;
  /** A translation key. */
  error: string | null;
}

/** `items` and `added` as one list, each id once (the newer copy wins), ascending. */
export function mergeMessages(items: Message[], added: Message[]): Message[] {
  const byId = new Map(items.map((m) => [m.id, m]));
  for (const m of added) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The list after a pushed event: a receipt updates the ticks and count; a message moves its conversation to the top
 * with its count (none while the reader reads it). Undefined when the conversation is not in the list (read it again).
 */
export function listAfter(
  list: Conversation[],
  event: ConversationEvent,
  reading: boolean,
): Conversation[] | undefined {
  const found = list.find((c) => c.uid === event.conversationId);
  if (!found) return undefined;
  if (event.type === 'receipt') {
    const { otherDeliveredId, otherReadId, unread } = event;
    return list.map((c) => (c.uid === event.conversationId ? { ...c, otherDeliveredId, otherReadId, unread } : c));
  }
  const updated = { ...found, lastMessage: event.message, unread: reading ? 0 : event.unread };
  return [updated, ...list.filter((c) => c.uid !== event.conversationId)];
}

const visible = () => typeof document !== 'undefined' && document.visibilityState === 'visible';

export type ConversationStore = ReturnType<typeof createConversationStore>;

export function createConversationStore(initial: { selected: string | null } = { selected: null }) {
  const $state: MapStore<ConversationsState> = map<ConversationsState>({
    list: null,
    selected: initial.selected,
    draft: null,
    thread: null,
    single: null,
    error: null,
  });
  const fail = (e: unknown) => $state.setKey('error', errorKey(e) ?? 'messages.load-error');
  const threadOf = (uid: string, change: (thread: Thread) => Thread) => {
    const thread = $state.get().thread;
    if (thread && thread.uid === uid) $state.setKey('thread', change(thread));
  };

  // Reloads overlap (pushes in a burst): only the last one asked may set the list, an older answer is stale.
  let listRequest = 0;
  let listLoading = false;
  async function reloadList(): Promise<void> {
    const mine = (listRequest += 1);
    listLoading = true;
    try {
      const page = await fetchConversations();
      if (mine !== listRequest) return;
      $state.setKey('list', page.content);
      fetchAloneIfMissing();
    } catch {
      if (mine === listRequest) $state.setKey('error', 'messages.load-error');
    } finally {
      if (mine === listRequest) listLoading = false;
    }
  }

  /** A conversation opened by its address before the list has it (another page of the list): fetched alone. */
  function fetchAloneIfMissing(): void {
    const { selected, list, single } = $state.get();
    if (!selected || list === null || list.some((c) => c.uid === selected) || single?.uid === selected) return;
    fetchConversation(selected)
      .then((conversation) => {
        if ($state.get().selected === selected) $state.setKey('single', conversation);
      })
      .catch(fail);
  }

  function markRead(uid: string, upTo: number): void {
    const list = $state.get().list;
    if (list)
      $state.setKey(
        'list',
        list.map((c) => (c.uid === uid ? { ...c, unread: 0 } : c)),
      );
    void markConversation(uid, 'read', upTo).catch(() => undefined);
    void closeShownPushes(pushTag.conversation(uid));
  }

  /** Opens a conversation (null: none): its newest messages, marked read. */
  function select(uid: string | null): void {
    $state.set({ ...$state.get(), selected: uid, draft: null, thread: uid ? loadingThread(uid) : null });
    if (!uid) return;
    fetchAloneIfMissing();
    fetchMessages(uid)
      .then((slice) => {
        if ($state.get().selected !== uid) return;
        $state.setKey('thread', { uid, items: slice.content, more: slice.more, loading: false });
        const last = slice.content.at(-1);
        if (last) markRead(uid, last.id);
      })
      .catch((e: unknown) => {
        if ($state.get().selected === uid) fail(e);
      });
  }

  /** Coming from an advert: its conversation when there is one (its uid), or a draft to start one (null). */
  async function startFromAdvert(advert: string): Promise<string | null> {
    try {
      const about = await fetchAboutSale(advert);
      if (about.conversation) {
        select(about.conversation.uid);
        return about.conversation.uid;
      }
      $state.setKey('draft', about);
    } catch (e) {
      fail(e);
    }
    return null;
  }

  /** A pushed event; true when the person is reading that conversation now (it is marked read here). */
  function receive(event: ConversationEvent): boolean {
    const { selected, list } = $state.get();
    const reading = event.conversationId === selected && visible();
    // A list read before this event may answer after it: read it again, the older answer is dropped.
    if (listLoading) void reloadList();
    if (list) {
      const next = listAfter(list, event, reading);
      if (next) $state.setKey('list', next);
      else void reloadList();
    }
    if (event.type !== 'message' || event.conversationId !== selected) return false;
    threadOf(selected, (th) => ({ ...th, items: mergeMessages(th.items, [event.message]) }));
    if (!reading || event.message.mine) return false;
    void markConversation(selected, 'read', event.message.id).catch(() => undefined);
    return true;
  }

  /** Subscribed again after a gap: the list again, and the open thread's messages after its last. */
  async function catchUp(): Promise<void> {
    void reloadList();
    await fetchAfterLast();
  }

  async function fetchAfterLast(): Promise<void> {
    const thread = $state.get().thread;
    const last = thread?.items.at(-1);
    if (!thread || !last) return;
    const slice = await fetchMessages(thread.uid, { after: last.id }, 100);
    threadOf(thread.uid, (th) => ({ ...th, items: mergeMessages(th.items, slice.content) }));
    const newest = slice.content.at(-1);
    if (newest && visible()) markRead(thread.uid, newest.id);
  }

  async function loadOlder(): Promise<void> {
    const thread = $state.get().thread;
    const first = thread?.items[0];
    if (!thread || !thread.more || thread.loading || !first) return;
    $state.setKey('thread', { ...thread, loading: true });
    const slice = await fetchMessages(thread.uid, { before: first.id });
    threadOf(thread.uid, (th) => ({
      ...th,
      items: mergeMessages(slice.content, th.items),
      more: slice.more,
      loading: false,
    }));
  }

  /** The person's own message, sent: in its thread and as its conversation's last line. */
  async function sent(message: Message, uid: string, created: boolean): Promise<void> {
    const { list, selected } = $state.get();
    if (created || !list?.some((c) => c.uid === uid)) await reloadList();
    // A draft became a conversation: it opens, with this message in it before its thread arrives.
    if (selected !== uid) select(uid);
    threadOf(uid, (th) => ({ ...th, items: mergeMessages(th.items, [message]) }));
    const current = $state.get().list;
    if (current)
      $state.setKey(
        'list',
        current.map((c) => (c.uid === uid ? { ...c, lastMessage: message } : c)),
      );
  }

  return {
    $state,
    reloadList,
    select,
    startFromAdvert,
    receive,
    catchUp,
    loadOlder,
    sent,
    /** After an action whose note arrives live too (a proposal accepted): fetched now, visible before the push. */
    fetchAfterLast,
    /** Live events while the page is open; returns what stops them. */
    listen: () => listenToConversations({ onEvent: receive, onResubscribed: () => void catchUp() }),
  };
}

function loadingThread(uid: string): Thread {
  return { uid, items: [], more: false, loading: true };
}
