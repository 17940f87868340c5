/**
 * Quiz quality of the Signs of Ifá game (issue 11, points 3 and 4): at least 200 questions per
 * topic × level × language, built with fixed seeds through the real builder over the real
 * catalogue (every game mode, set and naming in turn), each checked mechanically:
 *
 * - the generic rules of test/support/quiz-quality.ts (distinct options, exactly the right ones
 *   correct, no accepted alternative among the wrong ones, no answer in the prompt, no
 *   editorial remark, no text of another language);
 * - the truth, decided here from the catalogue and not by the builder: every correct option is
 *   true of the asked sign and every option that is true is marked correct (true/false and
 *   matching included; typed answers accept exactly the sign's names);
 * - not answerable from one leg: a question whose options are signs picked by their pattern
 *   (drawing -> name, name -> pattern, name -> Yorùbá name) offers, besides the answer, an
 *   option with the same right leg and one with the same left leg (the mirrored sign counts for
 *   both); a false pattern statement shares a leg with the sign it names;
 * - matching (two columns): every name joined with every value is a possible answer, and exactly
 *   the pairs of the key are true (one solution);
 * - the Yorùbá name is not guessed from its first word: another option starts with it,
 *   whenever another sign's Yorùbá name does.
 *
 * The last block feeds deliberately bad questions and expects each check to catch them.
 */
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, LANGUAGES, NAMINGS, SIGNS_TOPICS, displayName, foldName, type Difficulty, type Language, type Naming, type SignsTopic } from '@ifa/shared';
import { buildCatalogue, fileTranslation } from '../../src/content/build-odduns.js';
import { translateElement } from '../../src/content/elements.js';
import { seededRng, type BuiltQuestion } from '../../src/domain/game-types.js';
import { buildSignsQuestions, localized, withoutEditorialRemarks, type SignRecord, type SignsGameRequest } from '../../src/domain/signs-questions.js';
import { SIGNS_TEXTS } from '../../src/domain/signs-texts.js';
import { containsWords, qualityProblems } from '../support/quiz-quality.js';

const catalogue: SignRecord[] = buildCatalogue('2026-01-01T00:00:00Z');
const byName = new Map(catalogue.map((s) => [s.name, s]));
const byPattern = new Map(catalogue.map((s) => [s.binary_pattern, s]));
const PER_CELL = 200;
/** Each cell builds 600+ questions: room for a busy machine (a limit, not a timed assertion). */
const CELL_TIMEOUT_MS = 60_000;

const right = (p: string) => p.slice(0, 4);
const left = (p: string) => p.slice(4);
const mirror = (p: string) => left(p) + right(p);

// ---------------------------------------------------------------------------------------------
// The catalogue's truth, independent of the builder

const namesOf = (s: SignRecord) => [s.name, s.yoruba_name ?? '', ...(s.alternative_names ?? [])].filter(Boolean);
const shownName = (s: SignRecord, naming: Naming) => displayName({ lucumi: s.name, yoruba: s.yoruba_name }, naming);

/** Displayed name -> signs, per naming. */
const byShownName = Object.fromEntries(
  NAMINGS.map((naming) => {
    const map = new Map<string, SignRecord[]>();
    for (const s of catalogue) map.set(foldName(shownName(s, naming)), [...(map.get(foldName(shownName(s, naming))) ?? []), s]);
    return [naming, map];
  }),
) as Record<Naming, Map<string, SignRecord[]>>;

const signsNamed = (text: string, naming: Naming) => byShownName[naming].get(foldName(text)) ?? [];

const CONTENT_LISTS: Partial<Record<SignsTopic, (s: SignRecord) => string[] | undefined>> = {
  born_in_sign: (s) => s.nace_en_este_signo,
  prohibitions: (s) => s.taboos,
  spiritual: (s) => s.consejos_espirituales,
  refranes: (s) => s.refranes,
  patakines: (s) => s.patakines,
};

const escapeRe = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a quoted study text is one of the sign's texts of the topic: the text itself, where
 * 'este signo' may stand for any name (the masked names), cut short when it ends with '…' or is
 * a story (quoted by its first sentences), and without the editorial remarks the builder drops.
 */
