import { OFFLINE_API_CACHE } from '@ifa/shared/pwa';

/**
 * What the app keeps on the device for offline use (shared/src/pwa.ts), removed when the learner
 * logs out: the next learner on a shared device finds none of it. Answers still waiting to be
 * sent stay (outbox.ts): they are filed under their learner and go when that learner is back.
 */
export async function forgetDeviceCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_API_CACHE).catch(() => undefined);
}
