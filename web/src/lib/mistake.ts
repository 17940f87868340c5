/** A question answered wrong, as a completion screen lists it (issue 27, part 9). */
export interface Mistake {
  questionId: string;
  question: string;
  /** A quoted text the question asked about (a proverb, a taboo), in its own language. */
  quote?: string | undefined;
  /** What the learner answered; empty when the time ran out. */
  yours: string[];
  right: string[];
  /** The language of the quote and the answers when it differs from the interface's. */
  lang?: string | undefined;
}