function ownsQuote(s: SignRecord, topic: SignsTopic, quote: string, language: Language): boolean {
  const cut = quote.endsWith('…') || topic === 'patakines';
  // The sign's texts in the learner's language (the project's translation: issue 27), where the
  // masked names read 'este signo', 'this sign' or 'ce signe'.
  const own = localized(s, language, fileTranslation);
  const body = foldName(quote.replace(/^«|»$/gu, '').replace(/…$/u, ''))
    .split(/este signo|this sign|ce signe/u)
    .map((piece) => escapeRe(piece.trim()))
    .join('.+');
  const re = new RegExp(`^${body}${cut ? '' : '$'}`, 'u');
  return (CONTENT_LISTS[topic]?.(own) ?? []).some((item) => re.test(foldName(withoutEditorialRemarks(item))));
}

/** Whether `value` (as shown) is true of sign `s` for the topic. */
function valueTrue(s: SignRecord, topic: SignsTopic, value: string, language: Language): boolean {
  switch (topic) {
    case 'recognition':
      // A pattern (drawing) or a Yorùbá name: any of the sign's names counts.
      return value === s.binary_pattern || namesOf(s).some((n) => foldName(n) === foldName(value));
    case 'binary_patterns':
      return value === s.binary_pattern;
    case 'elements':
      return Boolean(s.element) && (foldName(translateElement(s.element!, language) ?? '') === foldName(value) || foldName(s.element!) === foldName(value));
    default:
      return ownsQuote(s, topic, value, language);
  }
}

/** The sign a question is about: its learning reference is 'Lucumí name — Section'. */
const subjectOf = (q: BuiltQuestion) => byName.get(q.learning_reference?.split(' — ')[0] ?? '')!;

interface Context {
  language: Language;
  naming: Naming;
  topic: SignsTopic;
}

/** The options that are true for this question, decided from the catalogue. */
function trueOptions(q: BuiltQuestion, ctx: Context): string[] {
  const { language, naming, topic } = ctx;
  const texts = SIGNS_TEXTS[language];
  if (q.type === 'true_false') {
    return [statementTrue(q, ctx) ? texts.trueOption : texts.falseOption];
  }
  if (q.type === 'matching') {
    return q.options.filter((o) => {
      const [name, value] = o.split(' — ') as [string, string];
      // The Yorùbá-name pairs name the sign in Lucumí (its Yorùbá name would be the answer).
      const yorubaPair = topic === 'recognition' && !/^[01]{8}$/.test(value);
      const signs = yorubaPair ? [byName.get(name)!].filter(Boolean) : signsNamed(name, naming);
      return signs.some((s) => valueTrue(s, topic, value, language));
    });
  }
  const subject = subjectOf(q);
  // A question that names its sign carries its id; "which sign?" questions do not.
  if (q.oddun_id === undefined) {
    // "Which sign?": the options naming a sign of which the shown fact is true.
    return q.options.filter((o) =>
      signsNamed(o, naming).some((s) =>
        q.binary_pattern ? s.binary_pattern === q.binary_pattern : valueTrue(s, topic, q.quote ?? '', language),
      ),
    );
  }
  return q.options.filter((o) => valueTrue(subject, topic, o.replace(/^«|»$/gu, ''), language));
}

/** Whether a true/false statement is true, from the catalogue. */
function statementTrue(q: BuiltQuestion, { language, naming, topic }: Context): boolean {
  if (q.binary_pattern) {
    const drawn = byPattern.get(q.binary_pattern)!;
    return containsWords(q.question, shownName(drawn, naming));
  }
  const named = catalogue.find((s) => s.id === q.oddun_id)!;
  if (q.quote) return valueTrue(named, topic, q.quote, language);
  switch (topic) {
    case 'recognition':
      return containsWords(q.question, named.yoruba_name!);
    case 'binary_patterns':
      return q.question.includes(named.binary_pattern);
    case 'elements':
      return containsWords(q.question, translateElement(named.element!, language)!);
    default:
      throw new Error(`no statement for ${topic}`);
  }
}

