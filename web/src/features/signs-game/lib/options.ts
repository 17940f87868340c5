import { foldName } from '@ifa/shared/naming';

/**
 * How the server's option strings are shown (spec 2, quiz answer panel). The strings are sent
 * back exactly as received; only their display changes.
 */

/** A matching option is 'Name — value' (the server's pair); null when it is not a pair. */
export function splitPair(option: string): { name: string; value: string } | null {
  const at = option.indexOf(' — ');
  if (at <= 0) return null;
  return { name: option.slice(0, at), value: option.slice(at + 3) };
}

/** A sign's 8-character pattern of 0/1 (drawn instead of read). */
export const isPattern = (value: string | undefined): value is string => typeof value === 'string' && /^[01]{8}$/.test(value);

/** A, B, C... for the multiple-choice options. */
export const letterOf = (index: number) => String.fromCharCode(65 + index);

const TRUE_WORDS = new Set(['verdadero', 'true', 'vrai']);
const FALSE_WORDS = new Set(['falso', 'false', 'faux']);

/**
 * Which of true/false an option means. The server writes them in its language ('Verdadero',
 * 'Falso'); the button shows the learner's word. Unknown words fall back to the order the
 * server sends them in (true first).
 */
export function truthOf(option: string, index: number): 'true' | 'false' {
  const word = option.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return 'true';
  if (FALSE_WORDS.has(word)) return 'false';
  return index === 0 ? 'true' : 'false';
}

/** The true/false word of an answer shown in the feedback, or null when it is not one. */
export function truthWord(answer: string): 'true' | 'false' | null {
  const word = answer.trim().toLowerCase();
  return TRUE_WORDS.has(word) ? 'true' : FALSE_WORDS.has(word) ? 'false' : null;
}

/** Whether an option is one of the right answers the server returned (compared as it compares: folded). */
export const isRightOption = (option: string, correctAnswers: readonly string[] | undefined) =>
  (correctAnswers ?? []).some((a) => foldName(a) === foldName(option));
