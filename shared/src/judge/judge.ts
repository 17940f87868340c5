/**
 * The one judge (DESIGN.md 5b): every answer a learner types or picks, in a game, a duel, a house
 * task or the daily review, gets its verdict here, so one answer has one verdict wherever it is
 * given. It lives in the contract package because the device will judge an offline review with
 * it too (DESIGN.md 5d); it knows nothing of games or cards, only an answer key:
 * - exact: equal to a right answer, accents, case, tone marks and punctuation aside;
 * - accepted forms: another spelling of the single answer (a sign's Yorùbá or other name, an
 *   equivalent value), equal in the same way, or the same letters without spaces ('Ejiogbe');
 * - slips: one letter off (typo.ts) a right spelling of 5+ letters, unless the text is as near,
 *   or equal, to another answer the key lists (`others`: the wrong options and every other name
 *   the catalogue knows for that kind of answer), so 'Otrupom Meji' is Otrupon Meji, 'casi',
 *   while 'Otura Di' stays wrong where Otura Ni was asked, Otura Di being another sign;
 * - multi-answer sets: right when the selection is exactly the set of right answers.
 */
import { foldName } from '../naming.js';
import { slipMatch } from './typo.js';

export interface AnswerKey {
  /** The right answers: the one answer, or every answer of a multi-answer question. */
  correct: readonly string[];
  /** Other spellings that count as the single answer (never used for a multi-answer key). */
  accepted?: readonly string[];
  /** Another form the knowledge base holds true (a value in another language): counts as the single answer. */
  isAccepted?: (text: string) => boolean;
  multiple?: boolean;
  /** Spellings of other answers: the wrong options offered and the catalogue's other names. */
  others?: readonly string[];
}

export interface Verdict {
  correct: boolean;
  /** What was sent, trimmed, blanks and repeats dropped. */
  submitted: string[];
  correctly_selected: string[];
  incorrectly_selected: string[];
  /** The right answers not given (every right answer when a single answer is wrong). */
  missed: string[];
  /** Right by a one-letter slip: the right spelling to show ('casi: se escribe «…»'). */
  almost?: string;
}

/** Without spaces: a typed 'Ejiogbe' is 'Eji Ogbe', 'Ogbeyeku' is 'Ogbe Yeku'. */
const compact = (value: string) => foldName(value).replace(/ /g, '');

/**
 * Which right answer a text counts as, if any: equal after folding to a right answer or (single
 * answer) an accepted form, or equal to one without spaces unless that spelling is also another
 * answer's.
 */
function matcher(key: AnswerKey): (text: string) => string | undefined {
  const main = key.correct[0];
  const exact = new Map(key.correct.map((a) => [foldName(a), a]));
  const spaceless = new Map<string, string>();
  if (!key.multiple && main !== undefined) {
    for (const a of key.accepted ?? []) if (!exact.has(foldName(a))) exact.set(foldName(a), main);
    for (const a of [...key.correct, ...(key.accepted ?? [])]) spaceless.set(compact(a), main);
    for (const o of key.others ?? []) if (!exact.has(foldName(o))) spaceless.delete(compact(o));
  }
  return (text) => exact.get(foldName(text)) ?? spaceless.get(compact(text)) ?? (!key.multiple && main !== undefined && key.isAccepted?.(text) ? main : undefined);
}

/** The single answer a text is one letter off, when it is not as near another answer (typo.ts). */
function slipOf(key: AnswerKey, text: string): string | undefined {
  const main = key.correct[0];
  if (key.multiple || main === undefined) return undefined;
  const spellings = [...key.correct, ...(key.accepted ?? [])].map((spelling) => ({ spelling, answer: main }));
  const right = new Set(spellings.map((s) => foldName(s.spelling)));
  return slipMatch(text, spellings, (key.others ?? []).filter((o) => !right.has(foldName(o))));
}

/** The verdict on what was sent: one text for a single answer, the selection for a multi-answer key. */
export function judgeAnswer(key: AnswerKey, sent: readonly string[]): Verdict {
  const submitted = [...new Set(sent.map((s) => s.trim()).filter(Boolean))];
  const match = matcher(key);
  const matched = submitted.map((s) => ({ s, answer: match(s) }));
  const hits = matched.filter((m) => m.answer !== undefined);
  const correctly_selected = [...new Set(hits.map((m) => m.answer!))];
  const incorrectly_selected = matched.filter((m) => m.answer === undefined).map((m) => m.s);
  const missed = key.correct.filter((a) => !correctly_selected.includes(a));
  const exact = key.multiple ? incorrectly_selected.length === 0 && missed.length === 0 && submitted.length > 0 : submitted.length === 1 && hits.length === 1;
  const almost = !exact && submitted.length === 1 ? slipOf(key, submitted[0]!) : undefined;
  if (almost !== undefined) return { correct: true, submitted, correctly_selected: [almost], incorrectly_selected: [], missed: [], almost };
  return { correct: exact, submitted, correctly_selected, incorrectly_selected, missed: key.multiple ? missed : exact ? [] : [...key.correct] };
}
