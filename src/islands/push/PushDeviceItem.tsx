/** One device with push on: what it is told of (a switch per kind), since when, and "Desligar". */
import type { PushDevice } from '../../lib/api/push.ts';
import { formatLongDate } from '../../lib/bookings/format.ts';
import { PUSH_KINDS, type PushKind } from '../../lib/push/kinds.ts';
import { useTranslate } from '../../lib/translator.ts';

interface Props {
  device: PushDevice;
  /** The device is this browser. */
  here: boolean;
  hydrated: boolean;
  onToggle: (kind: PushKind, on: boolean) => void;
  onTurnOff: () => void;
}

export function PushDeviceItem({ device, here, hydrated, onToggle, onTurnOff }: Props) {
  const t = useTranslate();
  return (
    <li className="rounded-lg border border-line p-3" data-push-device={device.id}>
      <fieldset className="flex flex-col gap-1">
        <legend className="font-semibold">
          {t('push.devices.kinds', { device: device.device })}
          {here && (
            <span className="ml-2 rounded-full bg-leaf-100 px-2 py-0.5 text-sm text-leaf-700" data-push-here>
              {t('push.devices.this')}
            </span>
          )}
        </legend>
        <p className="text-sm text-ink-muted">{t('push.devices.since', { date: formatLongDate(device.createdAt) })}</p>
        {PUSH_KINDS.map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={device.kinds.includes(kind)}
              disabled={!hydrated}
              onChange={(e) => onToggle(kind, e.target.checked)}
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
        onClick={onTurnOff}
        data-push-off
      >
        {t('push.devices.off')}
      </button>
    </li>
  );
}
