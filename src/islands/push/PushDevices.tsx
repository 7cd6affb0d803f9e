/**
 * The profile's devices with push on (issue 42, decision 190): what each is told of, one switch per kind, and
 * "Desligar"; this browser is named as such and can be turned on here. Every change says so in a status line, and
 * after a device goes the focus moves to that line.
 */
import { useEffect, useRef, useState } from 'react';
import { deletePushDevice, updatePushDevice, type PushDevice } from '../../lib/api/push.ts';
import { errorKey } from '../../lib/api/client.ts';
import { formatLongDate } from '../../lib/bookings/format.ts';
import { PUSH_KINDS, type PushKind } from '../../lib/push/kinds.ts';
import { currentSubscription, pushState, turnPushOn, unsubscribeHere, type PushState } from '../../lib/push/device.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { useHydrated } from '../hydration.ts';

export default function PushDevices({ messages, initial }: { messages: Messages; initial: PushDevice[] }) {
  return (
    <MessagesContext.Provider value={messages}>
      <Devices initial={initial} />
    </MessagesContext.Provider>
  );
}

function Devices({ initial }: { initial: PushDevice[] }) {
  const t = useTranslate();
  const hydrated = useHydrated();
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
  const thisOn = here !== null && devices.some((d) => d.endpoint === here);

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

  return (
    <div className="flex flex-col gap-4" data-push-devices>
      {state === 'unsupported' && <p className="text-ink-muted">{t('push.devices.unsupported')}</p>}
      {state === 'denied' && <p className="text-ink-muted">{t('push.offer.denied')}</p>}
      {state === 'off' || (state === 'on' && !thisOn) ? (
        <button
          type="button"
          className="btn btn-primary self-start"
          aria-disabled={busy || undefined}
          disabled={!hydrated}
          onClick={() => void turnOn()}
          data-push-turn-on
        >
          {t('push.devices.turn-on')}
        </button>
      ) : null}
      {devices.length === 0 ? (
        <p className="text-ink-muted" data-push-empty>
          {t('push.devices.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {devices.map((device) => (
            <li key={device.id} className="rounded-lg border border-line p-3" data-push-device={device.id}>
              <fieldset className="flex flex-col gap-1">
                <legend className="font-semibold">
                  {t('push.devices.kinds', { device: device.device })}
                  {device.endpoint === here && (
                    <span className="ml-2 rounded-full bg-leaf-100 px-2 py-0.5 text-sm text-leaf-700" data-push-here>
                      {t('push.devices.this')}
                    </span>
                  )}
                </legend>
                <p className="text-sm text-ink-muted">
                  {t('push.devices.since', { date: formatLongDate(device.createdAt) })}
                </p>
                {PUSH_KINDS.map((kind) => (
                  <label key={kind} className="flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-700"
                      checked={device.kinds.includes(kind)}
                      disabled={!hydrated}
                      onChange={(e) => void toggle(device, kind, e.target.checked)}
                      data-push-kind={kind}
                    />
                    {t(`push.kind.${kind}`)}
                  </label>
                ))}
              </fieldset>
              <button
                type="button"
                className="btn btn-outline mt-2 min-h-11"
                aria-label={t('push.devices.off-label', { device: device.device })}
                disabled={!hydrated}
                onClick={() => void turnOff(device)}
                data-push-off
              >
                {t('push.devices.off')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p
        ref={status}
        tabIndex={-1}
        role={said?.error ? 'alert' : 'status'}
        className={`empty:hidden focus:outline-none ${said?.error ? 'font-semibold text-error' : 'text-leaf-700'}`}
        data-push-status
      >
        {said?.text}
      </p>
    </div>
  );
}
