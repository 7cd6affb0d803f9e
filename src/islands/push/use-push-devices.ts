/**
 * The profile's devices with push on, and this browser's push state and subscription: turning it on here, a kind
 * switched per device, a device turned off. `said` is the status line's text; after a device goes it takes the focus.
 */
import { useEffect, useRef, useState } from 'react';
import { deletePushDevice, updatePushDevice, type PushDevice } from '../../lib/api/push.ts';
import { errorKey } from '../../lib/api/client.ts';
import type { PushKind } from '../../lib/push/kinds.ts';
import { currentSubscription, pushState, turnPushOn, unsubscribeHere, type PushState } from '../../lib/push/device.ts';
import { useTranslate } from '../../lib/translator.ts';

/** `initial`: the devices when the page was rendered. */
export function usePushDevices(initial: PushDevice[]) {
  const t = useTranslate();
  const [devices, setDevices] = useState(initial);
  const [state, setState] = useState<PushState | null>(null);
  const [here, setHere] = useState<string | null>(null);
  const [said, setSaid] = useState<{ text: string; error?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    void Promise.all([pushState(), currentSubscription()]).then(([s, subscription]) => {
      setState(s);
      setHere(subscription?.endpoint ?? null);
    });
  }, []);

  const fail = (error: unknown) => setSaid({ text: t(errorKey(error) ?? 'server-error'), error: true });

  const turnOn = async () => {
    if (busy) return;
    setBusy(true);
    setSaid(null);
    try {
      const { state: next, device } = await turnPushOn();
      setState(next);
      if (device) {
        setHere(device.endpoint);
        setDevices((list) => [...list.filter((d) => d.id !== device.id), device]);
        setSaid({ text: t('push.offer.done') });
      } else if (next === 'denied') {
        setSaid({ text: t('push.offer.denied'), error: true });
      }
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const toggle = async (device: PushDevice, kind: PushKind, on: boolean) => {
    const kinds = on ? [...device.kinds, kind] : device.kinds.filter((k) => k !== kind);
    setDevices((list) => list.map((d) => (d.id === device.id ? { ...d, kinds } : d)));
    try {
      const saved = await updatePushDevice(device.id, kinds);
      setDevices((list) => list.map((d) => (d.id === device.id ? saved : d)));
      setSaid({ text: t('push.devices.saved') });
    } catch (error) {
      setDevices((list) => list.map((d) => (d.id === device.id ? device : d)));
      fail(error);
    }
  };

  const turnOff = async (device: PushDevice) => {
    try {
      await deletePushDevice(device.id);
      if (device.endpoint === here) {
        await unsubscribeHere().catch(() => {});
        setHere(null);
        setState('off');
      }
      setDevices((list) => list.filter((d) => d.id !== device.id));
      setSaid({ text: t('push.devices.removed', { device: device.device }) });
      // The button pressed is gone: the line that says what happened takes the focus.
      status.current?.focus();
    } catch (error) {
      fail(error);
    }
  };

  return { devices, state, here, said, busy, status, turnOn, toggle, turnOff };
}
