/** The signed-in part of the top bar (bell and profile menu); mounted only with a session cookie (mount-signed-in-area.tsx). */
import { useStore } from '@nanostores/react';
import NotificationBell from '../notifications/NotificationBell.tsx';
import { $session } from '../../stores/session.ts';
import { ProfileMenu } from './ProfileMenu.tsx';

export default function SignedInArea() {
  const session = useStore($session);
  // The cookie may be gone by the time React loads (signed out in another tab): then nothing shows.
  if (!session.loggedIn) return null;
  return (
    <div className="flex items-center gap-2">
      <NotificationBell />
      <ProfileMenu user={session.user} />
    </div>
  );
}
