/** The event bus through a NATS broker (BUS_URL): JetStream keeps what was committed while an instance or the broker was away. */
import { randomUUID } from 'node:crypto';
import {
  DiscardPolicy,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type ConsumerMessages,
} from '@nats-io/jetstream';
import { connect, nanos, type ConnectionOptions, type NatsConnection } from '@nats-io/transport-node';
import { publishCommittedEvents } from '../db/transaction.ts';
import type { Database } from '../db/client.ts';
import { logger } from '../log.ts';
import { fanOut, type NotificationBus } from './bus.ts';
import type { BusEvent } from './events.ts';

/** The stream as created when missing (decision 187): a few minutes of events, on disk, small. */
export const STREAM_LIMITS = { maxAgeMs: 5 * 60_000, maxBytes: 256 * 1024 * 1024, duplicateWindowMs: 2 * 60_000 };
/** What an instance keeps of its committed events while the broker does not take them; past it the oldest go. */
export const OUTBOX_LIMIT_BYTES = 16 * 1024 * 1024;
/** Publications awaiting the broker's acknowledgement at once. */
const IN_FLIGHT = 256;

export interface NatsBusOptions {
  url: string;
  /** The stream's name; its subject is `<stream>.events`. */
  stream?: string | undefined;
}

/**
 * Connects (refusing to start when the broker cannot be reached), creates the stream when missing, reads it from
 * its end, and makes `database` publish each transaction's events after its commit. The instance keeps the sequence
 * of the last event it delivered: when the connection comes back (the broker restarted, the network healed) it reads
 * again from the next one, so what was committed meanwhile arrives once.
 */
export async function startNatsBus(database: Pick<Database, 'db'>, options: NatsBusOptions): Promise<NotificationBus> {
  const stream = options.stream ?? 'patinhas';
  const subject = `${stream}.events`;
  const nc = await connect({ ...connectionOptions(options.url), name: `patinhas ${stream}` }).catch(
    (error: unknown) => {
      throw new Error(`BUS_URL: cannot reach the NATS broker at ${redact(options.url)}: ${String(error)}`);
    },
  );
  let closed = false;
  try {
    const jsm = await jetstreamManager(nc);
    const info = await jsm.streams.info(stream).catch(async (error: unknown) => {
      if (!String(error).includes('stream not found')) throw error;
      return jsm.streams.add({
        name: stream,
        subjects: [subject],
        storage: StorageType.File,
        retention: RetentionPolicy.Limits,
        discard: DiscardPolicy.Old,
        max_age: nanos(STREAM_LIMITS.maxAgeMs),
        max_bytes: STREAM_LIMITS.maxBytes,
        duplicate_window: nanos(STREAM_LIMITS.duplicateWindowMs),
        num_replicas: 1,
      });
    });
    const js = jetstream(nc);
    const handlers = new Set<(event: BusEvent) => void>();
    // From the stream's end: an instance pushes what is committed from its start on.
    let delivered = info.state.last_seq;
    let messages: ConsumerMessages | undefined;
    const follow = async () => {
      const consumer = await js.consumers.get(stream, { opt_start_seq: delivered + 1 });
      messages = await consumer.consume({
        max_messages: 1000,
        callback: (msg) => {
          // A consumer replaced after a reconnect may still hand over what its successor delivers again.
          if (msg.seq <= delivered) return;
          delivered = msg.seq;
          fanOut(handlers, msg.string());
        },
      });
    };
    await follow();
    // The client's own consumer recovery after a broker restart can stall for half a minute: a fresh one resumes now.
    let resuming = Promise.resolve();
    const resume = async () => {
      for (let attempt = 0; !closed; attempt += 1) {
        messages?.stop();
        try {
          await follow();
          return;
        } catch (error) {
          logger.warn('realtime: NATS consumer not back yet', { error: String(error) });
          await new Promise((resolve) => setTimeout(resolve, Math.min(250 * 2 ** attempt, 2000)));
        }
      }
    };
    const outbox = createOutbox(nc, subject);
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === 'disconnect') {
          logger.warn('realtime: NATS connection lost', { server: status.server });
          outbox.online(false);
        } else if (status.type === 'reconnect') {
          logger.info('realtime: NATS connection back', { server: status.server });
          outbox.online(true);
          resuming = resuming.then(resume);
        }
      }
    })();
    const detach = publishCommittedEvents(database.db, (payloads) => outbox.add(payloads));
    return {
      subscribe(handler) {
        handlers.add(handler);
        return () => handlers.delete(handler);
      },
      async close() {
        if (closed) return;
        closed = true;
        detach();
        handlers.clear();
        await outbox.flush(2000);
        await resuming;
        await messages?.close().catch(() => {});
        await nc.drain().catch(() => nc.close());
      },
    };
  } catch (error) {
    closed = true;
    await nc.close();
    throw error;
  }
}

