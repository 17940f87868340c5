import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether a modal dialog covers the page (issue 34, part 7): a game pauses its clock and stops
 * taking answer keys while one is open ('¿Salir de la partida?', or any other). Every modal is
 * the shared `Modal`, which reports here while it is open.
 */
let openDialogs = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Counts one open dialog until the returned function is called. */
export function coverPage(): () => void {
  openDialogs += 1;
  notify();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    openDialogs -= 1;
    notify();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while any modal dialog is open. */
export const useDialogCovering = () =>
  useSyncExternalStore(
    subscribe,
    () => openDialogs > 0,
    () => false,
  );

/** Tells a game's machine when a dialog starts and stops covering it (PAUSE / RESUME). */
export function usePauseWhileCovered(actor: { send: (event: { type: 'PAUSE' } | { type: 'RESUME' }) => void }) {
  const covered = useDialogCovering();
  useEffect(() => {
    actor.send({ type: covered ? 'PAUSE' : 'RESUME' });
  }, [covered, actor]);
}
