import { startTransition, useEffect, useState } from 'react';

/**
 * Renders a long screen in `count` steps, top to bottom: returns how many are shown (1 at
 * first). Each next step waits for the previous one to be painted (an animation frame, then a
 * task), then renders as a transition, so every step is a commit and a style and layout of its
 * own instead of one long task for the whole screen (Lighthouse's total blocking time,
 * DESIGN.md 8). A hidden tab gets no animation frame: its steps wait until it is shown, when
 * there is something to paint.
 *
 * Not `useDeferredValue(true, false)`: a screen that mounts inside a deferred render (the
 * session shows the screens behind the guard that way) gets every deferred step in the same
 * render, and the whole screen committed and laid out in one frame. React offers no other
 * primitive for "after the paint"; the hook is the frame and timer around a state update.
 */
export function useRenderSteps(count: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= count) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown((n) => Math.min(n + 1, count))));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, count]);
  return shown;
}
