import { useEffect, useRef } from 'react';

/**
 * When a view of the flow replaces another, the button that was pressed is gone and focus
 * would fall back to the page body. Moving it to the new view's heading lets keyboard and
 * screen-reader users carry on from the top of what they now see (WCAG 2.4.3).
 * - `onMount: false`: the page's first view leaves focus where the page load put it.
 * - `key`: the heading takes the focus each time the key changes (never on mount): a panel
 *   whose content the learner has just asked for, which may sit below the fold on a phone.
 */
export function useHeadingFocus<T extends HTMLElement>({ onMount = true, key }: { onMount?: boolean; key?: string } = {}) {
  const ref = useRef<T>(null);
  const shownKey = useRef(key);
  useEffect(() => {
    if (key !== undefined) {
      if (shownKey.current === key) return;
      shownKey.current = key;
      ref.current?.focus();
      return;
    }
    if (!onMount) return;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) ref.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `onMount` is read once: a view focuses its heading when it appears, not on later renders.
  }, [key]);
  return ref;
}
