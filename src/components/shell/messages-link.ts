/**
 * The top bar's link to /messages with its live unread-messages badge (issue 17), drawn without React beside the
 * bell on the conversations store; it stays when the React area takes the bell and menu over.
 */
import { badgeText } from '../../islands/notifications/badge.ts';
import type { Translate } from '../../lib/create-translator.ts';
import { $unreadMessages } from '../../stores/conversations.ts';
import { speechBubble } from './icons.ts';
import { strokeIcon } from './stroke-icon.ts';

/** Draws the link into `host`; returns what removes it. */
export function drawMessagesLink(host: Element, t: Translate): () => void {
  const link = document.createElement('a');
  link.href = '/messages';
  link.dataset['messagesLink'] = '';
  link.className =
    // Below 360 px the row has no room left beside the site's name: the profile menu has the entry there.
    'relative flex size-10 shrink-0 items-center max-[359px]:hidden justify-center rounded-full text-ink hover:bg-brand-100 hover:text-brand-800';
  link.append(strokeIcon(speechBubble));
  const badge = document.createElement('span');
  badge.setAttribute('aria-hidden', 'true');
  badge.dataset['messagesBadge'] = '';
  badge.className =
    'absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-error px-1 text-xs leading-none font-bold text-white';
  host.append(link);
  const stop = $unreadMessages.subscribe((unread) => {
    const text = badgeText(unread);
    link.setAttribute(
      'aria-label',
      unread > 0 ? t('messages.bar.label-unread', { count: text }) : t('messages.bar.label'),
    );
    badge.textContent = text;
    if (unread > 0) link.append(badge);
    else badge.remove();
  });
  return () => {
    stop();
    link.remove();
  };
}
