import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';

/**
 * Shell of every screen: the skip link and, after each navigation, the new screen shown from
 * its top with focus on its <main>, so keyboard and screen-reader users start at its content.
 * (A plain scroll to the top instead of <ScrollRestoration>: the landing's JS budget is tight.)
 */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-forest px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('common.skipToContent')}
      </a>
      <Outlet />
    </>
  );
}
