import { LANGUAGES } from '@ifa/shared/languages';
import { LANGUAGE_STORAGE_KEY as STORAGE_KEY } from '@ifa/shared/storage-keys';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { core as esCore } from './locales/es/core';

export type Language = (typeof LANGUAGES)[number];
/**
 * Catalog parts. `core` ships in the entry chunk; the others load with the screens that need
 * them. Each game has its own part; a game's part module also re-exports `play` (what every
 * game screen shares: timer, progress, feedback) and, for the signs, `encyclopedia`, so one
 * request brings all a screen needs. Every bundle a part module exports is merged.
 */
export type Part = 'core' | 'landing' | 'app' | 'orisha' | 'signs' | 'rituals' | 'admin' | 'practice';
type Bundle = Record<string, unknown>;

/**
 * Spanish is the source catalog. Each language comes in parts: `core` (every screen's frame),
 * `landing`, `app` (the screens behind the landing) and one per game and for the admin panel.
 * Only Spanish `core` ships in the entry chunk; the rest is fetched with the screens that need
 * it (DESIGN.md 8: budget).
 */

/** A catalog module's bundles (its exported objects: its part, and any it brings along) as one. */
const merged = (module: Record<string, unknown>): Bundle => Object.assign({}, ...Object.values(module));

const loaders: Record<Language, Record<Part, () => Promise<Bundle>>> = {
  es: {
    core: async () => esCore,
    landing: () => import('./locales/es/landing').then(merged),
    app: () => import('./locales/es/app').then(merged),
    orisha: () => import('./locales/es/orisha').then(merged),
    signs: () => import('./locales/es/signs').then(merged),
    rituals: () => import('./locales/es/rituals').then(merged),
    admin: () => import('./locales/es/admin').then(merged),
    practice: () => import('./locales/es/practice').then(merged),
  },
  en: {
    core: () => import('./locales/en/core').then(merged),
    landing: () => import('./locales/en/landing').then(merged),
    app: () => import('./locales/en/app').then(merged),
    orisha: () => import('./locales/en/orisha').then(merged),
    signs: () => import('./locales/en/signs').then(merged),
    rituals: () => import('./locales/en/rituals').then(merged),
    admin: () => import('./locales/en/admin').then(merged),
    practice: () => import('./locales/en/practice').then(merged),
  },
  fr: {
    core: () => import('./locales/fr/core').then(merged),
    landing: () => import('./locales/fr/landing').then(merged),
    app: () => import('./locales/fr/app').then(merged),
    orisha: () => import('./locales/fr/orisha').then(merged),
    signs: () => import('./locales/fr/signs').then(merged),
    rituals: () => import('./locales/fr/rituals').then(merged),
    admin: () => import('./locales/fr/admin').then(merged),
    practice: () => import('./locales/fr/practice').then(merged),
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
  // No document when a start page's first paint is rendered at build time (app/prerender.tsx).
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
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
