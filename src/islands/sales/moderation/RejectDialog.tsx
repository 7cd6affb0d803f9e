/** The moderation queue's "Recusar": a dialog asking the reason the seller reads (5–500 characters), then the refusal. */
import { useId, useState } from 'react';
import { errorKey } from '../../../lib/api/client.ts';
import { rejectSale } from '../../../lib/api/sales.ts';
import type { QueueItem } from '../../../lib/sales/shapes.ts';
import { REASON_MAX, REASON_MIN } from '../../../lib/moderation/types.ts';
import { useTranslate } from '../../../lib/translator.ts';
import { showToast } from '../../../stores/toasts.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { errorClass, inputClass, labelClass } from '../../ui/form.tsx';

export function RejectDialog({
  item,
  onDone,
  beforeDecision,
}: {
  item: QueueItem;
  onDone: () => void;
  /** What the card records first: the moderator's verdict on the advert's flags (issue 57). */
  beforeDecision?: () => Promise<void>;
}) {
  const t = useTranslate();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send() {
    const text = reason.trim();
    if (text.length < REASON_MIN || text.length > REASON_MAX) {
      setError('moderation.error.reason');
      return;
    }
    setBusy(true);
    try {
      await beforeDecision?.();
      await rejectSale(item.uid, text);
      setOpen(false);
      showToast({ severity: 'success', summary: t('moderation.rejected', { title: item.title }) });
      onDone();
    } catch (e) {
      setBusy(false);
      setError(
        errorKey(e)?.startsWith('moderation.') || errorKey(e)?.startsWith('flags.')
          ? errorKey(e)!
          : 'moderation.failed',
      );
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className="btn text-error hover:bg-red-50" data-reject>
          {t('moderation.reject')}
        </button>
      }
      title={t('moderation.reject.title', { title: item.title })}
      text={t('moderation.reject.hint')}
      cancelLabel={t('moderation.reject.cancel')}
      acceptLabel={t('moderation.reject.confirm')}
      destructive
      busy={busy}
      onAccept={() => void send()}
    >
      <div>
        <label htmlFor={id} className={labelClass}>
          {t('moderation.reject.reason')}
        </label>
        <textarea
          id={id}
          rows={4}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className={errorClass}>
            {t(error, { min: REASON_MIN, max: REASON_MAX })}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
