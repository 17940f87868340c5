import { DEFAULT_NAMING, ORISHA_QUESTION_COUNT, type Language, type Naming, type OrishaMode, type OrishaTopic } from '@ifa/shared';
import { EQUIVALENTS, ORISHAS, isAsked, topicValues, type Equivalents, type Orisha, type OrishaFactTopic } from '../content/orishas.js';
import { ORISHA_FACT_TOPICS as FACT_TOPICS } from '../content/orisha-rules.js';
import { factQuestion } from './orisha-fact-question.js';
import { shuffle, type BuiltQuestion, type Rng } from './game-types.js';

export { VARIES_QUALIFIER } from './orisha-fact-question.js';

/** `random` means every topic (spec 2: choosing random replaces the other choices). */
export function expandTopics(topics: readonly OrishaTopic[]): OrishaFactTopic[] {
  if (topics.includes('random')) return FACT_TOPICS;
  return FACT_TOPICS.filter((t) => topics.includes(t));
}

export interface OrishaBuildOptions {
  count?: number;
  /** The knowledge base to ask about (tests pass altered copies). */
  orishas?: readonly Orisha[];
  equivalents?: Equivalents;
  /**
   * The answer mode. type_answer builds single-answer questions only (typing one answer is
   * fair) and accepts every value the orisha has for the topic and its `also` values. The other
   * modes share the multiple-choice questions (image_match and audio_visual are drawn/read by the
   * client).
   */
  mode?: OrishaMode;
  /** How the orisha is named in prompts (the learner's setting; default Lucumí). */
  naming?: Naming;
}

/**
 * Ten questions over the chosen topics (DESIGN.md 5): 4 options each; where the fact is a list,
 * some questions ask for several answers (2 of the orisha's values among the 4 options). Wrong
 * options are never true of the asked orisha: not one of its values or `also` values, nor a
 * near-synonym of them (equivalents groups), and no two wrong options are group mates. Facts
 * marked `asked: false` are never asked; facts that vary between houses are asked with their
 * qualifier. Pure: the random source is injected.
 */
export function buildOrishaQuestions(
  topics: readonly OrishaTopic[],
  language: Language,
  rng: Rng,
  {
    count = ORISHA_QUESTION_COUNT,
    orishas = ORISHAS,
    equivalents = EQUIVALENTS,
    mode = 'multiple_choice',
    naming = DEFAULT_NAMING,
  }: OrishaBuildOptions = {},
): BuiltQuestion[] {
  const chosen = expandTopics(topics);
  // Every askable (orisha, topic) pair once, shuffled, then dealt round-robin over the topics.
  const byTopic = new Map(
    chosen.map(
      (topic) => [topic, shuffle(orishas.filter((o) => isAsked(o, topic) && topicValues(o, topic, language).length > 0), rng)] as const,
    ),
  );
  const questions: BuiltQuestion[] = [];
  let order = shuffle(chosen, rng);
  // Some questions ask for two values at once (the game's 'elige 2').
  const ctx = { language, rng, pool: orishas, equivalents, typed: mode === 'type_answer', multi: true, naming };
  while (questions.length < count && [...byTopic.values()].some((l) => l.length)) {
    for (const topic of order) {
      if (questions.length >= count) break;
      const orisha = byTopic.get(topic)!.pop();
      if (!orisha) continue;
      const q = factQuestion(orisha, topic, questions.length + 1, ctx);
      if (q) questions.push(q);
    }
    order = shuffle(chosen, rng);
  }
  return questions;
}
