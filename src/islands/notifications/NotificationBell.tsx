/** The notification bell of the signed-in top bar: unread badge, a 400 px panel with the live list, mark-all. */
import * as Popover from '@radix-ui/react-popover';
import { useStore } from '@nanostores/react';
import { useId, useRef, useState } from 'react';
import { useTranslate } from '../../lib/translator.ts';
import { $unreadCount } from '../../stores/notifications.ts';
import { MarkAllButton, MarkAllDialog } from './MarkAllDialog.tsx';
import { NotificationList } from './NotificationList.tsx';
import { HYDRATE_AS_SERVER } from '../hydration.ts';
import { badgeText } from './badge.ts';

/** `defaultOpen`: the person opened the bell the shell drew before React loaded. */
export default function NotificationBell({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const t = useTranslate();
  const unread = useStore($unreadCount, HYDRATE_AS_SERVER);
  const [open, setOpen] = useState(defaultOpen);
  const [confirming, setConfirming] = useState(false);
  const markAll = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const badge = badgeText(unread);
  // While the confirmation is up, the panel stays open behind it.
  const keepOpen = (event: Event) => {
    if (confirming) event.preventDefault();
  };

  return (
    <>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          className="relative flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-100 hover:text-brand-800 data-[state=open]:bg-brand-100"
          aria-label={
            unread > 0 ? t('notifications.bell.label-unread', { count: badge }) : t('notifications.bell.label')
          }
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
            <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
          </svg>
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-notification-badge
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-error px-1 text-xs leading-none font-bold text-white"
            >
              {badge}
            </span>
          )}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            collisionPadding={8}
            onInteractOutside={keepOpen}
            onFocusOutside={keepOpen}
            aria-labelledby={headingId}
            className="z-50 w-[400px] max-w-[calc(100vw-1rem)] overflow-hidden rounded-card border border-line bg-white shadow-lg"
          >
            <div className="flex items-center justify-between gap-2 border-b border-line py-1 pr-2 pl-4">
              {/* Our own word, never cut: the global overflow-wrap for what people write would let the row squeeze it
                  to "Notificaçõe / s" beside the button (issue 55). */}
              <h2 id={headingId} className="shrink-0 text-base font-bold text-ink [overflow-wrap:normal]">
                {t('notifications.title')}
              </h2>
              <MarkAllButton ref={markAll} unread={unread} onClick={() => setConfirming(true)} />
            </div>
            <NotificationList height="200px" onNavigate={() => setOpen(false)} />
            <div className="border-t border-line px-4 py-2 text-center">
              <a href="/notifications" className="text-sm font-semibold">
                {t('notifications.see-all')}
              </a>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <MarkAllDialog open={confirming} onOpenChange={setConfirming} returnFocusTo={markAll} />
    </>
  );
}
