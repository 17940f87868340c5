import { ASSIGNMENT_KINDS } from '@ifa/shared';
import { describe, expect, it } from 'vitest';
import { app as en } from '../../i18n/locales/en/app';
import { core as enCore } from '../../i18n/locales/en/core';
import { app as es } from '../../i18n/locales/es/app';
import { core as esCore } from '../../i18n/locales/es/core';
import { app as fr } from '../../i18n/locales/fr/app';
import { core as frCore } from '../../i18n/locales/fr/core';

/** The page's source files as text (Vite's glob, so the test needs no Node types). */
const SOURCES = import.meta.glob(['./**/*.ts', './**/*.tsx', '!./**/*.test.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

const has = (catalog: unknown, key: string) => {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
};
/** A plural key is written without its suffix in the code. */
const exists = (catalog: unknown, key: string) => has(catalog, key) || (has(catalog, `${key}_one`) && has(catalog, `${key}_other`));
const flatten = (node: unknown, prefix = ''): string[] =>
  typeof node === 'string' ? [prefix] : Object.entries(node as object).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
const get = (catalog: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);

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
    for (const catalog of [{ ...esCore, ...es }, { ...enCore, ...en }, { ...frCore, ...fr }]) expect([...keys, ...dynamic].filter((key) => !exists(catalog, key))).toEqual([]);
    // The check can fail: a key nobody wrote is missing.
    expect(exists(es, 'house.nonsense')).toBe(false);
  });

  it('en and fr translate every Spanish text of the page (no Spanish on an English or French screen)', () => {
    const spanish = flatten(es.house).map((key) => `house.${key}`);
    // The same word in the three languages.
    const same = new Set(['house.assignments.kind.orishas', 'house.assign.orishas.legend']);
    for (const catalog of [en, fr]) expect(flatten(catalog.house).map((key) => `house.${key}`).sort()).toEqual([...spanish].sort());
    const untranslated = [en, fr].map((catalog) => spanish.filter((key) => !same.has(key) && get(catalog, key) === get(es, key)));
    expect(untranslated).toEqual([[], []]);
  });
});
