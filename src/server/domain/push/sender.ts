/**
 * Sends one push to one device (issue 42, decision 190) through the kept library `web-push`: it signs the request
 * with our VAPID key (RFC 8292) and encrypts the payload for the device (RFC 8291). The key pair is VAPID_*_KEY, or
 * a pair generated once into DATA_DIR/vapid.json, as the session tokens' secret is (context.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Env } from '../../env.ts';
import { logger } from '../../log.ts';
import type { PushPayload } from '../../../lib/push/kinds.ts';

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

/** `sent`; `gone` when the push service says the subscription no longer exists (404, 410); else `failed`. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  /** The public key browsers subscribe with (applicationServerKey). */
  publicKey: string;
  send(device: PushDevice, payload: PushPayload, options?: { urgent?: boolean }): Promise<PushOutcome>;
}

/** How long a push service keeps a push for a device that is off: a day, then it is not news any more. */
const TTL_SECONDS = 24 * 60 * 60;
/** A push service that does not answer within this is counted as failed (the pass goes on with the next). */
const TIMEOUT_MS = 10_000;

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

export function createPushSender(keys: VapidKeys, subject: string): PushSender {
  return {
    publicKey: keys.publicKey,
    async send(device, payload, { urgent = false } = {}) {
      try {
        await webpush.sendNotification(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: TTL_SECONDS,
            urgency: urgent ? 'high' : 'normal',
            // A newer push of the same conversation or notification replaces one the device has not received yet.
            topic: payload.tag.replace(/[^A-Za-z0-9]/g, '').slice(-32),
            timeout: TIMEOUT_MS,
          },
        );
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return 'gone';
        logger.error('push failed', { service: new URL(device.endpoint).host, status, error: String(error) });
        return 'failed';
      }
    },
  };
}
