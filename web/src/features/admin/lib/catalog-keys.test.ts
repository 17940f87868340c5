import { describe, expect, it } from 'vitest';
import { admin as en } from '../../../i18n/locales/en/admin';
import { admin as es } from '../../../i18n/locales/es/admin';
import { admin as fr } from '../../../i18n/locales/fr/admin';
import { flattenKeys, keyExists, textAt } from '../../../i18n/catalog-keys';

/** The panel's source files as text (Vite's glob, so the test needs no Node types). */
const SOURCES = import.meta.glob(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;


describe('admin catalog', () => {
  it('has every literal key the panel asks for, in es, en and fr', () => {
    const keys = new Set<string>();
    for (const text of Object.values(SOURCES)) {
      for (const match of text.matchAll(/\bt\(\s*'(admin\.[\w.]+)'/g)) keys.add(match[1]!);
    }
    expect(keys.size).toBeGreaterThan(100);
    for (const catalog of [es, en, fr]) expect([...keys].filter((key) => !keyExists(catalog, key))).toEqual([]);
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
      ...['improvement', 'addition', 'correction', 'translation'].map((k) => `admin.contributions.types.${k}`),
      ...['en', 'fr'].map((k) => `admin.contributions.preview.replacesTranslation.${k}`),
      'admin.contributions.confirm.applyTranslationText',
    ];
    for (const catalog of [es, en, fr]) expect(dynamic.filter((key) => !keyExists(catalog, key))).toEqual([]);
  });

  it('en and fr translate every Spanish text (no Spanish left on an English or French screen)', () => {
    const spanish = flattenKeys(es);
    // Words that are the same in the three languages (names, symbols, patterns).
    const same = new Set(['admin.overview.percentValue', 'admin.overview.change.percent', 'admin.requests.change', 'admin.fields.suyere', 'admin.sources.excel', 'admin.sources.ODDUNS2_txt', 'admin.fields.is_meji', 'admin.odduns.columns.meji', 'admin.dataSources.priority', 'admin.odduns.viewTitle', 'admin.deleted.sign', 'admin.fields.rezo', 'admin.fields.patakines', 'admin.sources.manual', 'admin.odduns.count_one', 'admin.odduns.count_other', 'admin.users.you', 'admin.fields.version', 'admin.status.filter', 'admin.nav.odduns', 'admin.common.no', 'admin.dataSources.total', 'admin.odduns.stats.meji', 'admin.pattern.single']);
    for (const catalog of [en, fr]) expect(flattenKeys(catalog).sort()).toEqual([...spanish].sort());
    const untranslated = [en, fr].map((catalog) => spanish.filter((key) => !same.has(key) && textAt(catalog, key) === textAt(es, key)));
    expect(untranslated).toEqual([[], []]);
  });
});
