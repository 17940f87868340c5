import { LANGUAGES } from '@ifa/shared/languages';
import { LANGUAGE_STORAGE_KEY as STORAGE_KEY, TOKEN_STORAGE_KEY } from '@ifa/shared/storage-keys';
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
/** The latest language asked for: a slower, earlier switch (its catalog still loading) must not win. */
let requested: Language | null = null;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * Two remembered languages. `STORAGE_KEY`: what the interface shows at the next start (a
 * signed-in learner's own language, so a reload does not flash another; the start pages' gate
 * reads it too). `VISITOR_KEY`: the language the visitor chose on this device with the switcher,
 * which comes back when nobody is signed in any more: a French learner who logs out must not
 * greet the next, Spanish-speaking visitor in French.
 * (Beside the other keys in shared/src/storage-keys.ts once that file can take it.)
 */
const VISITOR_KEY = 'ifa.language.visitor';

function read(key: string): Language | null {
  try {
    const saved = localStorage.getItem(key);
    return isLanguage(saved) ? saved : null;
  } catch {
    return null;
  }
}

function write(key: string, lng: Language) {
  try {
    localStorage.setItem(key, lng);
  } catch {
    // private mode: the account's language still applies after sign-in
  }
}

const storedLanguage = (): Language => read(STORAGE_KEY) ?? 'es';

/** The visitor's own choice on this device; Spanish (the spec's default) when they made none. */
export const visitorLanguage = (): Language => read(VISITOR_KEY) ?? 'es';

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
  // Also in a language being switched to (a logout sends to the landing while the visitor's
  // language loads): else the screen would render its keys once the switch lands.
  const languages = new Set([currentLanguage(), requested ?? currentLanguage()]);
  await Promise.all([...languages].map((lng) => ensurePart(lng, part)));
}

function reflectInDocument(lng: string) {
  // No document when a start page's first paint is rendered at build time (app/prerender.tsx).
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/** Loads the remembered language before the first render, so there is no flash of Spanish. */
export async function initI18n() {
  const session = hasSession();
  // Devices from before the visitor's choice was kept apart: without a session, the remembered
  // language was the visitor's own.
  if (!session && !read(VISITOR_KEY) && read(STORAGE_KEY)) write(VISITOR_KEY, storedLanguage());
  // With a session, the learner's language (their account's, until /auth/me confirms it);
  // without one, the visitor's, even if a session that ended elsewhere left its language behind.
  const lng = session ? storedLanguage() : visitorLanguage();
  if (read(STORAGE_KEY) && read(STORAGE_KEY) !== lng) write(STORAGE_KEY, lng);
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

function hasSession() {
  try {
    return Boolean(localStorage.getItem(TOKEN_STORAGE_KEY));
  } catch {
    return false;
  }
}

/**
 * Switches the interface at once and shows it again at the next start on this device (the
 * signed-in learner's language, or a choice made on the profile). Not the visitor's choice:
 * see `chooseVisitorLanguage`.
 */
export async function setLanguage(lng: Language) {
  requested = lng;
  write(STORAGE_KEY, lng);
  await ensureLanguage(lng);
  if (requested === lng && i18n.language !== lng) await i18n.changeLanguage(lng);
  // A screen may have asked for a part while this language loaded: it is there too.
  await ensureLanguage(lng);
}

/** The visitor picked a language with the switcher: it is theirs on this device, after any logout too. */
export async function chooseVisitorLanguage(lng: Language) {
  write(VISITOR_KEY, lng);
  await setLanguage(lng);
}

/** Nobody is signed in any more (logout, expired session): the visitor's own language comes back. */
export async function restoreVisitorLanguage() {
  await setLanguage(visitorLanguage());
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'es');

export default i18n;
