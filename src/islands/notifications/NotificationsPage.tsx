/** The /notifications page island: every notification, the same items and mark-all as the bell. */
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { $unreadCount } from '../../stores/notifications.ts';
import { MarkAllButton, MarkAllDialog } from './MarkAllDialog.tsx';
import { NotificationList } from './NotificationList.tsx';
import { HYDRATE_AS_SERVER } from '../hydration.ts';
import { MessagesContext, type Messages } from '../../lib/translator.ts';

/** `messages`: the texts of NOTIFICATIONS_PAGE_KEYS (./messages.ts), picked by the page. */
export default function NotificationsPage({ messages }: { messages: Messages }) {
  return (
    <MessagesContext.Provider value={messages}>
      <Notifications />
    </MessagesContext.Provider>
  );
}

function Notifications() {
  const unread = useStore($unreadCount, HYDRATE_AS_SERVER);
  const [confirming, setConfirming] = useState(false);
  const markAll = useRef<HTMLButtonElement>(null);
  return (
    <div className="card overflow-hidden">
      <div className="flex justify-end border-b border-line px-2 py-1">
        <MarkAllButton ref={markAll} unread={unread} onClick={() => setConfirming(true)} />
      </div>
      <NotificationList height="min(70vh, 48rem)" />
      <MarkAllDialog open={confirming} onOpenChange={setConfirming} returnFocusTo={markAll} />
    </div>
  );
}
