import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

/** Spec 9: toasts last 4 s and at most 3 are visible. Neutral colours keep AA contrast. */
export default function AppToaster({ onMounted }: { onMounted?: () => void }) {
  const { t } = useTranslation();
  useEffect(() => onMounted?.(), [onMounted]);
  // The service worker is registered from here: the toaster mounts once the page has loaded and
  // the main thread is idle (toaster-host.tsx), out of the landing's initial JS (DESIGN.md 8),
  // and its update prompt is a toast.
  useEffect(() => {
    void import('../lib/pwa/register').then(({ registerPwa }) => registerPwa());
  }, []);
  return (
    <Toaster
      position="top-center"
      duration={4000}
      visibleToasts={3}
      closeButton
      containerAriaLabel={t('common.notifications')}
      toastOptions={{
        closeButtonAriaLabel: t('common.close'),
        classNames: {
          toast: '!rounded-2xl !border-line !font-sans !text-ink !shadow-lg',
          title: '!text-[0.95rem] !font-semibold',
          description: '!text-muted',
          success: '[&_[data-icon]]:!text-forest',
          error: '[&_[data-icon]]:!text-clay',
          actionButton: '!bg-forest !text-white !font-semibold !rounded-full !px-3',
        },
      }}
    />
  );
}
