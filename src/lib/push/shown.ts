/**
 * Closes the pushes with `tag` this browser still shows (decision 193): a conversation read here leaves the lock
 * screen and the notification centre. Other devices keep theirs (a push cannot close anything without showing
 * something).
 */
export async function closeShownPushes(tag: string): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    for (const shown of (await registration?.getNotifications({ tag })) ?? []) shown.close();
  } catch {
    // No worker or no notifications here: nothing to close.
  }
}
