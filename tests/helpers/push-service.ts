/**
 * A push service of our own for tests (issue 42): the outside world a browser vendor runs (FCM, Mozilla's autopush),
 * faked as an HTTPS server on 127.0.0.1 that does what theirs do with a push from `web-push`: checks the VAPID
 * signature (RFC 8292) against the key the device subscribed with, decrypts the payload (RFC 8291, aes128gcm) with
 * the device's private key, and answers 201, or 410 for a subscription it was told is gone.
 *
 * Its certificate (push-service/cert.pem, for localhost and 127.0.0.1) is trusted by the server under test through
 * NODE_EXTRA_CA_CERTS (the journeys' server) or the global agent (in-process tests).
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { createServer, globalAgent, type Server } from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { importJWK, jwtVerify } from 'jose';

const dir = path.join(import.meta.dirname, 'push-service');
export const PUSH_SERVICE_CERT = path.join(dir, 'cert.pem');

interface Ece {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: Buffer },
  ): Buffer;
}
const ece = createRequire(import.meta.url)('http_ece') as Ece;

/** A device as a browser's PushSubscription.toJSON() gives it, with the private half the browser keeps. */
export interface FakeDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Pushes received for it, decrypted and parsed, oldest first. */
  received: unknown[];
  /** Answer 410 Gone from now on (the person cleared the browser's data). */
  expire(): void;
  /** Pushes that arrived while it was silent and were never answered. */
  unanswered: number;
}

export interface PushService {
  /** `localhost:<port>`: what PUSH_LOCAL_SERVICE names to let the server post here. */
  host: string;
  /**
   * A new device subscribed with the site's `publicKey`. A `silent` one is a push service that takes the connection
   * and the push, and never answers (what an attacker's own endpoint may do).
   */
  device(publicKey: string, options?: { silent?: boolean }): FakeDevice;
  /** Pushes to silent devices waiting for an answer now. */
  hanging(): number;
  /** Every push refused and why (a bad signature, a wrong audience, an unknown device): tests expect none. */
  refusals: string[];
  /** Resolves with the next push for `device` (or the first already waiting beyond `seen`). */
  next(device: FakeDevice, seen?: number, timeoutMs?: number): Promise<unknown>;
  /** Called with each push once decrypted (the journeys hand it to the browser). */
  onPush?: (device: FakeDevice, payload: string) => void | Promise<void>;
  close(): Promise<void>;
}

interface Held extends FakeDevice {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  publicKey: string;
  gone: boolean;
  silent: boolean;
}

const b64u = (bytes: Buffer) => bytes.toString('base64url');

/** Verifies `Authorization: vapid t=<jwt>, k=<key>` as a push service does; returns why it refuses, or null. */
async function vapidRefusal(header: string | undefined, device: Held, audience: string): Promise<string | null> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return `no VAPID authorization: ${header ?? '(none)'}`;
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== device.publicKey) return 'signed with another key than the device subscribed with';
  const raw = Buffer.from(key, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) };
  try {
    const { payload } = await jwtVerify(token, await importJWK(jwk, 'ES256'), { audience, algorithms: ['ES256'] });
    if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) return `bad subject ${payload.sub}`;
    if (!payload.exp || payload.exp * 1000 - Date.now() > 24 * 3600_000) return 'expiry beyond 24 h';
  } catch (error) {
    return `bad signature: ${String(error)}`;
  }
  return null;
}

export async function startPushService(port = 0): Promise<PushService> {
  const devices = new Map<string, Held>();
  const waiters: (() => void)[] = [];
  const held = new Set<ServerResponse>();
  const service: PushService = {
    host: '',
    refusals: [],
    hanging: () => held.size,
    device(publicKey, { silent = false } = {}) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      const device: Held = {
        endpoint: `https://${service.host}/push/${id}`,
        keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
        received: [],
        expire: () => (device.gone = true),
        unanswered: 0,
        ecdh,
        auth,
        publicKey,
        gone: false,
        silent,
      };
      devices.set(id, device);
      return device;
    },
    async next(device, seen = device.received.length, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (device.received.length <= seen) {
        if (Date.now() > deadline)
          throw new Error(`no push within ${timeoutMs} ms (refusals: ${service.refusals.join('; ')})`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return device.received[seen];
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server: Server = createServer(
    { cert: readFileSync(PUSH_SERVICE_CERT), key: readFileSync(path.join(dir, 'key.pem')) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        void (async () => {
          const device = devices.get(/^\/push\/([0-9a-f-]{36})$/.exec(req.url ?? '')?.[1] ?? '');
          const refuse = (status: number, why: string) => {
            service.refusals.push(why);
            res.writeHead(status).end(why);
          };
          if (req.method !== 'POST' || !device) return refuse(404, `unknown ${req.method} ${req.url}`);
          if (device.gone) return void res.writeHead(410).end();
          if (device.silent) {
            device.unanswered++;
            held.add(res);
            res.on('close', () => held.delete(res));
            return;
          }
          const refusal = await vapidRefusal(req.headers.authorization, device, `https://${service.host}`);
          if (refusal) return refuse(403, refusal);
          if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(400, 'not aes128gcm');
          if (!/^\d+$/.test(String(req.headers.ttl ?? ''))) return refuse(400, 'no TTL');
          let payload: string;
          try {
            payload = ece
              .decrypt(Buffer.concat(chunks), {
                version: 'aes128gcm',
                privateKey: device.ecdh,
                authSecret: device.auth,
              })
              .toString('utf8');
          } catch (error) {
            return refuse(400, `undecryptable: ${String(error)}`);
          }
          device.received.push(JSON.parse(payload));
          await service.onPush?.(device, payload);
          res.writeHead(201).end();
          for (const wake of waiters.splice(0)) wake();
        })();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  service.host = `localhost:${(server.address() as AddressInfo).port}`;
  return service;
}

/** In-process tests: the server's HTTPS requests trust the push service's certificate (as NODE_EXTRA_CA_CERTS would). */
export function trustPushService(): void {
  globalAgent.options.ca = [readFileSync(PUSH_SERVICE_CERT)];
}
