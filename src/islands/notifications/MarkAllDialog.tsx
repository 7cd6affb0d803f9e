/** The mark-all confirmation ('Deseja marcar todas as mensagens como visualizada?') and its button. */
import { forwardRef, type RefObject } from 'react';
import { useTranslate } from '../../lib/translator.ts';
import { markAllRead } from '../../stores/notifications.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';

/** The button: disabled at 0 unread, as the specification says. */
export const MarkAllButton = forwardRef<HTMLButtonElement, { unread: number; onClick: () => void }>(
  function MarkAllButton({ unread, onClick }, ref) {
    const t = useTranslate();
    return (
      <button
        ref={ref}
        type="button"
        disabled={unread === 0}
        onClick={onClick}
        className="min-h-11 rounded-button px-3 text-sm font-semibold text-brand-700 hover:bg-brand-100 hover:text-brand-800 disabled:cursor-not-allowed disabled:text-ink-muted disabled:opacity-60 disabled:hover:bg-transparent"
      >
        {t('notifications.mark-all')}
      </button>
    );
  },
);

/**
 * The dialog lives outside the bell's popover (a portal of its own), controlled by the caller, so
 * opening it never unmounts it with the popover.
 */
export function MarkAllDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const t = useTranslate();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={t('notifications.mark-all.header')}
      text={t('notifications.mark-all.message')}
      cancelLabel={t('notifications.mark-all.reject')}
      acceptLabel={t('notifications.mark-all.accept')}
      onAccept={() => void markAllRead().catch(() => undefined)}
    />
  );
}
