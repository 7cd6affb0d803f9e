/**
 * Sends one push to one device (issue 42, decision 190) with the kept library `web-push`, which signs the request
 * with our VAPID key (RFC 8292) and encrypts the payload for the device (RFC 8291). The request itself is ours
 * (issue 52, decision 198): it goes to the URL the endpoint check read, never to what another parser makes of it, to
 * a public address only, and gives up after PUSH_TIMEOUT_MS. The key pair is VAPID_*_KEY, or a pair generated once
 * into DATA_DIR/vapid.json, as the session tokens' secret is (context.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { isIP } from 'node:net';
import path from 'node:path';
import webpush from 'web-push';
import type { Env } from '../../env.ts';
import { logger } from '../../log.ts';
import type { PushPayload } from '../../../lib/push/kinds.ts';
import { isPublicAddress, PrivateAddressError, publicOnlyLookup } from './address-guard.ts';
import { pushEndpoint } from './endpoint.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A device as the browser's PushSubscription describes it. */
export interface PushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * `sent`; `gone` when the push service says the subscription no longer exists (404, 410); `failed` when it refused,
 * did not answer within PUSH_TIMEOUT_MS, or the endpoint is not one the server posts to.
 */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  /** The public key browsers subscribe with (applicationServerKey). */
  publicKey: string;
  send(device: PushDevice, payload: PushPayload, options?: { urgent?: boolean }): Promise<PushOutcome>;
}

/** How long a push service keeps a push for a device that is off: a day, then it is not news any more. */
const TTL_SECONDS = 24 * 60 * 60;
/** A push service that has not answered within this is counted as failed: one device never holds a pass up longer. */
export const PUSH_TIMEOUT_MS = 4_000;
/** What is read of a push service's answer: its status is all that matters. */
const ANSWER_MAX_BYTES = 4096;

/** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a pair generated once and kept in DATA_DIR (in memory for memory://). */
export function loadVapidKeys(env: Env): VapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  if (env.DATA_DIR.startsWith('memory://')) return webpush.generateVAPIDKeys();
  const file = path.join(env.DATA_DIR, 'vapid.json');
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
  }
  const { publicKey, privateKey } = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  return { publicKey, privateKey };
}

/** VAPID_SUBJECT, or mailto: with MAIL_FROM's address: whom a push service writes to about our pushes. */
export function vapidSubject(env: Env): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const address = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM.trim();
  return `mailto:${address}`;
}

/** Where a push may go: PUSH_SERVICES and PUSH_LOCAL_SERVICE (the endpoint check), and the time it may take. */
export interface PushRoutes {
  services: string;
  local?: string | undefined;
  timeoutMs?: number;
}

export function createPushSender(keys: VapidKeys, subject: string, routes: PushRoutes): PushSender {
  const timeoutMs = routes.timeoutMs ?? PUSH_TIMEOUT_MS;
  return {
    publicKey: keys.publicKey,
    async send(device, payload, { urgent = false } = {}) {
      const url = pushEndpoint(device.endpoint, routes.services, routes.local);
      // Kept before the check was this strict, or before PUSH_SERVICES changed: forgotten, never posted to.
      if (!url) return 'gone';
      try {
        const details = webpush.generateRequestDetails(
          { endpoint: url.href, keys: { p256dh: device.p256dh, auth: device.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: TTL_SECONDS,
            urgency: urgent ? 'high' : 'normal',
            // A newer push of the same conversation or notification replaces one the device has not received yet.
            topic: payload.tag.replace(/[^A-Za-z0-9]/g, '').slice(-32),
          },
        );
        // The operator's own push service (tests) lives on their network; every other one must be public.
        const local = Boolean(routes.local) && url.host === routes.local?.toLowerCase();
        const status = await post(url, details, timeoutMs, local);
        if (status >= 200 && status < 300) return 'sent';
        if (status === 404 || status === 410) return 'gone';
        logger.warn('push refused by its service', { service: url.host, status });
        return 'failed';
      } catch (error) {
        logger.warn('push failed', { service: url.host, error: String(error) });
        return 'failed';
      }
    },
  };
}

/** POSTs the push to `url` and resolves with the status of the answer, whose body is read and dropped. */
function post(url: URL, details: webpush.RequestDetails, timeoutMs: number, local: boolean): Promise<number> {
  // A name is checked where the socket opens (the lookup); an address literal never goes through a lookup.
  if (!local && isIP(url.hostname) && !isPublicAddress(url.hostname)) {
    return Promise.reject(new PrivateAddressError(url.hostname, url.hostname));
  }
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: details.method,
        headers: details.headers,
        ...(local ? {} : { lookup: publicOnlyLookup }),
        signal: AbortSignal.timeout(timeoutMs),
      },
      (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_MAX_BYTES) res.destroy();
        });
        res.on('close', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(details.body);
  });
}
