/** Sockets per client address on one instance (decision 044): the caps a /ws upgrade meets before ws reads it. */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { addressOf, trustedProxies, withClientAddress, type TrustedProxies } from '../http/client-ip.ts';
import type { Services } from '../services.ts';

/** Sockets of one client address on this instance. */
interface AddressCount {
  open: number;
  unconnected: number;
}

/** One socket's share of its address's count. */
export interface Slot {
  count: AddressCount;
  /** Past CONNECT (or closed): no longer among the address's unconnected sockets. */
  connected: boolean;
}

export interface AddressCaps {
  /**
   * Counts a new socket for its address, or answers undefined when the address is at a cap. The count is given back
   * when the TCP socket closes, whatever ended it (failed handshake, ERROR, the peer, shutdown), so no path can leak it.
   */
  admit(req: IncomingMessage, socket: Duplex): Slot | undefined;
  /** The socket completed CONNECT (or closed): it leaves its address's unconnected count. */
  connected(slot: Slot | undefined): void;
  /** Every open socket, connected or not. */
  sockets(): number;
}

/**
 * Sockets per client address, counted from the upgrade until the TCP socket closes. RATE_LIMITS=off (load benchmarks,
 * Playwright) lifts the caps as it lifts the API's limits; the counts go on.
 */
export function addressCaps(
  env: Pick<Services['env'], 'RATE_LIMITS' | 'TRUSTED_PROXIES'>,
  limits: { maxSocketsPerAddress: number; maxUnconnectedPerAddress: number },
): AddressCaps {
  const capped = env.RATE_LIMITS !== 'off';
  const trusted = trustedProxies(env.TRUSTED_PROXIES);
  const byAddress = new Map<string, AddressCount>();
  let openSockets = 0;
  const connected = (slot: Slot | undefined): void => {
    if (!slot || slot.connected) return;
    slot.connected = true;
    slot.count.unconnected -= 1;
  };
  return {
    connected,
    sockets: () => openSockets,
    admit(req, socket) {
      const address = clientAddress(req, trusted);
      let count = byAddress.get(address);
      if (
        capped &&
        count &&
        (count.open >= limits.maxSocketsPerAddress || count.unconnected >= limits.maxUnconnectedPerAddress)
      )
        return undefined;
      if (!count) byAddress.set(address, (count = { open: 0, unconnected: 0 }));
      count.open += 1;
      count.unconnected += 1;
      openSockets += 1;
      const slot: Slot = { count, connected: false };
      socket.once('close', () => {
        openSockets -= 1;
        slot.count.open -= 1;
        connected(slot);
        if (slot.count.open === 0) byAddress.delete(address);
      });
      return slot;
    },
  };
}

/** The client behind the upgrade: the rule the API's limits use (decision 112), IPv6 as its /64. */
function clientAddress(req: IncomingMessage, trusted: TrustedProxies): string {
  const header = req.headers['x-forwarded-for'];
  const forwarded = Array.isArray(header) ? header.join(', ') : header;
  let request: Request;
  try {
    request = new Request(
      'http://upgrade/',
      forwarded === undefined ? {} : { headers: { 'x-forwarded-for': forwarded } },
    );
  } catch {
    // A header value Request refuses: count the peer itself, as without a proxy (never fewer refusals).
    request = new Request('http://upgrade/');
  }
  return addressOf(withClientAddress(request, req.socket.remoteAddress ?? ''), trusted);
}
