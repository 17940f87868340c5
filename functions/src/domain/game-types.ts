import type { Language, SignsQuestionType } from '@ifa/shared';

/**
 * Types shared by the game engines. A BuiltQuestion carries its answers: it lives only in the
 * game-session item on the server; clients get `publicQuestion(q)` (DESIGN.md 5).
 */
export type Rng = () => number; // uniform in [0, 1)

export type QuestionType = SignsQuestionType;

export interface BuiltQuestion {
  /** 'q1', 'q2', ... in play order. */
  id: string;
  type: QuestionType;
  topic: string;
  question: string;
  options: string[];
  is_multiple_answer: boolean;
  /** Server only until answered. For single-answer questions exactly one entry. */
  correct_answers: string[];
  /**
   * Server only: other answers that also count for a typed (single-answer) question, e.g. a
   * sign's aliases. Never among the options; the answer feedback lists them after the main one.
   */
  accepted_answers?: string[];
  /** Server only until answered: where to study this (e.g. 'Baba Ejiogbe — Refranes'). */
  learning_reference: string | null;
  /** Server only: the sign a signs-game question is about (its review cards are created; issue 12). */
  sign_id?: string;
  /** Server only: the orisha fact an Orisha-game question is about ('oshun.colors'; its review card is created; issue 12). */
  fact?: string;
  /** Public extras the client may show (the sign drawn, for recognition questions). */
  oddun_id?: string;
  binary_pattern?: string;
  /** Quoted study text, shown after the prompt (see SignsQuestion.quote). */
  quote?: string;
  /** The language of the quote or the options when it is not the user's (SignsQuestion.content_lang). */
  content_lang?: Language;
  /** Public: Yorùbá names in the prompt or options, for `lang="yo"` (SignsQuestion.yo_terms). */
  yo_terms?: string[];
  /**
   * Public, matching only: the two columns to join, each shuffled on its own; the key (the
   * 'Name — value' pairs in `correct_answers`) stays on the server (SignsQuestion.match_names).
   */
  match_names?: string[];
  match_values?: string[];
}

export function publicQuestion(q: BuiltQuestion) {
  const { correct_answers: _answers, accepted_answers: _accepted, learning_reference: _ref, sign_id: _sign, fact: _fact, ...shown } = q;
  return shown;
}

/** What the answer feedback shows as right: the main answer(s), then the other accepted forms. */
export const shownAnswers = (q: BuiltQuestion) => [...q.correct_answers, ...(q.accepted_answers ?? [])];

/** Fisher–Yates with an injected random source. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export const pick = <T>(items: readonly T[], rng: Rng): T => items[Math.floor(rng() * items.length)]!;

/** A seeded generator (mulberry32) for tests and reproducible games. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
