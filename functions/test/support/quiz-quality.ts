/**
 * The quiz-quality rules of issue 11 ("Quizzes that are fair"), as one pure check any game's
 * test can run over the questions its real builder makes (signs: quiz-quality-signs.test.ts;
 * orishas: the orisha quiz-quality test).
 *
 * `qualityProblems(q, rules)` returns human-readable problems, [] when the question is sound:
 *
 * - options: distinct after `normalizeAnswer` (case, accents, tone marks and punctuation do not
 *   make two options different); a typed question (`type_answer`) has none.
 * - correct answers: at least one, distinct, each one of the options (typed questions: exactly
 *   one, and no option at all); exactly one unless `is_multiple_answer`; a multi-answer question
 *   has exactly the number its prompt asks for ('(elige 2)', '(choose 2)', '(choisissez-en 2)')
 *   or, when the prompt names no number ('Relaciona cada signo con su pareja'), at least one and
 *   fewer than the options.
 * - accepted alternatives: no WRONG option equals (normalised) a value of `rules.notWrong`, the
 *   values also true for the asked subject (aliases, near-synonyms, shared values); a qualifier in
 *   parentheses does not make a value another ('cascarilla (efún)' is 'cascarilla'), see `sameValueKeys`.
 * - no answer in the prompt: no correct or accepted answer appears, as whole words after
 *   normalisation, in the prompt or in the quote.
 * - no editorial remarks: no parenthesis in the prompt, the quote or an option that speaks about
 *   the sources ('(así lo recogen los tratados…)', '(según…)', 'fuente', 'tratado', 'source',
 *   'selon'...); see `editorialRemarks`.
 * - no text of another interface language: each text has a declared language (the prompt and
 *   true/false options: `rules.language`; the quote and the other options: `content_lang` when
 *   the question marks them as quoted study text, else `rules.language`) and must not contain a
 *   tell-tale function word of another of es/en/fr (`TELL_TALE_WORDS`, whole words, lowercase).
 *   So a Spanish study quote marked `content_lang: 'es'` is allowed in an English question, but
 *   an English prompt with 'del' or a French one with 'the' is not. `rules.otherLanguageWords`
 *   replaces the word lists per language when a game needs it.
 *
 * The helpers (`normalized`, `containsWords`, `editorialRemarks`, `foreignWords`, `askedCount`)
 * are exported for tests that need one rule alone.
 */
import type { Language } from '@ifa/shared';
import { normalizeAnswer } from '../../src/domain/game-engine.js';
import type { BuiltQuestion } from '../../src/domain/game-types.js';

export interface QualityRules {
  /** The learner's interface language the question was built for. */
  language: Language;
  /** Values also true for the asked subject (accepted alternatives): never a wrong option. */
  notWrong?: readonly string[];
  /** Tell-tale words per language, replacing `TELL_TALE_WORDS` for the languages given. */
  otherLanguageWords?: Partial<Record<Language, readonly string[]>>;
}

/**
 * Function words that identify a language and belong to neither of the other two (nor to the
 * Lucumí or Yorùbá names the games show). Words shared by two languages are left out on
 * purpose: 'de', 'la', 'que' (es/fr), 'le', 'les' (Spanish pronouns, '¿Qué se le ofrece…?').
 */
export const TELL_TALE_WORDS: Readonly<Record<Language, readonly string[]>> = {
  es: ['el', 'los', 'las', 'del', 'qué', 'cuál', 'cuáles', 'con', 'este', 'esta', 'una', 'por', 'para', 'signo', 'pertenece', 'según'],
  en: ['the', 'which', 'what', 'is', 'are', 'of', 'and', 'this', 'with', 'sign', 'belongs', 'associated', 'does'],
  fr: ['du', 'des', 'est', 'quel', 'quelle', 'quels', 'quelles', 'cet', 'cette', 'une', 'dans', 'avec', 'à', 'signe', 'appartient', 'selon'],
};

/** Words that make a parenthesis a remark about sources or the editing, not part of a question. */
export const EDITORIAL_WORDS: readonly string[] = [
  'así lo recogen',
  'según',
  'fuente',
  'fuentes',
  'tratado',
  'tratados',
  'recogen',
  'source',
  'sources',
  'according to',
  'treatise',
  'treatises',
  'selon',
  'traité',
  'traités',
];

/** The form options and answers are compared in (the game engine's). */
export const normalized = (text: string) => normalizeAnswer(text);

/**
 * The normalised forms a value is compared in: itself and, when it carries a qualifier in
 * parentheses, itself without it. Two values are one when they share a form.
 */
export function sameValueKeys(text: string): string[] {
  const bare = normalized(text.replace(/\([^()]*\)/gu, ' '));
  return [normalized(text), ...(bare ? [bare] : [])];
}

/** Whether `needle` appears in `haystack` as whole words, both normalised. */
export function containsWords(haystack: string, needle: string): boolean {
  const n = normalized(needle);
  if (!n) return false;
  return ` ${normalized(haystack)} `.includes(` ${n} `);
}

