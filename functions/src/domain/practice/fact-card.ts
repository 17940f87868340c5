/**
 * The review of an orisha-fact card (issue 12): a learner who was asked 'Which colour is
 * associated with Oshún?' in the Orisha game has the card `oshun.colors`; a review asks the same
 * fact again with fresh options (one right, three never true of the orisha; the game's rules,
 * domain/orisha-fact-question.ts), in the learner's language and naming of the day. The answer is
 * checked on the server against the values the knowledge base holds true of the orisha for that
 * topic.
 */
import type { Language, Naming } from '@ifa/shared';
import { ORISHA_FACT_TOPICS, isTrueOf, type Equivalents, type OrishaFactTopic, type QuizOrisha } from '../../content/orisha-rules.js';
import type { Rng } from '../game-types.js';
import { factQuestion } from '../orisha-fact-question.js';

export interface FactSubject {
  orisha: QuizOrisha;
  topic: OrishaFactTopic;
}

export interface FactKnowledge {
  pool: readonly QuizOrisha[];
  equivalents: Equivalents;
}

/** 'oshun.colors' -> Oshún's colours; null for a fact the knowledge base no longer has (a stale card). */
export function factSubject(ref: string, pool: readonly QuizOrisha[]): FactSubject | null {
  const dot = ref.lastIndexOf('.');
  const topic = ref.slice(dot + 1) as OrishaFactTopic;
  const orisha = pool.find((o) => o.id === ref.slice(0, dot));
  return dot > 0 && orisha && ORISHA_FACT_TOPICS.includes(topic) ? { orisha, topic } : null;
}

export interface FactReviewQuestion {
  prompt: string;
  options: string[];
  /** The option that is right (server only). */
  answer: string;
  yo_terms: string[];
}

/** The question of a fact card: one value asked among four options, or null when the fact cannot be asked (stale, or too few wrong options). */
export function factReviewQuestion(ref: string, language: Language, naming: Naming, rng: Rng, knowledge: FactKnowledge): FactReviewQuestion | null {
  const subject = factSubject(ref, knowledge.pool);
  if (!subject) return null;
  const q = factQuestion(subject.orisha, subject.topic, 1, { language, rng, naming, typed: false, multi: false, ...knowledge });
  if (!q) return null;
  return { prompt: q.question, options: q.options, answer: q.correct_answers[0]!, yo_terms: q.yo_terms ?? [] };
}

/**
 * Whether an answer to a fact card is right: any value the knowledge base holds true of the
 * orisha for the topic (the option shown as right is one), in any language, accents and case aside.
 */
export function isRightFact(ref: string, answer: string, pool: readonly QuizOrisha[]): boolean {
  const subject = factSubject(ref, pool);
  return subject !== null && isTrueOf(subject.orisha, subject.topic, answer);
}
