/** The mark-all confirmation ('Deseja marcar todas as mensagens como visualizada?') and its button. */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { forwardRef, type RefObject } from 'react';
import { useTranslate } from '../../lib/translator.ts';
import { markAllRead } from '../../stores/notifications.ts';

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
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-ink/40" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-[61] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-xl"
          onCloseAutoFocus={(event) => {
            if (returnFocusTo?.current) {
              event.preventDefault();
              returnFocusTo.current.focus();
            }
          }}
        >
          <AlertDialog.Title className="text-lg font-bold text-ink">
            {t('notifications.mark-all.header')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-muted">
            {t('notifications.mark-all.message')}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="btn btn-outline">{t('notifications.mark-all.reject')}</AlertDialog.Cancel>
            <AlertDialog.Action className="btn btn-primary" onClick={() => void markAllRead().catch(() => undefined)}>
              {t('notifications.mark-all.accept')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