/** Accepted alternatives: values also true of the subject, its names as the setting shows them. */
function notWrongOf(q: BuiltQuestion, ctx: Context): string[] {
  if (q.type === 'true_false' || q.type === 'type_answer') return [];
  const subject = subjectOf(q);
  return [...trueOptions(q, ctx), ...namesOf(subject), shownName(subject, ctx.naming)];
}

// ---------------------------------------------------------------------------------------------
// Legs

/** The signs the options stand for when they are picked by pattern; undefined for other questions. */
function signsByPattern(q: BuiltQuestion, ctx: Context): { answer: SignRecord; others: SignRecord[] } | undefined {
  if (q.type === 'true_false' || q.type === 'matching' || q.type === 'type_answer') return undefined;
  const toSign = (o: string): SignRecord | undefined => {
    if (q.topic === 'binary_patterns') return byPattern.get(o);
    if (q.binary_pattern) return signsNamed(o, ctx.naming)[0];
    // The Yorùbá-name question: its options are Yorùbá names.
    return catalogue.find((s) => s.yoruba_name && foldName(s.yoruba_name) === foldName(o));
  };
  const isPatternQuestion = q.topic === 'binary_patterns' || Boolean(q.binary_pattern) || (q.topic === 'recognition' && q.oddun_id !== undefined);
  if (!isPatternQuestion) return undefined;
  const signs = q.options.map((o) => ({ o, s: toSign(o) }));
  const answer = signs.find((x) => q.correct_answers.includes(x.o))?.s;
  if (!answer) throw new Error(`no sign for the answer of ${q.question}`);
  return { answer, others: signs.filter((x) => !q.correct_answers.includes(x.o)).map((x) => x.s!).filter(Boolean) };
}

/**
 * Why a question whose options are signs picked by their pattern could be answered from one
 * leg: no other option with the answer's right leg, or none with its left leg (the mirrored
 * sign counts for both). [] when it cannot.
 */
function oneLegProblems(answer: SignRecord, others: readonly SignRecord[]): string[] {
  const p = answer.binary_pattern;
  const problems: string[] = [];
  const isMirror = (o: SignRecord) => p !== mirror(p) && o.binary_pattern === mirror(p);
  if (!others.some((o) => right(o.binary_pattern) === right(p) || isMirror(o))) problems.push(`no other option has the right leg ${right(p)} of ${answer.name}`);
  if (!others.some((o) => left(o.binary_pattern) === left(p) || isMirror(o))) problems.push(`no other option has the left leg ${left(p)} of ${answer.name}`);
  return problems;
}

const sharesLeg = (a: string, b: string) => right(a) === right(b) || left(a) === left(b) || a === mirror(b);
const firstWord = (text: string) => foldName(text).split(' ')[0] ?? '';

/**
 * A matching question as the pairs a learner can make: every name with every value. Checked
 * like a multi-answer question, the key must be exactly the true pairs (one solution).
 */
const possiblePairs = (q: BuiltQuestion): BuiltQuestion =>
  q.type === 'matching' ? { ...q, options: (q.match_names ?? []).flatMap((n) => (q.match_values ?? []).map((v) => `${n} — ${v}`)) } : q;

