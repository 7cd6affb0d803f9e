/**
 * The one confirmation dialog (Radix AlertDialog): a title, a text, "cancel" and "accept". Cancel has the focus when it
 * opens, so Enter never confirms by accident; on close the focus goes back to the trigger, or to `returnFocusTo`.
 */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactElement, ReactNode, RefObject } from 'react';

/** `data-*` attributes for the dialog's box, so tests and styles can find one dialog among others. */
type DataAttributes = { [name: `data-${string}`]: string | boolean | undefined };

export type ConfirmDialogProps = DataAttributes & {
  title: ReactNode;
  text: ReactNode;
  acceptLabel: ReactNode;
  cancelLabel: ReactNode;
  /**
   * Without `children` the dialog closes, then this runs. With `children` (fields the person fills in) the dialog is a
   * form, accepting submits it, and the dialog stays open until the caller closes it (its answer may be an error).
   */
  onAccept: () => void;
  /**
   * A second way to accept, shown between cancel and accept (block, and report as well); like accept it closes the
   * dialog, then runs. Only for a dialog without `children`.
   */
  also?: { label: ReactNode; onAccept: () => void };
  /** Fields between the text and the buttons (a password, a reason). */
  children?: ReactNode;
  /** The accept button in the error colour: deleting, refusing. */
  destructive?: boolean;
  /** Staying is the safe choice: the cancel button carries the emphasis (leaving without saving). */
  emphasiseCancel?: boolean;
  /** A dialog with fields whose answer is on its way: accept is aria-disabled and does nothing. */
  busy?: boolean;
  /** Controlled: the caller holds the open state (with or without `trigger`). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the dialog; it gets the focus back when the dialog closes. */
  trigger?: ReactElement;
  /** Where the focus goes on close when the dialog has no trigger of its own (one outside a closing popover). */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
};

const ACCEPT_STYLE = {
  plain: 'btn btn-primary',
  destructive: 'btn bg-error text-white hover:bg-red-800',
  secondary: 'btn btn-outline',
};

export function ConfirmDialog({
  title,
  text,
  acceptLabel,
  cancelLabel,
  onAccept,
  also,
  children,
  destructive = false,
  emphasiseCancel = false,
  busy = false,
  open,
  onOpenChange,
  trigger,
  returnFocusTo,
  ...data
}: ConfirmDialogProps) {
  const acceptClass = ACCEPT_STYLE[destructive ? 'destructive' : emphasiseCancel ? 'secondary' : 'plain'];
  const cancel = (
    <AlertDialog.Cancel className={emphasiseCancel ? 'btn btn-primary' : 'btn btn-outline'}>
      {cancelLabel}
    </AlertDialog.Cancel>
  );
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-ink/40" />
        <AlertDialog.Content
          className={`fixed top-1/2 left-1/2 z-[61] ${children ? 'w-[min(32rem,calc(100vw-2rem))]' : 'w-[min(28rem,calc(100vw-2rem))]'} -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-xl [overflow-wrap:anywhere]`}
          onCloseAutoFocus={(event) => {
            if (returnFocusTo?.current) {
              event.preventDefault();
              returnFocusTo.current.focus();
            }
          }}
          {...data}
        >
          <AlertDialog.Title className="text-lg font-bold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-muted">{text}</AlertDialog.Description>
          {children ? (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (!busy) onAccept();
              }}
              className="mt-4 flex flex-col gap-4"
            >
              {children}
              <div className="mt-2 flex flex-wrap justify-end gap-3">
                {cancel}
                <button type="submit" className={acceptClass} aria-disabled={busy || undefined}>
                  {acceptLabel}
                </button>
              </div>
            </form>
          ) : (
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              {cancel}
              {also && (
                <AlertDialog.Action className="btn btn-outline" onClick={also.onAccept}>
                  {also.label}
                </AlertDialog.Action>
              )}
              <AlertDialog.Action className={acceptClass} onClick={onAccept}>
                {acceptLabel}
              </AlertDialog.Action>
            </div>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
