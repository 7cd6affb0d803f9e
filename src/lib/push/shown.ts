/**
 * Closes the pushes this browser still shows whose tag `read` picks (decision 193): a conversation read here leaves
 * the lock screen and the notification centre. Other devices keep theirs (a push cannot close anything without
 * showing something).
 */
export async function closeShownPushes(read: (tag: string) => boolean): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    for (const shown of (await registration?.getNotifications()) ?? []) if (read(shown.tag)) shown.close();
  } catch {
    // No worker or no notifications here: nothing to close.
  }
}