const lowerWords = (text: string) => text.normalize('NFC').toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? [];

/** The parentheses of a text that read as editorial or source remarks. */
export function editorialRemarks(text: string): string[] {
  const remarks: string[] = [];
  for (const m of text.matchAll(/\(([^()]*)\)/gu)) {
    const inner = ` ${lowerWords(m[1]!).join(' ')} `;
    if (EDITORIAL_WORDS.some((w) => inner.includes(` ${lowerWords(w).join(' ')} `))) remarks.push(m[0]);
  }
  return remarks;
}

/** Tell-tale words of languages other than `lang` found in `text`, as 'en:the'. */
export function foreignWords(text: string, lang: Language, lists: Readonly<Record<Language, readonly string[]>> = TELL_TALE_WORDS): string[] {
  const words = new Set(lowerWords(text));
  const found: string[] = [];
  for (const other of Object.keys(lists) as Language[]) {
    if (other === lang) continue;
    for (const w of lists[other]) if (words.has(w.normalize('NFC').toLowerCase())) found.push(`${other}:${w}`);
  }
  return found;
}

/** How many answers a multi-answer prompt asks for ('(elige 2)'), or undefined when it names none. */
export function askedCount(prompt: string): number | undefined {
  const m = prompt.match(/(?:elige|selecciona|choose|select|choisissez(?:-en)?|sélectionnez)\s+(\d+)/iu);
  return m ? Number(m[1]) : undefined;
}

/** The problems of one question under the rules of issue 11; [] when it is sound. */
export function qualityProblems(q: BuiltQuestion, rules: QualityRules): string[] {
  const problems: string[] = [];
  const typed = q.type === 'type_answer';
  const options = q.options.map(normalized);
  const optionSet = new Set(options);

  // Options and correct answers.
  if (optionSet.size !== options.length) problems.push(`options are not distinct: ${JSON.stringify(q.options)}`);
  if (q.correct_answers.length === 0) problems.push('no correct answer');
  if (new Set(q.correct_answers.map(normalized)).size !== q.correct_answers.length) problems.push('repeated correct answers');
  if (typed) {
    if (q.options.length) problems.push('a typed question offers options');
    if (q.is_multiple_answer || q.correct_answers.length !== 1) problems.push('a typed question needs exactly one main answer');
  } else {
    for (const a of q.correct_answers) if (!optionSet.has(normalized(a))) problems.push(`correct answer not among the options: ${a}`);
    if (!q.is_multiple_answer && q.correct_answers.length !== 1) problems.push(`${q.correct_answers.length} correct answers in a single-answer question`);
    if (q.is_multiple_answer) {
      const asked = askedCount(q.question);
      if (asked !== undefined && asked !== q.correct_answers.length) {
        problems.push(`the prompt asks for ${asked} answers but ${q.correct_answers.length} are correct`);
      }
      if (asked === undefined && (q.correct_answers.length < 1 || q.correct_answers.length >= q.options.length)) {
        problems.push(`${q.correct_answers.length} of ${q.options.length} options correct in a multi-answer question`);
      }
    }
  }

  // Accepted alternatives offered as wrong.
  const correct = new Set(q.correct_answers.map(normalized));
  const notWrong = new Set((rules.notWrong ?? []).flatMap(sameValueKeys).filter(Boolean));
  for (const o of q.options) {
    if (!correct.has(normalized(o)) && sameValueKeys(o).some((k) => notWrong.has(k))) problems.push(`an accepted alternative is offered as wrong: ${o}`);
  }

  // The answer given away by the prompt or the quote. A true/false answer is the word 'true' or
  // 'false' of the learner's language, which a text may hold with another meaning (French 'faux'
  // is also a scythe): it gives nothing away.
  const shownText = [q.question, q.quote ?? ''].join(' \n ');
  for (const a of q.type === 'true_false' ? [] : [...q.correct_answers, ...(q.accepted_answers ?? [])]) {
    if (containsWords(shownText, a)) problems.push(`the answer appears in the prompt: ${a}`);
  }

  // Editorial remarks.
  for (const text of [q.question, q.quote ?? '', ...q.options]) {
    for (const r of editorialRemarks(text)) problems.push(`editorial remark: ${r}`);
  }

  // Text of another language.
  const lists = { ...TELL_TALE_WORDS, ...rules.otherLanguageWords } as Record<Language, readonly string[]>;
  const contentLang = q.content_lang ?? rules.language;
  const texts: { text: string; lang: Language; what: string }[] = [
    { text: q.question, lang: rules.language, what: 'prompt' },
    ...(q.quote ? [{ text: q.quote, lang: contentLang, what: 'quote' }] : []),
    ...q.options.map((o) => ({ text: o, lang: q.type === 'true_false' ? rules.language : contentLang, what: 'option' })),
  ];
  for (const { text, lang, what } of texts) {
    const found = foreignWords(text, lang, lists);
    if (found.length) problems.push(`${what} in ${lang} has words of another language (${found.join(', ')}): ${text}`);
  }
  return problems;
}
