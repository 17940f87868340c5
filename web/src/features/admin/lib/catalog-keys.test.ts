import { describe, expect, it } from 'vitest';
import { admin as en } from '../../../i18n/locales/en/admin';
import { admin as es } from '../../../i18n/locales/es/admin';
import { admin as fr } from '../../../i18n/locales/fr/admin';

/** The panel's source files as text (Vite's glob, so the test needs no Node types). */
const SOURCES = import.meta.glob(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

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

describe('admin catalog', () => {
  it('has every literal key the panel asks for, in es, en and fr', () => {
    const keys = new Set<string>();
    for (const text of Object.values(SOURCES)) {
      for (const match of text.matchAll(/\bt\(\s*'(admin\.[\w.]+)'/g)) keys.add(match[1]!);
    }
    expect(keys.size).toBeGreaterThan(100);
    for (const catalog of [es, en, fr]) expect([...keys].filter((key) => !exists(catalog, key))).toEqual([]);
  });

  it('has the keys built at run time (tabs, statuses, actions, decisions, import checks)', () => {
    const dynamic = [
      ...['overview', 'users', 'requests', 'odduns', 'contributions', 'houses'].map((k) => `admin.nav.${k}`),
      ...['pending', 'approved', 'rejected', 'all'].map((k) => `admin.status.${k}`),
      ...['pending', 'approved', 'rejected'].map((k) => `admin.badge.${k}`),
      ...['create', 'update', 'delete', 'restore', 'import', 'apply'].map((k) => `admin.revisions.actions.${k}`),
      ...['approve', 'apply', 'reject'].flatMap((k) => [`admin.contributions.confirm.${k}`, `admin.contributions.confirm.${k}Title`]),
      ...['approveText', 'rejectText', 'applyListText', 'applyReplaceText'].map((k) => `admin.contributions.confirm.${k}`),
      ...['empty', 'json', 'array'].map((k) => `admin.import.errors.${k}`),
      ...['up', 'down', 'flat', 'none'].map((k) => `admin.overview.change.${k}`),
      ...['improvement', 'addition', 'correction'].map((k) => `admin.contributions.types.${k}`),
    ];
    for (const catalog of [es, en, fr]) expect(dynamic.filter((key) => !exists(catalog, key))).toEqual([]);
  });

  it('en and fr translate every Spanish text (no Spanish left on an English or French screen)', () => {
    const spanish = flatten(es);
    // Words that are the same in the three languages (names, symbols, patterns).
    const same = new Set(['admin.overview.percentValue', 'admin.overview.change.percent', 'admin.requests.change', 'admin.fields.suyere', 'admin.sources.excel', 'admin.sources.ODDUNS2_txt', 'admin.fields.is_meji', 'admin.odduns.columns.meji', 'admin.dataSources.priority', 'admin.odduns.viewTitle', 'admin.deleted.sign', 'admin.fields.rezo', 'admin.fields.patakines', 'admin.sources.manual', 'admin.odduns.count_one', 'admin.odduns.count_other', 'admin.users.you', 'admin.fields.version', 'admin.status.filter', 'admin.nav.odduns', 'admin.common.no', 'admin.dataSources.total', 'admin.odduns.stats.meji', 'admin.pattern.single']);
    const get = (catalog: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
    for (const catalog of [en, fr]) expect(flatten(catalog).sort()).toEqual([...spanish].sort());
    const untranslated = [en, fr].map((catalog) => spanish.filter((key) => !same.has(key) && get(catalog, key) === get(es, key)));
    expect(untranslated).toEqual([[], []]);
  });
});
