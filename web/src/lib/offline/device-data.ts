import { OFFLINE_API_CACHE } from '@ifa/shared/pwa';

/**
 * What the app keeps on the device for the learner (shared/src/pwa.ts), removed when they log
 * out: the next learner on a shared device finds none of it and gets none of their reminders
 * (the browser's push subscription ends; the sender deletes it on the push service's 410).
 * Answers still waiting to be sent stay (outbox.ts): they are filed under their learner and go
 * when that learner is back.
 */
export async function forgetDeviceCopies(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(OFFLINE_API_CACHE).catch(() => undefined);
  const registration = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration().catch(() => undefined) : undefined;
  const subscription = await registration?.pushManager?.getSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}
