/** A question answered wrong, as a completion screen lists it (issue 27, part 9). */
export interface Mistake {
  questionId: string;
  question: string;
  /** A quoted text the question asked about (a proverb, a taboo), in its own language. */
  quote?: string | undefined;
  /**
   * The sign the question showed (8 marks, 1 single, 0 double: 'Which sign is this?'), drawn
   * beside the question so the mistake is reviewed as it was met.
   */
  pattern?: string | undefined;
  /** What the learner answered; empty when the time ran out. */
  yours: string[];
  right: string[];
  /** The language of the quote and the answers when it differs from the interface's. */
  lang?: string | undefined;
  /** Yorùbá names in the question or the answers, marked `lang="yo"` (issue 11). */
  yoTerms?: readonly string[] | undefined;
}

/** How one answer of a mistake is shown: a sign's drawing, a matching pair, or its words. */
export type AnswerShape = { kind: 'pattern'; pattern: string } | { kind: 'pair'; name: string; value: string; pattern?: string } | { kind: 'text'; text: string };

/** A sign's 8-mark pattern of 0/1. */
const PATTERN = /^[01]{8}$/;

/**
 * The shape of an answer string as the servers write them: '11110000' is a drawing, 'Name — value'
 * a matching pair (its value drawn when it is a pattern), anything else words.
 */
export function answerShape(answer: string): AnswerShape {
  if (PATTERN.test(answer)) return { kind: 'pattern', pattern: answer };
  const at = answer.indexOf(' — ');
  if (at > 0) {
    const name = answer.slice(0, at);
    const value = answer.slice(at + 3);
    return PATTERN.test(value) ? { kind: 'pair', name, value, pattern: value } : { kind: 'pair', name, value };
  }
  return { kind: 'text', text: answer };
}
