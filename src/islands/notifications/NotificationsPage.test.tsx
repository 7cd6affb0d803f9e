// @vitest-environment happy-dom
// /notifications is rendered on the server with an empty list, then hydrated. The bell in the top bar may fill the
// shared store first: hydration must still match the server's HTML (no React error #418) and then show the list.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { cleanStores, keepMount } from 'nanostores';
import { afterEach, expect, it } from 'vitest';
import { $notifications, $unreadCount, type Notification } from '../../stores/notifications.ts';
import { pickMessages } from '../../i18n/pick-messages.ts';
import { NOTIFICATIONS_PAGE_KEYS } from './messages.ts';
import NotificationsPage from './NotificationsPage.tsx';

const messages = pickMessages(NOTIFICATIONS_PAGE_KEYS);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanStores($notifications, $unreadCount);
  document.body.innerHTML = '';
});

const filled: Notification = {
  key: 'n-1',
  type: 'GLOBAL',
  title: 'Aviso da equipa',
  message: 'Novidades no Patinhas',
  params: {},
  referenceKey: null,
  visualized: false,
  createDate: new Date().toISOString(),
};

it('hydrates over the server HTML when the store was filled before the island woke up', async () => {
  const serverHtml = renderToString(<NotificationsPage messages={messages} />);
  expect(serverHtml).not.toContain('Novidades no Patinhas');

  // The bell got there first (signed out here, so mounting resets the stores; fill them after).
  keepMount($notifications);
  keepMount($unreadCount);
  $notifications.set({ list: [filled], total: 1, page: 0, loading: false, failed: false });
  $unreadCount.set(1);

  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <NotificationsPage messages={messages} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });

  expect(recoverable).toEqual([]);
  expect(container.textContent).toContain('Novidades no Patinhas');
  expect(container.querySelector('[data-unread="true"], li')).not.toBeNull();
});
