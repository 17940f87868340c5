import { ASSIGNMENT_KINDS, REVIEW_MODES, REVIEW_RATINGS } from '@ifa/shared';
import { describe, expect, it } from 'vitest';
import { practiceScreens as en } from '../../i18n/locales/en/practice-screens';
import { practiceScreens as es } from '../../i18n/locales/es/practice-screens';
import { practiceScreens as fr } from '../../i18n/locales/fr/practice-screens';
import { flattenKeys, keyExists, textAt } from '../../i18n/catalog-keys';

/** The screens' source files as text (Vite's glob, so the test needs no Node types). */
const SOURCES = import.meta.glob(['./*.tsx', './components/*.tsx', './components/*.ts', '!./**/*.test.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;


describe('practice screens catalog', () => {
  it('has only the three screen keys at the top (the part is merged with the widgets)', () => {
    for (const catalog of [es, en, fr]) expect(Object.keys(catalog).sort()).toEqual(['buildDrill', 'mastery', 'review']);
  });

  it('has every literal key the screens ask for, and those built at run time, in es, en and fr', () => {
    const keys = new Set<string>();
    for (const text of Object.values(SOURCES)) {
      for (const match of text.matchAll(/\bt\(\s*'((?:review|buildDrill|mastery)\.[\w.]+)'/g)) keys.add(match[1]!);
    }
    expect(keys.size).toBeGreaterThan(60);
    const dynamic = [
      ...REVIEW_MODES.map((mode) => `review.title.${mode}`),
      // titleOf's own titles, beside the modes': My deities' orishas and a house's assignment.
      'review.title.orishas',
      'review.title.assignment',
      ...ASSIGNMENT_KINDS.map((kind) => `review.houseTasks.kind.${kind}`),
      ...REVIEW_RATINGS.flatMap((rating) => [`review.feedback.rating.${rating}`, `review.feedback.explain.${rating}`]),
      'review.feedback.leg.right',
      'review.feedback.leg.left',
    ];
    for (const catalog of [es, en, fr]) expect([...keys, ...dynamic].filter((key) => !keyExists(catalog, key))).toEqual([]);
    // The check can fail: a key nobody wrote is missing.
    expect(keyExists(es, 'review.feedback.nonsense')).toBe(false);
  });

  it('en and fr translate every Spanish text (no Spanish on an English or French screen)', () => {
    const spanish = flattenKeys(es);
    // The same word in both languages.
    const same = new Set(['review.feedback.rating.good', 'review.houseTasks.kind.orishas']);
    for (const catalog of [en, fr]) expect(flattenKeys(catalog).sort()).toEqual([...spanish].sort());
    const untranslated = [en, fr].map((catalog) => spanish.filter((key) => !same.has(key) && textAt(catalog, key) === textAt(es, key)));
    expect(untranslated).toEqual([[], []]);
  });
});
