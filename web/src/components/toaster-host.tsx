import { lazy, Suspense, useEffect, useState } from 'react';

const AppToaster = lazy(() => import('./app-toaster'));

let show: (() => void) | undefined;
let shown = false;
let markReady: () => void;
const ready = new Promise<void>((resolve) => (markReady = resolve));

/**
 * Resolves once the toaster is on the page, mounting it now if it was still waiting: the first
 * toast goes into a live region that already exists, so screen readers announce it.
 */
export function toasterReady(): Promise<void> {
  shown = true;
  show?.();
  return ready;
}

/**
 * The toaster (sonner) mounts once the page has loaded and the main thread is idle, or at the
 * first toast, whichever comes first. Mounting it with the first render put its script and its
 * style injection inside the page load, where Lighthouse counts them as blocking time
 * (DESIGN.md 8); no toast can be needed before the user has done something.
 */
export function ToasterHost() {
  const [on, setOn] = useState(shown);
  useEffect(() => {
    show = () => setOn(true);
    if (shown) return;
    let idle = 0;
    const whenIdle = () => {
      idle = window.requestIdleCallback ? window.requestIdleCallback(() => setOn(true), { timeout: 3000 }) : window.setTimeout(() => setOn(true), 1000);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      window.clearTimeout(idle);
      show = undefined;
    };
  }, []);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster onMounted={markReady} />
    </Suspense>
  );
}
