import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES } from '@ifa/shared';
import { es } from './locales/es';

export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'ifa.language';

/** Spanish ships with the entry; English and French are fetched when first needed. */
const loaders: Record<Exclude<Language, 'es'>, () => Promise<Record<string, unknown>>> = {
  en: () => import('./locales/en').then((m) => m.en),
  fr: () => import('./locales/fr').then((m) => m.fr),
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

function storedLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isLanguage(saved) ? saved : 'es';
  } catch {
    return 'es';
  }
}

async function ensureLoaded(lng: Language) {
  if (lng === 'es' || i18n.hasResourceBundle(lng, 'translation')) return;
  i18n.addResourceBundle(lng, 'translation', await loaders[lng]());
}

function reflectInDocument(lng: string) {
  document.documentElement.lang = lng;
}

/** Loads the remembered language before the first render, so there is no flash of Spanish. */
export async function initI18n() {
  const lng = storedLanguage();
  await i18n.use(initReactI18next).init({
    resources: { es: { translation: es } },
    lng: 'es',
    fallbackLng: 'es',
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  i18n.on('languageChanged', reflectInDocument);
  reflectInDocument('es');
  if (lng !== 'es') await setLanguage(lng).catch(() => undefined);
  return i18n;
}

/** Switches the interface at once and remembers the choice on this device. */
export async function setLanguage(lng: Language) {
  await ensureLoaded(lng);
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // private mode: the account's language still applies after sign-in
  }
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'es');

export default i18n;
