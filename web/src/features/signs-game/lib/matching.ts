import { foldName } from '@ifa/shared/naming';
import { splitPair } from './options';

/**
 * A matching question is two columns (the server's `match_names` and `match_values`); the
 * learner joins each name with one value. The pairs made are sent as 'Name — value', the form
 * the server's key uses, and the server judges each pair on its own. The client never has the
 * key before answering: only the feedback says which pairs were right.
 */

/** Name -> value, in the order the pairs were made. */
export type Pairs = ReadonlyMap<string, string>;

export const pairText = (name: string, value: string) => `${name} — ${value}`;

/** Joins `name` with `value`; either one's previous pair is undone (a value goes to one name). */
export function link(pairs: Pairs, name: string, value: string): Pairs {
  const next = new Map([...pairs].filter(([n, v]) => n !== name && v !== value));
  next.set(name, value);
  return next;
}

export function unlink(pairs: Pairs, name: string): Pairs {
  const next = new Map(pairs);
  next.delete(name);
  return next;
}

/** The name a value is joined with, if any. */
export const nameOf = (pairs: Pairs, value: string) => [...pairs].find(([, v]) => v === value)?.[0];

/** The pairs as the answer: one 'Name — value' per pair, in the names' column order. */
export const answerOf = (names: readonly string[], pairs: Pairs) => names.flatMap((n) => (pairs.has(n) ? [pairText(n, pairs.get(n)!)] : []));

/** The pairs of a sent answer (to show them again after a reload of the feedback). */
export function pairsOf(answer: string | string[] | null): Pairs {
  const list = Array.isArray(answer) ? answer : [];
  return new Map(list.flatMap((a) => {
    const p = splitPair(a);
    return p ? [[p.name, p.value] as const] : [];
  }));
}

export interface JudgedPair {
  name: string;
  /** The value the learner joined with the name; null when none (a timeout). */
  value: string | null;
  /** right: the learner's pair is right; wrong: it is not; missed: no pair was made. */
  state: 'right' | 'wrong' | 'missed';
  /** The right value for the name, from the server's answer (for wrong and missed pairs). */
  rightValue: string | null;
}

/** Each name's pair judged from the server's feedback (as the server compares: folded). */
export function judgePairs(
  names: readonly string[],
  pairs: Pairs,
  feedback: { correctly_selected: string[]; correct_answers: string[] },
): JudgedPair[] {
  const right = new Set(feedback.correctly_selected.map(foldName));
  const key = new Map(feedback.correct_answers.flatMap((a) => {
    const p = splitPair(a);
    return p ? [[foldName(p.name), p.value] as const] : [];
  }));
  return names.map((name): JudgedPair => {
    const value = pairs.get(name) ?? null;
    const rightValue = key.get(foldName(name)) ?? null;
    if (value === null) return { name, value, state: 'missed', rightValue };
    return { name, value, state: right.has(foldName(pairText(name, value))) ? 'right' : 'wrong', rightValue };
  });
}
