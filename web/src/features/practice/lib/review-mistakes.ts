import type { Mistake } from '../../../lib/mistake';
import type { ReviewMiss } from '../machine/review-machine';

interface Words {
  /** 'Which sign is this?' */
  read: string;
  /** 'Build {{name}}' */
  build: (name: string) => string;
}

/**
 * A session's wrong answers as the end screen lists them (issue 34): a 'read' card with the
 * drawing it showed and the name it was; a 'build' card with the sign built and the one asked
 * for, both drawn; an orisha fact with its question and the right option.
 */
export function reviewMistakes(misses: readonly ReviewMiss[], words: Words): Mistake[] {
  return misses.map(({ question, answer, result }): Mistake => {
    const base = { questionId: question.id, yours: answer ? [answer] : [], ...(question.yo_terms?.length ? { yoTerms: question.yo_terms } : {}) };
    if (question.kind === 'read') return { ...base, question: words.read, right: [result.correct_answer], ...(question.pattern ? { pattern: question.pattern } : {}) };
    if (question.kind === 'build') return { ...base, question: words.build(question.name ?? result.correct_answer), right: [result.correct_pattern ?? result.correct_answer] };
    return { ...base, question: question.prompt ?? '', right: [result.correct_answer] };
  });
}
