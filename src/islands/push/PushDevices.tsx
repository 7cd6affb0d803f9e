/**
 * The profile's devices with push on (issue 42, decision 190): what each is told of, one switch per kind, and
 * "Desligar"; this browser is named as such and can be turned on here. Every change says so in a status line, and
 * after a device goes the focus moves to that line.
 */
import type { PushDevice } from '../../lib/api/push.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { useHydrated } from '../hydration.ts';
import { PushDeviceItem } from './PushDeviceItem.tsx';
import { usePushDevices } from './use-push-devices.ts';

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
  const { devices, state, here, said, busy, status, turnOn, toggle, turnOff } = usePushDevices(initial);
  const thisOn = here !== null && devices.some((d) => d.endpoint === here);

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
            <PushDeviceItem
              key={device.id}
              device={device}
              here={device.endpoint === here}
              hydrated={hydrated}
              onToggle={(kind, on) => void toggle(device, kind, on)}
              onTurnOff={() => void turnOff(device)}
            />
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
