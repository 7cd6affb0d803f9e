/**
 * Work is not lost by accident (issue 25, item 8): while a form holds unsaved changes, following any link on the page
 * (Cancelar, the back link, the menu) asks first in our own dialog, and closing or reloading the tab asks through the
 * browser's (its text is the browser's own). `release()` lets the form leave after it has saved. A link marked
 * `data-keeps-work` leaves without asking: the form has kept its work for the way back (the advert's draft, decision 201).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../lib/translator.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** The keys the dialog shows; add them to the island's message list. */
export const LEAVE_GUARD_KEYS = [
  'leave-guard.title',
  'leave-guard.text',
  'leave-guard.stay',
  'leave-guard.leave',
] as const;

export function useLeaveGuard(dirty: boolean): { dialog: React.ReactNode; release: () => void } {
  const t = useTranslate();
  const released = useRef(false);
  const [target, setTarget] = useState<string | null>(null);
  const guarding = dirty && !released.current;

  useEffect(() => {
    if (!guarding) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (released.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      if (link.hasAttribute('data-keeps-work')) {
        released.current = true;
        return;
      }
      const url = new URL(link.href, location.href);
      // A link to a part of this page (#…) leaves nothing.
      if (url.origin === location.origin && url.pathname === location.pathname && url.search === location.search)
        return;
      event.preventDefault();
      setTarget(url.href);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [guarding]);

  const release = useCallback(() => {
    released.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && setTarget(null)}
      title={t('leave-guard.title')}
      text={t('leave-guard.text')}
      cancelLabel={t('leave-guard.stay')}
      acceptLabel={t('leave-guard.leave')}
      emphasiseCancel
      onAccept={() => {
        const href = target;
        released.current = true;
        if (href) location.assign(href);
      }}
      data-leave-guard
    />
  );
  return { dialog, release };
}
