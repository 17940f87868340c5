import { describe, expect, it } from 'vitest';
import { LANGUAGES, ORISHA_TOPICS } from '@ifa/shared';
import { ORISHAS, alsoValues, notWrongFor, topicValues } from '../../src/content/orishas.js';
import { seededRng, publicQuestion } from '../../src/domain/game-types.js';
import { VARIES_QUALIFIER, buildOrishaQuestions, expandTopics } from '../../src/domain/orisha-questions.js';

describe('orisha questions', () => {
  it('builds 10 questions with 4 unique options and the answers among them, for every topic and language', () => {
    for (const language of LANGUAGES) {
      for (const topic of ORISHA_TOPICS) {
        const questions = buildOrishaQuestions([topic], language, seededRng(42));
        expect(questions, `${language}/${topic}`).toHaveLength(10);
        for (const q of questions) {
          expect(q.options).toHaveLength(4);
          expect(new Set(q.options).size).toBe(4);
          for (const a of q.correct_answers) expect(q.options).toContain(a);
          expect(q.correct_answers).toHaveLength(q.is_multiple_answer ? 2 : 1);
          if (topic !== 'random') expect(q.topic).toBe(topic);
        }
        expect(new Set(questions.map((q) => q.question)).size).toBe(10);
      }
    }
  });

  it('never offers a wrong option that is also true of the orisha asked about, nor a near-synonym', () => {
    const questions = buildOrishaQuestions(['random'], 'es', seededRng(7), { count: 60 });
    for (const q of questions) {
      const orisha = ORISHAS.find((o) => q.question.includes(o.name.es))!;
      const notWrong = notWrongFor(orisha, q.topic as never, 'es');
      for (const option of q.options) if (!q.correct_answers.includes(option)) expect(notWrong).not.toContain(option);
    }
  });

  it('asks the days (which vary between houses) with their qualifier, and never Oyá\'s nine colours', () => {
    for (const language of LANGUAGES) {
      const questions = buildOrishaQuestions(['days'], language, seededRng(11), { count: 16 });
      expect(questions.length).toBeGreaterThanOrEqual(10);
      for (const q of questions) expect(q.question.startsWith(`${VARIES_QUALIFIER[language]}, `), q.question).toBe(true);
    }
    expect(buildOrishaQuestions(['days'], 'es', seededRng(1))[0]!.question).toMatch(/^Según la tradición más extendida, ¿qué día/);
    const colours = buildOrishaQuestions(['colors'], 'es', seededRng(2), { count: 16 });
    expect(colours.some((q) => q.question.includes('Oyá') || q.question.includes('Aganyú'))).toBe(false);
    expect(colours.some((q) => q.question.startsWith(VARIES_QUALIFIER.es))).toBe(false);
  });

  it('names the orisha as the naming setting wants and marks the Yorùbá name for lang="yo"', () => {
    const lucumi = buildOrishaQuestions(['colors'], 'es', seededRng(4), { count: 14 });
    const yoruba = buildOrishaQuestions(['colors'], 'es', seededRng(4), { count: 14, naming: 'yoruba' });
    const both = buildOrishaQuestions(['colors'], 'es', seededRng(4), { count: 14, naming: 'both' });
    expect(lucumi.every((q) => q.yo_terms === undefined)).toBe(true);
    const i = lucumi.findIndex((q) => q.question.includes('Oshún'));
    expect(i).toBeGreaterThanOrEqual(0);
    expect(yoruba[i]!.question).toContain('Ọ̀ṣun');
    expect(yoruba[i]!.question).not.toContain('Oshún');
    expect(yoruba[i]!.yo_terms).toEqual(['Ọ̀ṣun']);
    expect(both[i]!.question).toContain('Oshún (Ọ̀ṣun)');
    expect(both[i]!.yo_terms).toEqual(['Ọ̀ṣun']);
    // Same questions otherwise; an orisha with no Yorùbá form keeps its Lucumí name and no yo_terms.
    expect(yoruba.map((q) => q.correct_answers)).toEqual(lucumi.map((q) => q.correct_answers));
    const inle = yoruba.find((q) => q.question.includes('Inle'));
    if (inle) expect(inle.yo_terms).toBeUndefined();
  });

  it('asks multi-answer questions where the fact is a list', () => {
    const questions = buildOrishaQuestions(['colors'], 'es', seededRng(3), { count: 16 });
    expect(questions.some((q) => q.is_multiple_answer)).toBe(true);
  });

  it('is deterministic for a seed, random means every topic, and the public view hides answers', () => {
    expect(buildOrishaQuestions(['days'], 'fr', seededRng(9))).toEqual(buildOrishaQuestions(['days'], 'fr', seededRng(9)));
    expect(expandTopics(['random', 'colors'])).toHaveLength(6);
    const shown = publicQuestion(buildOrishaQuestions(['plants'], 'en', seededRng(1))[0]!);
    expect(shown).not.toHaveProperty('correct_answers');
    expect(shown).not.toHaveProperty('learning_reference');
  });
});

describe('orisha answer modes', () => {
  it('type_answer builds single-answer questions only, accepting every value the orisha has for the topic and its alternatives', () => {
    for (const language of LANGUAGES) {
      const questions = buildOrishaQuestions(['random'], language, seededRng(5), { count: 60, mode: 'type_answer' });
      expect(questions.length).toBeGreaterThan(30);
      for (const q of questions) {
        expect(q.is_multiple_answer).toBe(false);
        expect(q.correct_answers).toHaveLength(1);
        const orisha = ORISHAS.find((o) => q.question.includes(o.name[language]))!;
        const values = [...topicValues(orisha, q.topic as never, language), ...alsoValues(orisha, q.topic as never, language)];
        expect(new Set([...q.correct_answers, ...(q.accepted_answers ?? [])])).toEqual(new Set(values));
        expect(publicQuestion(q)).not.toHaveProperty('accepted_answers');
      }
    }
  });

  it('the other modes keep the multiple-choice questions, multi-answer ones included', () => {
    for (const mode of ['multiple_choice', 'image_match', 'audio_visual'] as const) {
      const questions = buildOrishaQuestions(['colors'], 'es', seededRng(3), { count: 16, mode });
      expect(questions).toEqual(buildOrishaQuestions(['colors'], 'es', seededRng(3), { count: 16 }));
      expect(questions.some((q) => q.is_multiple_answer)).toBe(true);
      for (const q of questions) expect(q.accepted_answers).toBeUndefined();
    }
  });
});
