/**
 * The signed-in part of the top bar as a reading page first shows it: the bell with its live badge and the avatar
 * button, drawn without React on the session and notification stores. React and the panels (the notification list,
 * the mark-all dialog, the profile menu) load when the person first points at or opens one of them, and take over
 * the area with that panel open (decision 058: a reading page's JavaScript stays within 75 KB).
 * `mountSignedInBar` returns what removes it all again (for tests; a page keeps it until it unloads).
 */
import messages from 'virtual:patinhas/signed-in-area-messages';
import { badgeText } from '../../islands/notifications/badge.ts';
import { DEFAULT_AVATAR } from '../../islands/session/default-avatar.ts';
import type { Panel } from '../../islands/session/SignedInArea.tsx';
import { createTranslator } from '../../lib/create-translator.ts';
import { $unreadCount } from '../../stores/notifications.ts';
import { $session, type Session } from '../../stores/session.ts';
import { drawMessagesLink } from './messages-link.ts';
import { bell as bellIcon } from './icons.ts';
import { strokeIcon } from './stroke-icon.ts';

const t = createTranslator(messages);

function button(className: string, popup: 'dialog' | 'menu'): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = className;
  b.setAttribute('aria-haspopup', popup);
  b.setAttribute('aria-expanded', 'false');
  return b;
}

/**
 * Shows the bell and the avatar in `host` until the person opens one of them (click, Enter or Space): then the React
 * area replaces them with that panel open. Pointing at or focusing a button starts loading React early.
 */
export function mountSignedInBar(outer: Element): () => void {
  // The messages link stays beside whatever fills `host`: the drawn buttons, then the React area.
  const host = document.createElement('div');
  outer.classList.add('flex', 'items-center', 'gap-0.5');
  const stopMessages = drawMessagesLink(outer, t);
  outer.append(host);
  let react: Promise<typeof import('../../islands/session/mount-signed-in-area.tsx')> | undefined;
  const load = () => (react ??= import('../../islands/session/mount-signed-in-area.tsx'));
  let opening = false;
  let unmount: (() => void) | undefined;
  const stop = drawSignedInBar(
    host,
    (panel) => {
      if (opening) return;
      opening = true;
      void load().then(({ mountSignedInArea }) => {
        stop();
        unmount = mountSignedInArea(host, panel);
      });
    },
    () => void load(),
  );
  return () => {
    stop();
    unmount?.();
    stopMessages();
    host.remove();
  };
}

/** Draws the two buttons and keeps them live; `open` and `prefetch` say what the person did. */
function drawSignedInBar(host: Element, open: (panel: Panel) => void, prefetch: () => void): () => void {
  const row = document.createElement('div');
  row.className = 'flex items-center gap-2';

  const bell = button(
    'relative flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-100 hover:text-brand-800',
    'dialog',
  );
  const badge = document.createElement('span');
  badge.setAttribute('aria-hidden', 'true');
  badge.dataset['notificationBadge'] = '';
  badge.className =
    'absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-error px-1 text-xs leading-none font-bold text-white';
  bell.append(strokeIcon(bellIcon));

  const menu = button(
    'flex min-h-11 items-center gap-2 rounded-full border-2 border-transparent p-0.5 hover:border-brand-300',
    'menu',
  );
  const avatar = document.createElement('img');
  avatar.alt = '';
  avatar.width = 40;
  avatar.height = 40;
  avatar.className = 'size-10 rounded-full bg-brand-100 object-cover';
  // A broken avatar link shows the default picture instead of a broken image.
  avatar.addEventListener('error', () => {
    if (!avatar.src.endsWith(DEFAULT_AVATAR)) avatar.src = DEFAULT_AVATAR;
  });
  menu.append(avatar);
  row.append(bell, menu);

  bell.addEventListener('click', () => open('bell'));
  menu.addEventListener('click', () => open('menu'));
  for (const b of [bell, menu]) {
    b.addEventListener('pointerenter', prefetch, { once: true });
    b.addEventListener('focus', prefetch, { once: true });
  }

  const showCount = (unread: number) => {
    const text = badgeText(unread);
    bell.setAttribute(
      'aria-label',
      unread > 0 ? t('notifications.bell.label-unread', { count: text }) : t('notifications.bell.label'),
    );
    badge.textContent = text;
    if (unread > 0) bell.append(badge);
    else badge.remove();
  };
  const showSession = (session: Session) => {
    // The cookie may be gone by now (signed out in another tab): then nothing shows.
    if (!session.loggedIn) {
      row.remove();
      return;
    }
    const user = session.user;
    const name = user ? `${user.name} ${user.surname}`.trim() : '';
    menu.setAttribute('aria-label', name ? t('profile-menu.open-named', { name }) : t('profile-menu.open'));
    const src = user?.sourceImage || DEFAULT_AVATAR;
    if (avatar.getAttribute('src') !== src) avatar.src = src;
    if (!row.isConnected) host.append(row);
  };

  const stopCount = $unreadCount.subscribe(showCount);
  const stopSession = $session.subscribe(showSession);
  return () => {
    stopCount();
    stopSession();
  };
}
