/**
 * A red "delete" button that asks first: the one shape of deleting a thing of one's own from a list (an advert, a
 * saved search). The dialog is the destructive `ConfirmDialog`, so cancel has the focus and the button gets it back.
 */
import type { ReactNode } from 'react';
import { useHydrated } from '../hydration.ts';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

type Props = Pick<ConfirmDialogProps, 'title' | 'text' | 'cancelLabel' | 'acceptLabel' | 'onAccept'> & {
  /** The button's words. */
  label: ReactNode;
  /** The smaller button of a card's row of actions. */
  compact?: boolean;
};

export function DeleteWithConfirm({ label, compact = false, ...dialog }: Props) {
  const hydrated = useHydrated();
  return (
    <ConfirmDialog
      {...dialog}
      destructive
      trigger={
        <button
          type="button"
          className={`btn text-error hover:bg-red-50${compact ? ' min-h-10 px-4 py-1' : ''}`}
          disabled={!hydrated}
        >
          {label}
        </button>
      }
    />
  );
}
