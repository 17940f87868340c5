import { useSyncExternalStore } from 'react';

/**
 * Whether the device says it has no network (DESIGN.md 5d): the browser's `navigator.onLine`,
 * which goes false when every interface is down. A link that is up but slow or dead still says
 * online; the service worker then answers the kept reads from the device after its timeout, and
 * an action fails with the network message.
 */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** True while the device is offline; re-renders when it goes on or off line. */
export const useOffline = () => useSyncExternalStore(subscribe, isOffline, () => false);
