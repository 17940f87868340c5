import { LANGUAGES } from '@ifa/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { core as esCore } from './locales/es/core';

export type Language = (typeof LANGUAGES)[number];
/**
 * Catalog parts. `core` ships in the entry chunk; the others load with the screens that need
 * them: `play` holds what every game screen shares (timer, progress, feedback), and each game
 * has its own part, kept in its feature's catalog files.
 */
export type Part = 'core' | 'landing' | 'app' | 'play' | 'orisha' | 'signs' | 'encyclopedia' | 'rituals' | 'admin';
type Bundle = Record<string, unknown>;

const STORAGE_KEY = 'ifa.language';

/**
 * Spanish is the source catalog. Each language comes in three parts: `core` (every screen's
 * frame), `landing` and `app` (the screens behind the landing). Only Spanish `core` ships in
 * the entry chunk; the rest is fetched with the screens that need it (DESIGN.md 8: budget).
 */
const loaders: Record<Language, Record<Part, () => Promise<Bundle>>> = {
  es: {
    core: async () => esCore,
    landing: () => import('./locales/es/landing').then((m) => m.landing),
    app: () => import('./locales/es/app').then((m) => m.app),
    play: () => import('./locales/es/play').then((m) => m.play),
    orisha: () => import('./locales/es/orisha').then((m) => m.orisha),
    signs: () => import('./locales/es/signs').then((m) => m.signs),
    encyclopedia: () => import('./locales/es/encyclopedia').then((m) => m.encyclopedia),
    rituals: () => import('./locales/es/rituals').then((m) => m.rituals),
    admin: () => import('./locales/es/admin').then((m) => m.admin),
  },
  en: {
    core: () => import('./locales/en/core').then((m) => m.core),
    landing: () => import('./locales/en/landing').then((m) => m.landing),
    app: () => import('./locales/en/app').then((m) => m.app),
    play: () => import('./locales/en/play').then((m) => m.play),
    orisha: () => import('./locales/en/orisha').then((m) => m.orisha),
    signs: () => import('./locales/en/signs').then((m) => m.signs),
    encyclopedia: () => import('./locales/en/encyclopedia').then((m) => m.encyclopedia),
    rituals: () => import('./locales/en/rituals').then((m) => m.rituals),
    admin: () => import('./locales/en/admin').then((m) => m.admin),
  },
  fr: {
    core: () => import('./locales/fr/core').then((m) => m.core),
    landing: () => import('./locales/fr/landing').then((m) => m.landing),
    app: () => import('./locales/fr/app').then((m) => m.app),
    play: () => import('./locales/fr/play').then((m) => m.play),
    orisha: () => import('./locales/fr/orisha').then((m) => m.orisha),
    signs: () => import('./locales/fr/signs').then((m) => m.signs),
    encyclopedia: () => import('./locales/fr/encyclopedia').then((m) => m.encyclopedia),
    rituals: () => import('./locales/fr/rituals').then((m) => m.rituals),
    admin: () => import('./locales/fr/admin').then((m) => m.admin),
  },
};
const loaded = new Set<string>(['es:core']);
/** Parts some rendered screen has needed: a language switch loads them all at once. */
const wanted = new Set<Part>(['core']);

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

async function ensurePart(lng: Language, part: Part) {
  const key = `${lng}:${part}`;
  if (loaded.has(key)) return;
  i18n.addResourceBundle(lng, 'translation', await loaders[lng][part](), true, true);
  loaded.add(key);
}

async function ensureLanguage(lng: Language) {
  await Promise.all([...wanted].map((part) => ensurePart(lng, part)));
}

/** Route modules call this before they render (see app/router.tsx). */
export async function loadCatalogPart(part: Exclude<Part, 'core'>) {
  wanted.add(part);
  await ensurePart(currentLanguage(), part);
}

function reflectInDocument(lng: string) {
  document.documentElement.lang = lng;
}

/** Loads the remembered language before the first render, so there is no flash of Spanish. */
export async function initI18n() {
  const lng = storedLanguage();
  await i18n.use(initReactI18next).init({
    resources: { es: { translation: esCore } },
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
  await ensureLanguage(lng);
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // private mode: the account's language still applies after sign-in
  }
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'es');

export default i18n;
