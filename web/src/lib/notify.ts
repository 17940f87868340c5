import type { ExternalToast } from 'sonner';
import { toasterReady } from '../components/toaster-host';

/**
 * Toasts (sonner) load after the page (components/toaster-host.tsx): the landing's initial JS
 * has a budget (DESIGN.md 8) and no toast can be needed before the user has done something.
 */
let sonner: Promise<typeof import('sonner')> | undefined;
export const loadSonner = () => (sonner ??= import('sonner'));

type Options = ExternalToast;
const show = (kind: 'success' | 'error' | 'info', message: string, options?: Options) => {
  void Promise.all([loadSonner(), toasterReady()]).then(([{ toast }]) => toast[kind](message, options));
};

export const notify = {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
  info: (message: string, options?: Options) => show('info', message, options),
};
