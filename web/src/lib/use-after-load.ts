import { useEffect, useState } from 'react';

const loaded = () => document.readyState === 'complete';
let settled = false;

/**
 * True once the page has loaded and the browser has had an idle moment: for requests nobody is
 * waiting for on arrival (the inbox's unread count), so they never compete with the page's own
 * content for the network and the main thread. Stays true for the rest of the visit.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(settled);
  useEffect(() => {
    if (settled) return;
    let idle: number | undefined;
    let timer: number | undefined;
    const settle = () => {
      settled = true;
      setReady(true);
    };
    const whenIdle = () => {
      // Safari has no requestIdleCallback: a short pause after load stands in for it.
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(settle, { timeout: 2000 });
      else timer = window.setTimeout(settle, 500);
    };
    if (loaded()) whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);
  return ready;
}
