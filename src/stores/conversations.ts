/**
 * `$unreadMessages` and the conversation events of the signed-in person, live over /ws (/user/queue/messages).
 * A message of the other person is marked delivered as soon as a tab receives it, unless a listener (the open
 * conversation on /messages) reads it there and then. After every (re)subscription the count is fetched again
 * and listeners are told to catch up by message id (decision 146).
 */
import { atom, onMount } from 'nanostores';
import { fetchUnreadMessages, markConversation, type ConversationEvent } from '../lib/api/conversations.ts';
import { CONVERSATION_DESTINATION } from '../lib/realtime/destinations.ts';
import { connectRealtime, type RealtimeConnection } from '../lib/realtime/realtime-client.ts';
import { $session } from './session.ts';

export const $unreadMessages = atom(0);

export interface ConversationListener {
  /** A pushed event; answer true when the person is reading that conversation now (it marks it read itself). */
  onEvent(event: ConversationEvent): boolean;
  /** Subscribed again after a gap: fetch what was missed. */
  onResubscribed(): void;
}

const listeners = new Set<ConversationListener>();
let subscriptions = 0;

/** Registers a listener and keeps the connection open while it is; returns what removes it. */
export function listenToConversations(listener: ConversationListener): () => void {
  listeners.add(listener);
  const stop = $unreadMessages.listen(() => undefined);
  return () => {
    listeners.delete(listener);
    stop();
  };
}

function refreshCount(): void {
  fetchUnreadMessages()
    .then((n) => {
      if ($session.get().loggedIn) $unreadMessages.set(n);
    })
    .catch(() => undefined);
}

function handle(body: string): void {
  let event: ConversationEvent;
  try {
    event = JSON.parse(body) as ConversationEvent;
  } catch {
    return;
  }
  $unreadMessages.set(event.totalUnread);
  let reading = false;
  for (const listener of listeners) reading = listener.onEvent(event) || reading;
  if (event.type === 'message' && !event.message.mine && !reading) {
    void markConversation(event.conversationId, 'delivered', event.message.id).catch(() => undefined);
  }
}

let connection: RealtimeConnection | undefined;
let token: string | undefined;

function connect(next: string): void {
  if (connection && token === next) return;
  disconnect();
  token = next;
  subscriptions = 0;
  connection = connectRealtime(
    {
      onPush: handle,
      onSubscribed: () => {
        subscriptions += 1;
        refreshCount();
        if (subscriptions > 1) for (const listener of listeners) listener.onResubscribed();
      },
    },
    { destination: CONVERSATION_DESTINATION },
  );
}

function disconnect(): void {
  const current = connection;
  connection = undefined;
  token = undefined;
  void current?.stop();
  $unreadMessages.set(0);
}

onMount($unreadMessages, () => {
  const stop = $session.subscribe((session) => (session.loggedIn ? connect(session.token) : disconnect()));
  return () => {
    stop();
    disconnect();
  };
});
