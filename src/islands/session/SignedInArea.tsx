/** The signed-in part of the top bar (bell and profile menu); hydrated only with a session cookie. */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import NotificationBell from '../notifications/NotificationBell.tsx';
import { $session } from '../../stores/session.ts';
import { ProfileMenu } from './ProfileMenu.tsx';

export default function SignedInArea() {
  const session = useStore($session);
  // The server renders this island without cookies in reach: render nothing until the browser has
  // read them, so hydration never disagrees with the server's HTML.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !session.loggedIn) return null;
  return (
    <div className="flex items-center gap-2">
      <NotificationBell />
      <ProfileMenu user={session.user} />
    </div>
  );
}