/** Every check of this file on one question; [] when it passes. */
function problemsOf(built: BuiltQuestion, ctx: Context): string[] {
  const q = possiblePairs(built);
  const problems = qualityProblems(q, { language: ctx.language, notWrong: notWrongOf(q, ctx) });
  const subject = subjectOf(q);
  if (!subject) return [...problems, `no subject for ${q.learning_reference}`];

  if (q.type === 'type_answer') {
    const accepted = new Set([...q.correct_answers, ...(q.accepted_answers ?? [])].map(foldName));
    const names = new Set(namesOf(subject).map(foldName));
    if ([...accepted].some((a) => !names.has(a)) || [...names].some((n) => !accepted.has(n))) {
      problems.push(`typed answers ${[...accepted].join(', ')} are not the names of ${subject.name}`);
    }
    const fact = q.binary_pattern ?? q.quote;
    if (q.binary_pattern && q.binary_pattern !== subject.binary_pattern) problems.push('typed: the drawing is not the answer');
    if (!q.binary_pattern && fact && !valueTrue(subject, ctx.topic, fact, ctx.language)) problems.push('typed: the quote is not the answer');
    return problems;
  }

  // Exactly the true options are correct.
  const truths = new Set(trueOptions(q, ctx));
  const marked = new Set(q.correct_answers);
  for (const o of q.options) {
    if (truths.has(o) !== marked.has(o)) problems.push(`${o} is ${truths.has(o) ? 'true' : 'false'} but marked ${marked.has(o) ? 'correct' : 'wrong'}`);
  }
  if (!truths.size && q.type !== 'true_false') problems.push('no option is true');

  // Not answerable from one leg.
  const byPatternSigns = signsByPattern(q, ctx);
  if (byPatternSigns) problems.push(...oneLegProblems(byPatternSigns.answer, byPatternSigns.others));
  if (byPatternSigns && q.topic === 'recognition' && !q.binary_pattern) {
    // The Yorùbá name is not told by its first word.
    const answer = q.correct_answers[0]!;
    const word = firstWord(answer);
    const possible = catalogue.some((s) => s.id !== byPatternSigns.answer.id && s.yoruba_name && firstWord(s.yoruba_name) === word);
    if (possible && !q.options.some((o) => o !== answer && firstWord(o) === word)) problems.push(`only ${answer} starts with '${word}'`);
  }
  if (q.type === 'true_false' && q.binary_pattern && q.correct_answers[0] === SIGNS_TEXTS[ctx.language].falseOption) {
    const named = catalogue
      .filter((s) => s.id !== subject.id && containsWords(q.question, shownName(s, ctx.naming)))
      .sort((a, b) => shownName(b, ctx.naming).length - shownName(a, ctx.naming).length)[0];
    if (!named || !sharesLeg(named.binary_pattern, q.binary_pattern)) problems.push(`a false statement names ${named?.name ?? '?'}, no leg of the drawing`);
  }
  if (q.type === 'true_false' && q.topic === 'binary_patterns' && q.correct_answers[0] === SIGNS_TEXTS[ctx.language].falseOption) {
    const named = catalogue.find((s) => s.id === q.oddun_id)!;
    const stated = q.question.match(/[01]{8}/)?.[0] ?? '';
    if (!sharesLeg(stated, named.binary_pattern)) problems.push(`a false statement gives ${named.name} the pattern ${stated}, no leg of its own`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// 200+ questions per topic × level × language

const MODES = ['multiple_choice', 'true_false', 'matching', 'type_answer', 'audio_visual', 'image_match'] as const;
const SETS = ['random', 'meyi', 'sequential'] as const;
const ASKED_TOPICS = SIGNS_TOPICS.filter((t) => t !== 'sureye');

/** Builds games with fixed seeds (modes, sets and namings in turn) until `PER_CELL` questions of the topic. */
function questionsFor(topic: SignsTopic, difficulty: Difficulty, language: Language) {
  const out: { q: BuiltQuestion; naming: Naming }[] = [];
  const modes = MODES.filter((m) => m !== 'image_match' || topic === 'recognition');
  for (let seed = 1; out.length < PER_CELL && seed < 2000; seed++) {
    const naming = NAMINGS[seed % NAMINGS.length]!;
    const req: SignsGameRequest = {
      difficulty,
      topics: [topic],
      oddun_set: SETS[seed % SETS.length]!,
      selected_odduns: [],
      question_count: 50,
      game_mode: modes[seed % modes.length]!,
      language,
      naming,
      translations: fileTranslation,
    };
    for (const q of buildSignsQuestions(catalogue, req, seededRng(seed * 7919 + difficulty.length)).questions) out.push({ q, naming });
  }
  return out;
}

describe('signs quiz quality: every topic × level × language', () => {
  for (const topic of ASKED_TOPICS) {
    for (const difficulty of DIFFICULTIES) {
      it(`${topic} / ${difficulty}: ${PER_CELL}+ questions per language keep every rule`, () => {
        for (const language of LANGUAGES) {
          const built = questionsFor(topic, difficulty, language);
          expect(built.length, `${language}: questions built`).toBeGreaterThanOrEqual(PER_CELL);
          const failures = built.flatMap(({ q, naming }) =>
            problemsOf(q, { language, naming, topic: q.topic as SignsTopic }).map((p) => `[${language}/${naming}/${q.type}] ${q.question} ${q.quote ?? ''} ${JSON.stringify(q.options)}: ${p}`),
          );
          expect(failures.slice(0, 10), `${failures.length} problems`).toEqual([]);
        }
      }, CELL_TIMEOUT_MS);
    }
  }

  it('names shown in Yorùbá are listed in yo_terms, and only then', () => {
    let withTerms = 0;
    for (const naming of NAMINGS) {
      const req: SignsGameRequest = {
        difficulty: 'intermediate',
        topics: ['recognition', 'refranes'],
        oddun_set: 'random',
        selected_odduns: [],
        question_count: 50,
        game_mode: 'multiple_choice',
        naming,
      };
      for (const q of buildSignsQuestions(catalogue, req, seededRng(5)).questions) {
        const text = [q.question, ...q.options].join('\n');
        const shownYoruba = catalogue.flatMap((s) => (s.yoruba_name && s.yoruba_name !== s.name && text.includes(s.yoruba_name) ? [s.yoruba_name] : []));
        expect(new Set(q.yo_terms ?? []), q.question).toEqual(new Set(shownYoruba));
        if (q.yo_terms) withTerms++;
        if (naming === 'lucumi' && q.binary_pattern) expect(q.yo_terms).toBeUndefined();
      }
    }
    expect(withTerms).toBeGreaterThan(20);
  });
});

// ---------------------------------------------------------------------------------------------
// The checks can fail

describe('the checks catch bad questions', () => {
  const ctx: Context = { language: 'es', naming: 'lucumi', topic: 'recognition' };
  const ogbeYeku = byName.get('Ogbe Yeku')!;
  const good: BuiltQuestion = {
    id: 'q1',
    type: 'multiple_choice',
    topic: 'recognition',
    question: '¿Qué signo es este?',
    options: ['Ogbe Yeku', 'Oyekun Nilogbe', 'Baba Ejiogbe', 'Oyekun Meji'],
    is_multiple_answer: false,
    correct_answers: ['Ogbe Yeku'],
    learning_reference: 'Ogbe Yeku — Patrón binario',
    binary_pattern: ogbeYeku.binary_pattern,
  };

  it('a sound question has no problem', () => {
    expect(problemsOf(good, ctx)).toEqual([]);
  });

  it('an accepted alternative offered as a wrong option', () => {
    // 'Ogbe Oyeku' is another name of Ogbe Yeku.
    const bad = { ...good, options: ['Ogbe Yeku', 'Ogbe Oyeku', 'Baba Ejiogbe', 'Oyekun Meji'] };
    expect(qualityProblems(bad, { language: 'es', notWrong: namesOf(ogbeYeku) })).toContain('an accepted alternative is offered as wrong: Ogbe Oyeku');
    expect(problemsOf(bad, ctx).join('\n')).toMatch(/accepted alternative is offered as wrong: Ogbe Oyeku/);
  });

  it('a pattern question answerable from one leg (the old distractors: other Meji only)', () => {
    const meji = byName.get('Odi Meji')!;
    const bad: BuiltQuestion = {
      ...good,
      options: ['Odi Meji', 'Baba Ejiogbe', 'Oyekun Meji', 'Iwori Meji'],
      correct_answers: ['Odi Meji'],
      learning_reference: 'Odi Meji — Patrón binario',
      binary_pattern: meji.binary_pattern,
    };
    const problems = problemsOf(bad, ctx);
    expect(problems).toContain('no other option has the right leg 1001 of Odi Meji');
    expect(problems).toContain('no other option has the left leg 1001 of Odi Meji');
    expect(oneLegProblems(ogbeYeku, [byName.get('Baba Ejiogbe')!, byName.get('Iwori Meji')!])).toHaveLength(1);
    expect(oneLegProblems(ogbeYeku, [byName.get('Oyekun Nilogbe')!])).toEqual([]);
  });

  it('a Yorùbá name told by its first word', () => {
    const bad: BuiltQuestion = {
      ...good,
      question: '¿Cuál es el nombre yoruba de Ogbe Yeku?',
      options: [ogbeYeku.yoruba_name!, byName.get('Oyekun Meji')!.yoruba_name!, byName.get('Iwori Meji')!.yoruba_name!, byName.get('Odi Meji')!.yoruba_name!],
      correct_answers: [ogbeYeku.yoruba_name!],
      oddun_id: ogbeYeku.id,
      learning_reference: 'Ogbe Yeku — Nombre yoruba',
    };
    delete bad.binary_pattern;
    expect(problemsOf(bad, ctx).join('\n')).toMatch(/only .+ starts with/);
  });

  it('repeated options, a correct answer missing or doubled, a wrong count', () => {
    expect(qualityProblems({ ...good, options: ['Ogbe Yeku', 'ogbe yekú', 'Baba Ejiogbe', 'Oyekun Meji'] }, { language: 'es' })[0]).toMatch(/not distinct/);
    expect(qualityProblems({ ...good, correct_answers: ['Odi Meji'] }, { language: 'es' })).toContain('correct answer not among the options: Odi Meji');
    expect(qualityProblems({ ...good, correct_answers: ['Ogbe Yeku', 'Baba Ejiogbe'] }, { language: 'es' })).toContain('2 correct answers in a single-answer question');
    const multi = { ...good, question: '¿Qué colores se asocian con Ochún? (elige 2)', is_multiple_answer: true, correct_answers: ['Ogbe Yeku'] };
    expect(qualityProblems(multi, { language: 'es' })).toContain('the prompt asks for 2 answers but 1 are correct');
    // Marked correct though false, from the catalogue.
    expect(problemsOf({ ...good, correct_answers: ['Baba Ejiogbe'] }, ctx).join('\n')).toMatch(/Baba Ejiogbe is false but marked correct/);
  });

  it('the answer in the prompt, an editorial remark, words of another language', () => {
    expect(qualityProblems({ ...good, question: '¿Es este Ogbe Yeku?' }, { language: 'es' })).toContain('the answer appears in the prompt: Ogbe Yeku');
    expect(qualityProblems({ ...good, quote: 'El golpe de estado (así lo recogen varios tratados lucumíes).' }, { language: 'es' })).toContain(
      'editorial remark: (así lo recogen varios tratados lucumíes)',
    );
    expect(qualityProblems({ ...good, question: 'Which sign is este?' }, { language: 'en' }).join('\n')).toMatch(/es:este/);
    expect(qualityProblems({ ...good, question: '¿Qué signo is this?' }, { language: 'es' }).join('\n')).toMatch(/en:is/);
    expect(qualityProblems({ ...good, question: 'Quel est ce signe ?' }, { language: 'en' }).join('\n')).toMatch(/fr:est/);
    // Spanish study text marked as such is allowed in an English question; unmarked it is not.
    const quoted = { ...good, question: 'Which sign does this proverb belong to?', quote: 'El que sabe no muere como el que no sabe' };
    expect(qualityProblems({ ...quoted, content_lang: 'es' }, { language: 'en' })).toEqual([]);
    expect(qualityProblems(quoted, { language: 'en' }).join('\n')).toMatch(/quote in en has words of another language/);
  });
});

describe('sureye', () => {
  it('has no content: it builds nothing, alone or with another topic, in any mode', () => {
    for (const game_mode of MODES.filter((m) => m !== 'image_match')) {
      const req: SignsGameRequest = { difficulty: 'expert', topics: ['sureye'], oddun_set: 'random', selected_odduns: [], question_count: 50, game_mode };
      expect(buildSignsQuestions(catalogue, req, seededRng(1))).toMatchObject({ questions: [], skipped_topics: ['sureye'] });
    }
  });
});
