import { useEffect, useState } from 'react';
import i18n, { currentLanguage, isLanguage, type Language } from '../../../i18n';

/**
 * The reminders card's texts (web/src/i18n/locales/<lng>/reminders.ts), loaded by the card's own
 * chunk rather than registered among the catalog parts of web/src/i18n/index.ts: that module is
 * in the landing's initial JS, which sits at its 120 KB budget (DESIGN.md 8), and three more
 * loaders there cost it about 50 bytes. A language switch loads the new language's texts here
 * (until they arrive the card shows the Spanish fallback).
 */
const loaders: Record<Language, () => Promise<{ reminders: object }>> = {
  es: () => import('../../../i18n/locales/es/reminders'),
  en: () => import('../../../i18n/locales/en/reminders'),
  fr: () => import('../../../i18n/locales/fr/reminders'),
};
const loaded = new Set<Language>();

export async function loadRemindersCatalog(lng: Language = currentLanguage()): Promise<void> {
  if (loaded.has(lng)) return;
  const { reminders } = await loaders[lng]();
  i18n.addResourceBundle(lng, 'translation', reminders, true, true);
  loaded.add(lng);
}

/** Follows the interface language: loads its texts when it changes and renders the card again. */
export function useRemindersCatalog(): void {
  const [, setVersion] = useState(0);
  useEffect(() => {
    const follow = (lng: string) => {
      if (!isLanguage(lng) || loaded.has(lng)) return;
      void loadRemindersCatalog(lng).then(() => setVersion((n) => n + 1));
    };
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, []);
}
