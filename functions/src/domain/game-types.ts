/**
 * Types shared by the game engines. A BuiltQuestion carries its answers: it lives only in the
 * game-session item on the server; clients get `publicQuestion(q)` (DESIGN.md 5).
 */
export type Rng = () => number; // uniform in [0, 1)

export type QuestionType = 'multiple_choice' | 'true_false' | 'matching';

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
  /** Server only until answered: where to study this (e.g. 'Baba Ejiogbe — Refranes'). */
  learning_reference: string | null;
  /** Public extras the client may show (the sign drawn, for recognition questions). */
  oddun_id?: string;
  binary_pattern?: string;
}

export function publicQuestion(q: BuiltQuestion) {
  const { correct_answers: _answers, learning_reference: _ref, ...shown } = q;
  return shown;
}

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
