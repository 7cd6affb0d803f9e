/**
 * The profile menu of the signed-in top bar: avatar button, control panel, my profile, sign out; and below 360 px,
 * where the top bar has no room for the messages link, the messages with their unread count.
 */
import { useStore } from '@nanostores/react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslate } from '../../lib/translator.ts';
import type { CurrentUser } from '../../stores/session.ts';
import { signOut } from '../../stores/session.ts';
import { $unreadMessages } from '../../stores/conversations.ts';
import { DEFAULT_AVATAR } from './default-avatar.ts';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 font-semibold text-ink no-underline outline-none ' +
  'data-[highlighted]:bg-brand-100 data-[highlighted]:text-brand-800';

export function ProfileMenu({ user, defaultOpen = false }: { user: CurrentUser | null; defaultOpen?: boolean }) {
  const t = useTranslate();
  const unread = useStore($unreadMessages);
  const name = user ? `${user.name} ${user.surname}`.trim() : '';
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className="flex min-h-11 items-center gap-2 rounded-full border-2 border-transparent p-0.5 hover:border-brand-300 data-[state=open]:border-brand-700"
        aria-label={name ? t('profile-menu.open-named', { name }) : t('profile-menu.open')}
      >
        <img
          src={user?.sourceImage || DEFAULT_AVATAR}
          alt=""
          width={40}
          height={40}
          className="size-10 rounded-full bg-brand-100 object-cover"
          onError={(e) => {
            // A broken avatar link shows the default picture instead of a broken image.
            if (!e.currentTarget.src.endsWith(DEFAULT_AVATAR)) e.currentTarget.src = DEFAULT_AVATAR;
          }}
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-card border border-line bg-white p-2 shadow-lg"
        >
          {name && (
            <DropdownMenu.Label className="truncate px-3 py-2 text-sm text-ink-muted">{name}</DropdownMenu.Label>
          )}
          <DropdownMenu.Item asChild className={itemClass}>
            <a href="/user-dashboard">{t('profile-menu.control-panel')}</a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <a href="/user-profile">{t('profile-menu.my-profile')}</a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <a href="/saved-searches">{t('profile-menu.saved-searches')}</a>
          </DropdownMenu.Item>
          {/* The top bar's messages link is hidden below 360 px (src/components/shell/messages-link.ts). */}
          <DropdownMenu.Item asChild className={`${itemClass} min-[360px]:hidden`}>
            <a href="/messages" data-menu-messages>
              {unread > 0 ? t('profile-menu.messages-unread', { count: unread }) : t('profile-menu.messages')}
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut(true)}>
            {t('profile-menu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
