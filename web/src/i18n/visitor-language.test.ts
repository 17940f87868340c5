import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@ifa/shared/storage-keys';
import i18n, { chooseVisitorLanguage, initI18n, loadCatalogPart, restoreVisitorLanguage, setLanguage, visitorLanguage } from './index';

/**
 * The interface language follows the signed-in learner and returns to the visitor's own choice
 * at logout (the tester's case: a French learner logs out, the next visitor is greeted in French).
 */
const store = new Map<string, string>();
beforeAll(async () => {
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, String(value)),
    removeItem: (key: string) => void store.delete(key),
  });
  await initI18n();
  await loadCatalogPart('app');
});

const greeting = () => i18n.t('auth.login.title');

describe('the interface language', () => {
  it('starts in Spanish for a new visitor', () => {
    expect(i18n.language).toBe('es');
    expect(visitorLanguage()).toBe('es');
  });

  it('follows a French learner while signed in, then greets the next visitor in the visitor’s Spanish', async () => {
    await chooseVisitorLanguage('es');
    await setLanguage('fr'); // the session applies the account's language
    expect(greeting()).toBe('Bon retour parmi nous');
    // A reload while signed in starts in French (no flash of Spanish)...
    expect(store.get(LANGUAGE_STORAGE_KEY)).toBe('fr');
    // ...but the visitor's choice is untouched.
    expect(visitorLanguage()).toBe('es');

    await restoreVisitorLanguage(); // logout
    expect(i18n.language).toBe('es');
    expect(greeting()).toBe('Bienvenido de vuelta');
    expect(store.get(LANGUAGE_STORAGE_KEY)).toBe('es');
  });

  it('keeps a visitor’s English after an account in Spanish signs out', async () => {
    await chooseVisitorLanguage('en');
    expect(greeting()).toBe('Welcome back');
    await setLanguage('es');
    await restoreVisitorLanguage();
    expect(i18n.language).toBe('en');
    expect(greeting()).toBe('Welcome back');
    await chooseVisitorLanguage('es');
  });

  it('lets the latest request win when a slower language is still loading', async () => {
    const french = setLanguage('fr');
    const back = restoreVisitorLanguage();
    await Promise.all([french, back]);
    expect(i18n.language).toBe('es');
  });
});

describe('a screen that loads while the language switches', () => {
  it('gets its words in the language being switched to (the landing after a logout)', async () => {
    await setLanguage('fr');
    const back = restoreVisitorLanguage();
    // The landing's route asks for its part while Spanish is still loading.
    await loadCatalogPart('landing');
    await back;
    expect(i18n.language).toBe('es');
    expect(i18n.t('landing.hero.title')).not.toBe('landing.hero.title');
  });
});
