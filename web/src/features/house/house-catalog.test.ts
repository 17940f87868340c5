import { ASSIGNMENT_KINDS } from '@ifa/shared';
import { describe, expect, it } from 'vitest';
import { app as en } from '../../i18n/locales/en/app';
import { core as enCore } from '../../i18n/locales/en/core';
import { app as es } from '../../i18n/locales/es/app';
import { core as esCore } from '../../i18n/locales/es/core';
import { app as fr } from '../../i18n/locales/fr/app';
import { core as frCore } from '../../i18n/locales/fr/core';
import { flattenKeys, keyExists, textAt } from '../../i18n/catalog-keys';

/** The page's source files as text (Vite's glob, so the test needs no Node types). */
const SOURCES = import.meta.glob(['./**/*.ts', './**/*.tsx', '!./**/*.test.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;


describe('the house page catalog', () => {
  it('has every key the page asks for, literal or built at run time, in es, en and fr', () => {
    const keys = new Set<string>();
    for (const text of Object.values(SOURCES)) {
      for (const match of text.matchAll(/\bt\(\s*'((?:house|validation|toasts|common|dashboard)\.[\w.]+)'/g)) keys.add(match[1]!);
      for (const match of text.matchAll(/'(house\.[\w.]+Label)'/g)) keys.add(match[1]!);
    }
    expect(keys.size).toBeGreaterThan(100);
    const dynamic = ASSIGNMENT_KINDS.map((kind) => `house.assignments.kind.${kind}`);
    // The page loads the app part; the core part is always there.
    for (const catalog of [{ ...esCore, ...es }, { ...enCore, ...en }, { ...frCore, ...fr }]) expect([...keys, ...dynamic].filter((key) => !keyExists(catalog, key))).toEqual([]);
    // The check can fail: a key nobody wrote is missing.
    expect(keyExists(es, 'house.nonsense')).toBe(false);
  });

  it('en and fr translate every Spanish text of the page (no Spanish on an English or French screen)', () => {
    const spanish = flattenKeys(es.house).map((key) => `house.${key}`);
    // The same word in the three languages.
    const same = new Set(['house.assignments.kind.orishas', 'house.assign.orishas.legend']);
    for (const catalog of [en, fr]) expect(flattenKeys(catalog.house).map((key) => `house.${key}`).sort()).toEqual([...spanish].sort());
    const untranslated = [en, fr].map((catalog) => spanish.filter((key) => !same.has(key) && textAt(catalog, key) === textAt(es, key)));
    expect(untranslated).toEqual([[], []]);
  });
});
