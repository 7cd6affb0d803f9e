/** What a moderator does to a person: lift a suspension, suspend (with a reason), give or take the moderator role. */
import { useState, type FormEvent } from 'react';
import { useTranslate } from '../../../lib/translator.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { ErrorSummary, FieldScope, useErrorSummary } from '../../ui/error-summary.tsx';
import { TextAreaField } from '../../ui/fields.tsx';
import { FIRST_SUSPENSION_DAYS, SuspensionDaysField } from '../SuspensionDaysField.tsx';

export function LiftButton({ onLift }: { onLift: () => Promise<void> }) {
  const t = useTranslate();
  const [busy, setBusy] = useState(false);
  return (
    <div>
      <button
        type="button"
        className="btn btn-primary"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (busy) return;
          setBusy(true);
          void onLift().finally(() => setBusy(false));
        }}
      >
        {t('people.lift')}
      </button>
    </div>
  );
}

export function SuspendForm({ onSuspend }: { onSuspend: (days: number | null, reason: string) => Promise<boolean> }) {
  const t = useTranslate();
  const [days, setDays] = useState(FIRST_SUSPENSION_DAYS);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const summary = useErrorSummary();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const trimmed = reason.trim();
    if (trimmed.length < 5 || trimmed.length > 500) {
      setError(t('decision-form.reason-error.PERSON'));
      summary.failed();
      return;
    }
    setError(undefined);
    setBusy(true);
    if (await onSuspend(days === 'forever' ? null : Number(days), trimmed)) setReason('');
    setBusy(false);
  }

  return (
    <form
      className="flex flex-col gap-3 border-t border-line pt-4"
      onSubmit={(e) => void submit(e)}
      aria-busy={busy}
      aria-labelledby="suspend-title"
      noValidate
    >
      <h3 id="suspend-title" className="text-lg font-bold">
        {t('people.suspend.title')}
      </h3>
      <ErrorSummary summary={summary} labels={{ reason: t('people.suspend.reason') }} errors={{ reason: error }} />
      <FieldScope summary={summary}>
        <SuspensionDaysField label={t('people.suspend.days')} value={days} onChange={setDays} />
        <TextAreaField
          label={t('people.suspend.reason')}
          name="reason"
          hint={t('people.suspend.reason-hint')}
          error={error}
          value={reason}
          rows={2}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
      </FieldScope>
      <div>
        <button type="submit" className="btn bg-error text-white hover:bg-red-800" aria-disabled={busy || undefined}>
          {t('people.suspend.submit')}
        </button>
      </div>
    </form>
  );
}

export function RoleControl({
  name,
  moderator,
  onChange,
}: {
  name: string;
  moderator: boolean;
  onChange: (role: 'moderator' | 'user') => Promise<void>;
}) {
  const t = useTranslate();
  const key = moderator ? 'people.revoke-moderator' : 'people.make-moderator';
  return (
    <div className="border-t border-line pt-4">
      <ConfirmDialog
        title={t(`${key}.title`, { name })}
        text={t(`${key}.text`)}
        acceptLabel={t(key)}
        cancelLabel={t('people.cancel')}
        destructive={moderator}
        onAccept={() => void onChange(moderator ? 'user' : 'moderator')}
        data-role-dialog
        trigger={
          <button type="button" className="btn btn-outline">
            {t(key)}
          </button>
        }
      />
    </div>
  );
}
