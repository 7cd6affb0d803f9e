/**
 * The translation keys of the signed-in area (bell and profile menu). No page mounts it, so its texts are picked
 * at build time (integrations/island-messages.mjs, decision 058): keep this module plain data.
 */
import { NOTIFICATION_BELL_KEYS } from '../notifications/messages.ts';

export const PROFILE_MENU_KEYS = [
  'profile-menu.open',
  'profile-menu.open-named',
  'profile-menu.control-panel',
  'profile-menu.my-profile',
  'profile-menu.saved-searches',
  'profile-menu.messages',
  'profile-menu.messages-unread',
  'profile-menu.logout',
] as const;

/** The top bar's link to /messages (src/components/shell/messages-link.ts). */
export const MESSAGES_LINK_KEYS = ['messages.bar.label', 'messages.bar.label-unread'] as const;

export const SIGNED_IN_AREA_KEYS = [...NOTIFICATION_BELL_KEYS, ...PROFILE_MENU_KEYS, ...MESSAGES_LINK_KEYS] as const;
