import { fromCallback } from 'xstate';

/**
 * A one-second ticker for the game machines: invoked only by the states that need a clock
 * (a question that is open, a ritual step that is not paused), so it stops with them.
 */
export const ticker = fromCallback<{ type: 'TICK' }>(({ sendBack }) => {
  const id = setInterval(() => sendBack({ type: 'TICK' }), 1000);
  return () => clearInterval(id);
});
