import type { Mistake } from '../../../lib/mistake';
import type { PlayQuestion } from '../machine/signs-machine';
import { isPattern, truthWord } from './options';

/**
 * The game's mistakes as the end screen lists them (issue 34): a question that showed a sign
 * ('Which sign is this?') keeps its drawing, its Yorùbá names are marked, and true/false answers
 * are the learner's words, not the server's Spanish 'Verdadero'.
 */
export function signsMistakes(mistakes: readonly Mistake[], questions: readonly PlayQuestion[], truth: { true: string; false: string }): Mistake[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const words = (answers: readonly string[]) => answers.map((answer) => {
    const word = truthWord(answer);
    return word ? truth[word] : answer;
  });
  return mistakes.map((mistake) => {
    const question = byId.get(mistake.questionId);
    return {
      ...mistake,
      yours: words(mistake.yours),
      right: words(mistake.right),
      ...(isPattern(question?.binary_pattern) ? { pattern: question.binary_pattern } : {}),
      ...(question?.yo_terms?.length ? { yoTerms: question.yo_terms } : {}),
    };
  });
}
