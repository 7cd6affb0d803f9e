/** The health editor's row buttons: add a row, take one out (its label names which). */
import { useTranslate } from '../../../lib/translator.ts';

export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="btn btn-outline self-start" onClick={onClick} data-health-add>
      {label}
    </button>
  );
}

export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  const t = useTranslate();
  return (
    <button type="button" className="btn btn-outline" aria-label={label} onClick={onClick} data-health-remove>
      {t('health.editor.remove')}
    </button>
  );
}
