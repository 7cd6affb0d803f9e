/** A person's tokens died (decision 045): their sessions on this instance end now, not at the next re-check. */
import type { BusEvent } from '../events.ts';
import type { Delivery } from './delivery.ts';

export async function deliverRevocation(event: Extract<BusEvent, { kind: 'revoke' }>, to: Delivery): Promise<void> {
  to.revoke(event.userId);
}
