/** The translation keys the notification islands show: the bell's panel, /notifications and the mark-all dialog. */

/**
 * Titles and messages of notifications: their keys arrive with each notification (`prefix.*`, src/i18n/pick.ts).
 * A key the server writes outside `notification.` is listed by name (messages.test.ts finds every one).
 */
export const NOTIFICATION_TEXTS = ['notification.*', 'article.notification.message'] as const;

export const NOTIFICATION_LIST_KEYS = [
  ...NOTIFICATION_TEXTS,
  'notifications.list',
  'notifications.empty',
  'notifications.error',
  'notifications.retry',
  'notifications.loading',
  'notifications.unread',
] as const;

export const MARK_ALL_KEYS = [
  'notifications.mark-all',
  'notifications.mark-all.header',
  'notifications.mark-all.message',
  'notifications.mark-all.accept',
  'notifications.mark-all.reject',
] as const;

export const NOTIFICATIONS_PAGE_KEYS = [...NOTIFICATION_LIST_KEYS, ...MARK_ALL_KEYS] as const;

export const NOTIFICATION_BELL_KEYS = [
  ...NOTIFICATIONS_PAGE_KEYS,
  'notifications.title',
  'notifications.bell.label',
  'notifications.bell.label-unread',
  'notifications.see-all',
] as const;
