/**
 * This browser's side of push (issue 42, decision 190): whether it can, asking the person, subscribing through the
 * site's service worker and telling the server. Permission is only ever asked from a tap on our own button.
 */
import { deletePushDevice, fetchPushDevices, savePushDevice, type PushDevice } from '../api/push.ts';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

const DISMISSED = 'patinhas.push-offer';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext
  );
}

/** This browser's subscription, if push is on here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

const base64url = (bytes: ArrayBuffer | null | undefined): string =>
  bytes
    ? btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    : '';

/**
 * Asks the person (the browser's own question), subscribes this browser with the site's key and keeps the device on
 * the server. A subscription made with an older key of the site is replaced.
 */
export async function turnPushOn(): Promise<{ state: PushState; device?: PushDevice }> {
  if (!pushSupported()) return { state: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { state: permission === 'denied' ? 'denied' : 'off' };
  const { publicKey } = await fetchPushDevices();
  const registration = await navigator.serviceWorker.register('/sw.js');
  await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && base64url(subscription.options.applicationServerKey) !== publicKey) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
  const { endpoint, keys } = subscription.toJSON();
  const device = await savePushDevice({
    endpoint: endpoint as string,
    keys: { p256dh: keys?.['p256dh'] ?? '', auth: keys?.['auth'] ?? '' },
  });
  return { state: 'on', device };
}

/**
 * Sign-out on this browser (decision 195): the server forgets this device and the browser drops its subscription, so
 * the account's pushes stop here even in a browser that ignores sign-out's Clear-Site-Data. Made with the token being
 * ended; nothing to do where push is off.
 */
export async function forgetThisBrowser(token: string): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    const { devices } = await fetchPushDevices(token);
    const here = devices.find((device) => device.endpoint === subscription.endpoint);
    if (here) await deletePushDevice(here.id, token);
  } finally {
    await subscription.unsubscribe();
  }
}

/** Ends this browser's subscription (the server forgets the device by its own call). */
export async function unsubscribeHere(): Promise<void> {
  await (await currentSubscription())?.unsubscribe();
}

/** Whether to offer push after a first message or a visit asked for: possible, not on, not declined here. */
export async function shouldOffer(): Promise<boolean> {
  try {
    if (localStorage.getItem(DISMISSED)) return false;
  } catch {
    // Storage refused (private mode): offering again is harmless.
  }
  return (await pushState()) === 'off';
}

/** "Agora não": the offer is not made again on this browser (the profile still turns push on). */
export function dismissOffer(): void {
  try {
    localStorage.setItem(DISMISSED, String(Date.now()));
  } catch {
    // Nothing to keep it in: the offer may come back.
  }
}
