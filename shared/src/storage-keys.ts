/**
 * What the SPA keeps in the browser's localStorage. A module of its own: the web app's entry
 * imports it, and the start pages' first-paint gate (shared/src/spa-pages.ts) reads the same keys
 * before any of the app's code has loaded.
 */
/** The access token (DESIGN.md 7). */
export const TOKEN_STORAGE_KEY = 'ifa.token';
/** The interface language chosen on this device. */
export const LANGUAGE_STORAGE_KEY = 'ifa.language';
