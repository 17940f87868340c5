/**
 * What the app does with its service worker, apart from the browser APIs (register.ts wires
 * them), so it can be tested in Node: register once, and when a new version is waiting, ask
 * the learner; only their answer applies it. Until then the page keeps the version it started
 * with, whose files the old worker still serves: a new version is never half-applied.
 */

/** `registerSW` of vite-plugin-pwa's `virtual:pwa-register`, as far as the app uses it. */
export type RegisterServiceWorker = (options: {
  onNeedRefresh?: () => void;
  onRegisterError?: (error: unknown) => void;
}) => (reloadPage?: boolean) => Promise<void>;

export interface UpdatePromptParts {
  register: RegisterServiceWorker;
  /** Shows the learner that a new version waits; `apply` is what its button does. */
  prompt: (apply: () => void) => void;
}

/** The function that starts it all; a second call (a remounted toaster) does nothing. */
export function createPwaRegistration({ register, prompt }: UpdatePromptParts): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    let applying = false;
    const updateServiceWorker = register({
      // The worker of the new version has installed and waits (Workbox may say so twice, once
      // as 'installed' and once as 'waiting'; the prompt is one toast by its id).
      onNeedRefresh: () =>
        prompt(() => {
          if (applying) return;
          applying = true;
          // true: tell the waiting worker to take over, then reload onto it.
          void updateServiceWorker(true);
        }),
      // A browser that refuses service workers (a private window, a blocked origin) runs the
      // app as before, from the network: nothing to tell the learner.
      onRegisterError: () => undefined,
    });
  };
}
