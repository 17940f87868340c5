import { describe, expect, it } from 'vitest';
import type { SignsTopic } from '@ifa/shared';
import { loadCollection } from '../../../scripts/src/content/compile.js';
import { COLLECTIONS } from '../../../scripts/src/content/collections.js';
import { buildCatalogue, fileTranslation, secretContentFor } from '../../src/content/build-odduns.js';
import { orishaGuide } from '../../src/content/orishas.js';
import { seededRng, type BuiltQuestion } from '../../src/domain/game-types.js';
import { signOfDayLine } from '../../src/domain/practice/sign-of-day.js';
import { buildSignsQuestions } from '../../src/domain/signs-questions.js';
import { signDetail } from '../../src/services/sign-detail.js';
import { spanishSentences, type TextLanguage } from '../support/spanish-text.js';

/**
 * Study content in the learner's language (DESIGN.md 6), on the real translation files as
 * `npm run content` writes them (generated/meji-translations.json): the signs game, the sign
 * detail and the sign of the day in English and French quote no Spanish sentence.
 */
const catalogue = buildCatalogue('2026-01-01T00:00:00.000Z');
const NAMES = catalogue.flatMap((o) => [o.name, o.yoruba_name ?? '', ...(o.alternative_names ?? [])]).filter(Boolean);
const LANGUAGES: TextLanguage[] = ['en', 'fr'];
const CONTENT_TOPICS: SignsTopic[] = ['born_in_sign', 'prohibitions', 'spiritual', 'refranes', 'patakines'];

const textsOf = (q: BuiltQuestion) => [q.question, q.quote ?? '', ...q.options, ...(q.match_names ?? []), ...(q.match_values ?? [])].filter(Boolean);

describe('every Meji is translated', () => {
  it('npm run content finds an English and a French file for every Meji, matching its Spanish file', () => {
    const meji = COLLECTIONS.find((c) => c.name === 'meji')!;
    const result = loadCollection(meji);
    expect(result.errors).toEqual([]);
    expect(result.translations?.en).toHaveLength(16);
    expect(result.translations?.fr).toHaveLength(16);
  });
});

describe.each(LANGUAGES)('in %s', (language) => {
  it('a full-level Signs game on the study texts quotes no Spanish sentence and carries no Spanish-quote marker', () => {
    for (const [seed, game_mode] of [[1, 'multiple_choice'], [2, 'true_false'], [3, 'type_answer']] as const) {
      const built = buildSignsQuestions(
        catalogue,
        { difficulty: 'expert', topics: CONTENT_TOPICS, oddun_set: 'meyi', selected_odduns: [], question_count: 50, game_mode, language, translations: fileTranslation },
        seededRng(seed),
      );
      expect(built.questions.length).toBe(50);
      for (const q of built.questions) {
        expect(q.content_lang, q.question).toBeUndefined();
        for (const text of textsOf(q)) expect(spanishSentences(text, language, NAMES), `${q.topic}: ${text}`).toEqual([]);
      }
    }
  });

  it('masks the asked sign\'s names in a quote with words of the language', () => {
    const built = buildSignsQuestions(
      catalogue,
      { difficulty: 'beginner', topics: ['patakines'], oddun_set: 'meyi', selected_odduns: [], question_count: 50, game_mode: 'multiple_choice', language, translations: fileTranslation },
      seededRng(7),
    );
    const quotes = built.questions.map((q) => q.quote ?? '').join('\n');
    expect(quotes).not.toMatch(/este signo/i);
  });

  it('the study payloads (every Meji\'s detail with its secret, and the sign of the day) read in the language', () => {
    for (const oddun of catalogue.filter((o) => o.is_meji)) {
      const secret = secretContentFor(oddun.id);
      const detail = signDetail(oddun, secret, language, fileTranslation);
      expect(detail.translation).toMatchObject({ language, by: 'project', reviewed: null, untranslated: [] });
      expect(detail.translation!.sections).toEqual(expect.arrayContaining(['title', 'meaning', 'extended_description', 'refranes', 'taboos', 'secret']));
      const { secret_content, ...rest } = detail;
      const texts = [
        rest.title,
        rest.traditional_subtitle,
        rest.meaning,
        rest.extended_description,
        rest.fuente,
        rest.element,
        rest.direction,
        ...(rest.colors ?? []),
        ...['nace_en_este_signo', 'consejos_espirituales', 'ofrendas', 'plantas', 'refranes', 'patakines', 'obras_del_signo', 'taboos'].flatMap((k) => (rest as unknown as Record<string, string[]>)[k] ?? []),
        ...Object.values(secret_content ?? {}).flatMap((v) => (Array.isArray(v) ? v : typeof v === 'object' ? Object.values(v as object).flat() : [])),
      ].filter((t): t is string => typeof t === 'string');
      for (const text of texts) expect(spanishSentences(text, language, NAMES), `${oddun.id}: ${text}`).toEqual([]);

      const line = signOfDayLine(oddun, language, fileTranslation);
      expect(line).toMatchObject({ line_lang: language, translation: { by: 'project', reviewed: null } });
      expect(spanishSentences(line.line, language, NAMES)).toEqual([]);
    }
  });
});

describe.each(LANGUAGES)('the other study content in %s (already in three languages: checked, not changed)', (language) => {
  it('the orisha guide\'s facts read in the language', () => {
    for (const orisha of orishaGuide(language)) {
      // Place names stay as they are ('Our Lady of Charity of El Cobre').
      const except = [orisha.name, orisha.yoruba ?? '', ...orisha.aliases, ...NAMES, 'El Cobre'];
      for (const fact of orisha.facts) {
        for (const value of [...fact.values, ...fact.also]) expect(spanishSentences(value, language, except), `${orisha.id} ${fact.topic}: ${value}`).toEqual([]);
      }
    }
  });

  it('the built-in rituals\' texts read in the language', async () => {
    const { rituals } = (await import(`../../../web/src/i18n/locales/${language}/rituals.ts`)) as { rituals: unknown };
    const strings = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
    const texts = strings(rituals);
    expect(texts.length).toBeGreaterThan(20);
    for (const text of texts) expect(spanishSentences(text, language, NAMES), text).toEqual([]);
  });
});

describe('in Spanish', () => {
  it('nothing changes: the record as stored, no marker, the line in Spanish', () => {
    const oddun = catalogue[0]!;
    expect(signDetail(oddun, null, 'es', fileTranslation)).toEqual({ ...oddun, secret_unlocked: false });
    expect(signOfDayLine(oddun, 'es', fileTranslation)).toMatchObject({ line_lang: 'es' });
    expect(signOfDayLine(oddun, 'es', fileTranslation)).not.toHaveProperty('translation');
  });
});
