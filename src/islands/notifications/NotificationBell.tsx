/** The notification bell of the signed-in top bar. */
export default function NotificationBell() {
  return null;
}
