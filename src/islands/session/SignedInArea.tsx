/** The signed-in part of the top bar (bell and profile menu); mounted only with a session cookie (mount-signed-in-area.tsx). */
import { useStore } from '@nanostores/react';
import messages from 'virtual:patinhas/signed-in-area-messages';
import { MessagesContext } from '../../lib/translator.ts';
import NotificationBell from '../notifications/NotificationBell.tsx';
import { $session } from '../../stores/session.ts';
import { ProfileMenu } from './ProfileMenu.tsx';

/** The panel the person opened before React loaded (the shell drew the buttons until then). */
export type Panel = 'bell' | 'menu';

export default function SignedInArea({ open }: { open?: Panel }) {
  const session = useStore($session);
  // The cookie may be gone by the time React loads (signed out in another tab): then nothing shows.
  if (!session.loggedIn) return null;
  // Its texts were picked at build time (./messages.ts): no page can pass them, since no page mounts it.
  return (
    <MessagesContext.Provider value={messages}>
      <div className="flex items-center gap-2">
        <NotificationBell defaultOpen={open === 'bell'} />
        <ProfileMenu user={session.user} defaultOpen={open === 'menu'} />
      </div>
    </MessagesContext.Provider>
  );
}
