/** What other areas may use of notifications (issue 53): the rest of the area is its own. */
export { markAnsweredRead, toNotification } from './notifications.ts';
export { endRealtimeSessions, notify, notifyAboutSale } from './notify.ts';
