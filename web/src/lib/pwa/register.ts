import { toast } from 'sonner';
import { registerSW } from 'virtual:pwa-register';
import i18n, { loadCatalogPart } from '../../i18n';
import { createPwaRegistration } from './update-prompt';

/** One toast however often the worker reports the same waiting version. */
const UPDATE_TOAST_ID = 'pwa-update';

/**
 * Registers the service worker (web/build/pwa.ts) and offers a waiting new version as a toast
 * in the learner's language, kept until they act: 'Hay una versión nueva · Actualizar'.
 * Loaded lazily by the toaster (components/app-toaster.tsx), which mounts after the page has
 * loaded, so none of it is in the landing's initial JS (DESIGN.md 8).
 */
export const registerPwa = createPwaRegistration({
  register: registerSW,
  prompt: (apply) => {
    // The texts are in the `app` catalog part, which a visitor on the landing has not loaded yet.
    void loadCatalogPart('app').then(() =>
      toast.info(i18n.t('pwa.updateReady'), {
        id: UPDATE_TOAST_ID,
        duration: Infinity,
        action: { label: i18n.t('pwa.update'), onClick: apply },
      }),
    );
  },
});