interface Outbox {
  add(payloads: string[]): void;
  /** The connection went away (false) or came back (true). */
  online(up: boolean): void;
  /** Waits until everything was acknowledged, or `ms`. */
  flush(ms: number): Promise<void>;
}

/**
 * Committed events on their way to the stream: each is published until the broker acknowledges it (its id lets the
 * stream drop a second copy), in order, with up to IN_FLIGHT at once. While the broker is away they wait here, up
 * to OUTBOX_LIMIT_BYTES; past that the oldest are dropped and logged (those pushes are lost; the rows are not).
 */
function createOutbox(nc: NatsConnection, subject: string): Outbox {
  const js = jetstream(nc, { timeout: 5000 });
  let waiting: { seq: number; id: string; payload: string }[] = [];
  let seq = 0;
  let bytes = 0;
  let inFlight = 0;
  let dropped = 0;
  let connected = true;
  let retry: NodeJS.Timeout | undefined;
  const idle = new Set<() => void>();

  const settle = () => {
    if (inFlight === 0 && waiting.length === 0) for (const wake of idle) wake();
  };
  const pump = (): void => {
    while (inFlight < IN_FLIGHT && waiting.length > 0 && connected && !retry && !nc.isClosed()) {
      const entry = waiting.shift() as (typeof waiting)[number];
      inFlight += 1;
      js.publish(subject, entry.payload, { msgID: entry.id }).then(
        () => {
          inFlight -= 1;
          bytes -= entry.payload.length;
          pump();
          settle();
        },
        (error: unknown) => {
          inFlight -= 1;
          // Back in its place, tried again shortly or when the client has reconnected.
          waiting.push(entry);
          if (!retry && !nc.isClosed()) {
            logger.warn('realtime: NATS publish failed, retrying', { error: String(error), waiting: waiting.length });
            retry = setTimeout(() => {
              retry = undefined;
              waiting.sort((a, b) => a.seq - b.seq);
              pump();
            }, 250);
          }
          settle();
        },
      );
    }
  };
  return {
    add(payloads) {
      for (const payload of payloads) {
        waiting.push({ seq: (seq += 1), id: randomUUID(), payload });
        bytes += payload.length;
      }
      if (bytes > OUTBOX_LIMIT_BYTES) {
        let cut = 0;
        while (bytes > OUTBOX_LIMIT_BYTES && cut < waiting.length) {
          bytes -= (waiting[cut] as { payload: string }).payload.length;
          cut += 1;
        }
        waiting = waiting.slice(cut);
        dropped += cut;
        logger.error('realtime: NATS away too long, dropped the oldest committed events', { dropped });
      }
      pump();
    },
    online(up) {
      connected = up;
      if (!up) return;
      waiting.sort((a, b) => a.seq - b.seq);
      pump();
    },
    async flush(ms) {
      let wake = () => {};
      const done = new Promise<void>((resolve) => idle.add((wake = resolve)));
      settle();
      const timer = setTimeout(wake, ms);
      await done;
      clearTimeout(timer);
      idle.delete(wake);
      clearTimeout(retry);
    },
  };
}

/** BUS_URL as the client's options: user and password (or a token alone) in the address, tls:// for TLS. */
function connectionOptions(url: string): ConnectionOptions {
  const parsed = new URL(url);
  const user = decodeURIComponent(parsed.username);
  const pass = decodeURIComponent(parsed.password);
  return {
    servers: `${parsed.hostname}:${parsed.port || 4222}`,
    ...(parsed.protocol === 'tls:' && { tls: {} }),
    ...(user && pass ? { user, pass } : user ? { token: user } : {}),
    // Forever, soon: events committed meanwhile wait in the outbox, the consumer resumes where it was.
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
    reconnectJitter: 100,
    pingInterval: 10_000,
  };
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.username || parsed.password) [parsed.username, parsed.password] = ['…', ''];
  return parsed.toString();
}
