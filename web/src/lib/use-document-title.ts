import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Each screen names itself in the tab (WCAG 2.4.2), in the current language. */
export function useDocumentTitle(title: string | undefined, options: { standalone?: boolean } = {}) {
  const { t } = useTranslation();
  const app = t('common.appName');
  const full = !title ? app : options.standalone ? title : `${title} · ${app}`;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
