/**
 * What the API client reports to the layers above it, so lib/ imports none of them (decision 059): the
 * loading store counts requests, the session store signs out on 401/403. Each store wires its own handlers
 * when it loads; an event raised before its handler exists waits for it (an island's first call can come
 * back before the signed-in area, which brings the session store, has loaded). A store the page has not loaded yet is
 * asked for by the event's name (lib/shell/on-demand.ts): the first counted request brings the loading overlay
 * (decision 214).
 */
import { need } from '../shell/on-demand.ts';

export interface ApiEvents {
  /** A counted request is on the network (every one but the silent token refresh). */
  requestStart: () => void;
  /** ...and is over, whatever its outcome. */
  requestEnd: () => void;
  /** 401 for the token this browser holds now. */
  unauthorized: () => void;
  /** 403 for the token this browser holds now. */
  forbidden: () => void;
  /** A failure for a token this browser has since replaced (a new password in another tab). */
  staleToken: () => void;
}

type EventName = keyof ApiEvents;

const handlers: Partial<ApiEvents> = {};
const waiting: EventName[] = [];
// A page whose session store never loads (a visitor's) must not grow this without end.
const MAX_WAITING = 100;

/** Raised by the client. */
export function emitApiEvent(name: EventName): void {
  const handler = handlers[name];
  if (handler) return handler();
  if (waiting.length < MAX_WAITING) waiting.push(name);
  void need(name);
}

/** Called once by each store for the events it owns; events that were waiting for these handlers run now, in order. */
export function onApiEvents(owned: Partial<ApiEvents>): void {
  Object.assign(handlers, owned);
  const ready = waiting.filter((name) => handlers[name]);
  waiting.splice(0, waiting.length, ...waiting.filter((name) => !handlers[name]));
  for (const name of ready) handlers[name]?.();
}
