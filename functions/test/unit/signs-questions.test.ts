import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, SIGNS_GAME_TYPES, SIGNS_LEVELS, SIGNS_TOPICS, UNAVAILABLE_SIGNS_TOPICS, foldName, type Difficulty, type SignsTopic } from '@ifa/shared';
import { buildCatalogue, fileTranslation } from '../../src/content/build-odduns.js';
import { translateElement } from '../../src/content/elements.js';
import { evaluate } from '../../src/domain/game-engine.js';
import { publicQuestion, seededRng, type BuiltQuestion } from '../../src/domain/game-types.js';
import {
  buildSignsQuestions,
  levelPool,
  quoteOf,
  sharesLeg,
  signPool,
  withoutEditorialRemarks,
  type SignRecord,
  type SignsGameRequest,
} from '../../src/domain/signs-questions.js';
import { spanishSentences } from '../support/spanish-text.js';

const catalogue = buildCatalogue('2026-01-01T00:00:00Z');
const byName = new Map(catalogue.map((s) => [s.name, s]));
const byPattern = new Map(catalogue.map((s) => [s.binary_pattern, s]));
const meji = catalogue.filter((s) => s.position <= 16);

const request = (over: Partial<SignsGameRequest> = {}): SignsGameRequest => ({
  difficulty: 'beginner',
  topics: ['recognition'],
  oddun_set: 'sequential',
  selected_odduns: [],
  question_count: 50,
  game_mode: 'multiple_choice',
  translations: fileTranslation,
  ...over,
});

const build = (over: Partial<SignsGameRequest> = {}, seed = 1) => buildSignsQuestions(catalogue, request(over), seededRng(seed));

/** Questions a topic can yield over a set of signs, counted from the catalogue without the module. */
function factCount(topic: SignsTopic, signs: readonly SignRecord[]): number {
  const lists = (f: (s: SignRecord) => string[] | undefined) => signs.reduce((n, s) => n + (f(s)?.length ?? 0), 0);
  switch (topic) {
    case 'recognition':
      // The Yorùbá-name question is not asked when the name is the same but for tone marks.
      return signs.length + signs.filter((s) => s.yoruba_name && foldName(s.yoruba_name) !== foldName(s.name)).length;
    case 'binary_patterns':
      return signs.length;
    case 'elements':
      return signs.filter((s) => s.element).length;
    case 'born_in_sign':
      return lists((s) => s.nace_en_este_signo);
    case 'prohibitions':
      return lists((s) => s.taboos);
    case 'spiritual':
      return lists((s) => s.consejos_espirituales);
    case 'refranes':
      return lists((s) => s.refranes);
    case 'patakines':
      return lists((s) => s.patakines);
    case 'sureye':
      return signs.filter((s) => s.suyere?.trim()).length;
  }
}

/** The sign a question is about: its learning reference is 'Sign name — Section'. */
const subjectOf = (q: BuiltQuestion) => byName.get(q.learning_reference?.split(' — ')[0] ?? '');

const wordRe = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');
const nameRes = catalogue.map((s) => ({ s, re: wordRe(s.name) }));

/** Every sign a learner can see in a question: names in the text or options, patterns, ids. */
function signsShown(q: BuiltQuestion): Set<SignRecord> {
  const text = [q.question, q.quote ?? '', ...q.options, ...(q.match_names ?? []), ...(q.match_values ?? [])].join('\n');
  const shown = new Set<SignRecord>();
  for (const { s, re } of nameRes) if (re.test(text)) shown.add(s);
  for (const p of text.match(/(?<![01])[01]{8}(?![01])/g) ?? []) shown.add(byPattern.get(p)!);
  if (q.binary_pattern) shown.add(byPattern.get(q.binary_pattern)!);
  if (q.oddun_id) shown.add(catalogue.find((s) => s.id === q.oddun_id)!);
  return shown;
}

/** Topics whose values are quoted study text: too long to match in two columns (multiple choice instead). */
const QUOTED_TOPICS = new Set<SignsTopic>(['born_in_sign', 'prohibitions', 'spiritual', 'refranes', 'patakines', 'sureye']);

/** A matching question as the pairs a learner can make: every name with every value. */
const possiblePairs = (q: BuiltQuestion) => (q.match_names ?? []).flatMap((n) => (q.match_values ?? []).map((v) => `${n} — ${v}`));

function expectSound(q: BuiltQuestion) {
  expect(new Set(q.options).size, `options unique: ${q.question}`).toBe(q.options.length);
  expect(q.correct_answers.length).toBeGreaterThan(0);
  for (const a of q.correct_answers) expect(q.type === 'matching' ? possiblePairs(q) : q.options).toContain(a);
  switch (q.type) {
    case 'multiple_choice':
      expect(q.options).toHaveLength(4);
      expect(q.correct_answers).toHaveLength(1);
      expect(q.is_multiple_answer).toBe(false);
      break;
    case 'true_false':
      expect(q.options).toEqual(['Verdadero', 'Falso']);
      expect(q.correct_answers).toHaveLength(1);
      expect(q.is_multiple_answer).toBe(false);
      break;
    case 'matching':
      // Two columns, one pair per name, no name or value twice; the options are the columns.
      expect(q.question).toMatch(/^Relaciona cada signo con su pareja/);
      expect(q.options).toEqual([]);
      expect(q.correct_answers.length).toBeGreaterThanOrEqual(3);
      expect(q.correct_answers.length).toBeLessThanOrEqual(4);
      expect(new Set(q.match_names).size).toBe(q.correct_answers.length);
      expect(new Set(q.match_values).size).toBe(q.correct_answers.length);
      expect(new Set(q.correct_answers.map((a) => a.split(' — ')[0])).size).toBe(q.correct_answers.length);
      expect(q.is_multiple_answer).toBe(true);
      break;
  }
}

// A matching question is told apart by its pairs (its options are its two columns).
const keyOf = (q: BuiltQuestion) => JSON.stringify([q.type, q.question, q.quote, q.binary_pattern, q.oddun_id, [...q.options].sort(), [...(q.type === 'matching' ? q.correct_answers : [])].sort()]);

describe('sign sets', () => {
  it('takes the first 16/64/128/256 signs by position as the level pool', () => {
    const shuffled = [...catalogue].reverse();
    for (const level of DIFFICULTIES) {
      const pool = levelPool(shuffled, level);
      expect(pool.map((s) => s.position)).toEqual(Array.from({ length: SIGNS_LEVELS[level].signs }, (_, i) => i + 1));
    }
  });

  it('meyi is the 16 Meji at every level, sequential the pool in order, random the pool shuffled', () => {
    for (const difficulty of DIFFICULTIES) {
      const size = SIGNS_LEVELS[difficulty].signs;
      const base = { difficulty, selected_odduns: [] };
      expect(signPool(catalogue, { ...base, oddun_set: 'meyi' }, seededRng(1)).map((s) => s.id)).toEqual(meji.map((s) => s.id));
      expect(signPool(catalogue, { ...base, oddun_set: 'sequential' }, seededRng(1)).map((s) => s.position)).toEqual(
        Array.from({ length: size }, (_, i) => i + 1),
      );
      const random = signPool(catalogue, { ...base, oddun_set: 'random' }, seededRng(1)).map((s) => s.position);
      expect([...random].sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
      expect(random).not.toEqual([...random].sort((a, b) => a - b));
    }
  });

  it('custom matches ids, names and alternative names case-insensitively and ignores unknown ones', () => {
    const set = signPool(
      catalogue,
      { difficulty: 'beginner', oddun_set: 'custom', selected_odduns: ['odi-meji', 'IROSUN MEJI', 'ogbe meji', 'no-such-sign'] },
      seededRng(1),
    );
    expect(set.map((s) => s.name)).toEqual(['Baba Ejiogbe', 'Odi Meji', 'Iroso Meji']);
  });

  it('custom keeps a chosen sign outside the level pool (documented decision)', () => {
    const set = signPool(catalogue, { difficulty: 'beginner', oddun_set: 'custom', selected_odduns: ['ogbe-yeku'] }, seededRng(1));
    expect(set.map((s) => s.position)).toEqual([17]);
  });
});

describe('every topic x level x game type', () => {
  for (const difficulty of DIFFICULTIES) {
    for (const topic of SIGNS_TOPICS) {
      for (const game_mode of SIGNS_GAME_TYPES) {
        it(`${difficulty} / ${topic} / ${game_mode}`, () => {
          const pool = catalogue.slice(0, SIGNS_LEVELS[difficulty].signs);
          const poolIds = new Set(pool.map((s) => s.id));
          const result = build({ difficulty, topics: [topic], game_mode, oddun_set: 'random' }, 7);
          const expected = Math.min(50, factCount(topic, pool));

          expect(result.requested).toBe(50);
          expect(result.available).toBe(expected);
          expect(result.questions).toHaveLength(Math.min(result.requested, result.available));
          expect(result.skipped_topics).toEqual(expected === 0 ? [topic] : []);
          expect(result.questions.map((q) => q.id)).toEqual(result.questions.map((_, i) => `q${i + 1}`));
          expect(new Set(result.questions.map(keyOf)).size).toBe(result.questions.length);
          // Most questions of a matching game are matches, whenever the topic can be matched.
          if (game_mode === 'matching' && !QUOTED_TOPICS.has(topic) && result.questions.length) {
            expect(result.questions.filter((q) => q.type === 'matching').length).toBeGreaterThanOrEqual(result.questions.length / 2);
          }

          for (const q of result.questions) {
            expectSound(q);
            // The real catalogue always has enough wrong options: no fallback is needed, except in
            // matching: quoted study text is not matched in two columns, and a match already asked
            // (e.g. few signs with an element make the same four pairs) is asked as multiple choice.
            if (game_mode === 'matching') expect(QUOTED_TOPICS.has(topic) ? ['multiple_choice'] : ['matching', 'multiple_choice']).toContain(q.type);
            else expect(q.type).toBe(game_mode);
            expect(q.topic).toBe(topic);
            const subject = subjectOf(q);
            expect(subject && poolIds.has(subject.id), q.learning_reference ?? '').toBe(true);
            // Signs of the pool, or hard distractors outside it: signs sharing a leg with the
            // subject (a matching question shows only signs of the set).
            for (const s of signsShown(q)) {
              if (s.position <= pool.length) continue;
              const kin = q.type !== 'matching' && sharesLeg(s.binary_pattern, subject!.binary_pattern);
              expect(kin, `${s.name} shown in ${q.question} ${q.options.join(' | ')}`).toBe(true);
            }
          }
        });
      }
    }
  }
});

describe('what the questions say is right', () => {
  it('recognition shows the pattern, asks for its sign, and never sends the answer as oddun_id', () => {
    const { questions } = build({ difficulty: 'expert', topics: ['recognition'] }, 3);
    const byPatternQs = questions.filter((q) => q.binary_pattern);
    expect(byPatternQs.length).toBeGreaterThan(10);
    for (const q of byPatternQs) {
      expect(q.question).toBe('¿Qué signo es este?');
      expect(q.correct_answers).toEqual([byPattern.get(q.binary_pattern!)!.name]);
      expect(q.oddun_id).toBeUndefined();
    }
    for (const q of questions.filter((q) => !q.binary_pattern)) {
      const sign = catalogue.find((s) => s.id === q.oddun_id)!;
      expect(q.question).toBe(`¿Cuál es el nombre yoruba de ${sign.name}?`);
      expect(q.correct_answers).toEqual([sign.yoruba_name]);
      expect(foldName(sign.yoruba_name!)).not.toBe(foldName(sign.name));
    }
  });

  it('binary_patterns offers 8-character patterns, the right one being the named sign', () => {
    for (const q of build({ difficulty: 'advanced', topics: ['binary_patterns'] }, 4).questions) {
      const sign = catalogue.find((s) => s.id === q.oddun_id)!;
      expect(q.question).toBe(`¿Cuál es el patrón binario de ${sign.name}?`);
      expect(q.correct_answers).toEqual([sign.binary_pattern]);
      for (const o of q.options) expect(o).toMatch(/^[01]{8}$/);
      expect(q.binary_pattern).toBeUndefined(); // it would give the answer away
    }
  });

  it('true/false statements are about half true, and the marked answer is the truth', () => {
    const { questions } = build({ difficulty: 'expert', topics: ['binary_patterns'], game_mode: 'true_false' }, 5);
    expect(questions).toHaveLength(50);
    expect(questions.filter((q) => q.correct_answers[0] === 'Verdadero')).toHaveLength(25);
    for (const q of questions) {
      const [, name, pattern] = q.question.match(/^El patrón binario de (.+) es ([01]{8})\.$/)!;
      expect(q.correct_answers).toEqual([byName.get(name!)!.binary_pattern === pattern ? 'Verdadero' : 'Falso']);
    }
    for (const q of build({ difficulty: 'beginner', topics: ['recognition'], game_mode: 'true_false' }, 6).questions) {
      const shown = q.question.match(/^El signo que se muestra es (.+)\.$/);
      if (!shown) continue; // the yoruba-name variant
      expect(q.correct_answers).toEqual([byPattern.get(q.binary_pattern!)!.name === shown[1] ? 'Verdadero' : 'Falso']);
      expect(q.oddun_id).toBeUndefined();
    }
  });

  it('matching pairs are correct exactly when the catalogue says so', () => {
    for (const topic of ['binary_patterns', 'elements'] as const) {
      const { questions } = build({ difficulty: 'intermediate', topics: [topic], game_mode: 'matching', oddun_set: 'meyi' }, 8);
      expect(questions.every((q) => q.type === 'matching')).toBe(true);
      for (const q of questions) {
        // Every pair a learner can make is right exactly when the catalogue says so: one solution.
        for (const option of possiblePairs(q)) {
          const [name, value] = option.split(' — ');
          const sign = byName.get(name!)!;
          const truth = topic === 'binary_patterns' ? sign.binary_pattern === value : sign.element === value;
          expect(q.correct_answers.includes(option), option).toBe(truth);
        }
      }
    }
  });

  it('content questions quote the sign without naming it, apart from the prompt, and the answer is the owner of the quote', () => {
    const topics: SignsTopic[] = ['born_in_sign', 'prohibitions', 'spiritual', 'refranes', 'patakines'];
    const { questions } = build({ difficulty: 'expert', topics, oddun_set: 'meyi' }, 9);
    expect(questions).toHaveLength(50);
    for (const q of questions) {
      const subject = subjectOf(q)!;
      expect(q.correct_answers).toEqual([subject.name]);
      expect(q.quote, q.question).toEqual(expect.any(String));
      expect(q.content_lang).toBe('es');
      for (const n of [subject.name, subject.yoruba_name!, ...(subject.alternative_names ?? [])]) {
        expect(q.quote, `${n} in ${q.quote}`).not.toMatch(wordRe(n));
      }
      // The prompt never carries the quoted study text (nor editorial remarks inside it).
      expect(q.question).not.toMatch(/[«»()]/);
      expect(q.question).toMatch(/^¿.+\?$/);
    }
    expect(questions.find((q) => q.topic === 'refranes')?.question).toBe('¿A qué signo pertenece este refrán?');
    expect(questions.find((q) => q.topic === 'born_in_sign')?.question).toBe('¿En qué signo nace lo siguiente?');
    const refran = questions.find((q) => q.topic === 'refranes')!;
    expect(subjectOf(refran)!.refranes!.map((r) => r.trim())).toContain(refran.quote);
  });

  it('elements: only the signs that have one are asked about, and the options are elements', () => {
    const elements = new Set(catalogue.flatMap((s) => (s.element ? [s.element] : [])));
    const result = build({ difficulty: 'expert', topics: ['elements'], oddun_set: 'sequential' }, 10);
    expect(result).toMatchObject({ requested: 50, available: 6 });
    expect(result.questions.map((q) => subjectOf(q)!.name).sort()).toEqual(
      catalogue.filter((s) => s.element).map((s) => s.name).sort(),
    );
    for (const q of result.questions) for (const o of q.options) expect(elements.has(o)).toBe(true);
  });
});

describe('which signs a game is about', () => {
  it('meyi only asks about the Meji, at every level', () => {
    for (const difficulty of DIFFICULTIES) {
      const { questions } = build({ difficulty, topics: [...SIGNS_TOPICS], oddun_set: 'meyi' }, 11);
      expect(questions).toHaveLength(50);
      for (const q of questions) expect(subjectOf(q)!.position).toBeLessThanOrEqual(16);
    }
  });

  it('custom with two signs asks only about them, and matching pairs only name them', () => {
    for (const game_mode of SIGNS_GAME_TYPES) {
      const { questions } = build(
        { difficulty: 'expert', topics: [...SIGNS_TOPICS], oddun_set: 'custom', selected_odduns: ['odi-meji', 'Irosun Meji'], game_mode },
        12,
      );
      expect(questions.length).toBeGreaterThan(30);
      for (const q of questions) {
        expect(['Odi Meji', 'Iroso Meji']).toContain(subjectOf(q)!.name);
        // Two signs cannot make a match of three pairs: matching falls back to multiple choice.
        expect(q.type).not.toBe('matching');
      }
    }
  });

  it('custom with one sign outside the beginner pool: questions about it, wrong options of the same legs', () => {
    const { questions } = build({ topics: ['recognition', 'binary_patterns'], oddun_set: 'custom', selected_odduns: ['Ogbe Yeku'] }, 13);
    expect(questions).toHaveLength(3); // pattern, yoruba name, binary pattern
    const yeku = byName.get('Ogbe Yeku')!;
    for (const q of questions) {
      expect(subjectOf(q)!.name).toBe('Ogbe Yeku');
      // Ogbe Yeku is 1111|0000: its mirror Oyekun Nilogbe and the Meji of its legs.
      for (const s of signsShown(q)) expect(s.position === 17 || sharesLeg(s.binary_pattern, yeku.binary_pattern), s.name).toBe(true);
    }
    const patterns = questions.find((q) => q.topic === 'binary_patterns')!;
    expect([...patterns.options].sort()).toEqual(['00000000', '00001111', '11110000', '11111111']);
  });

  it('an empty custom selection builds nothing', () => {
    expect(build({ oddun_set: 'custom', selected_odduns: ['nope'] })).toEqual({ questions: [], requested: 50, available: 0, skipped_topics: ['recognition'] });
  });

  it('sequential games go through the signs in position order', () => {
    const { questions } = build({ difficulty: 'expert', topics: ['binary_patterns'], question_count: 20 }, 14);
    expect(questions.map((q) => subjectOf(q)!.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe('counts, topics and skipped content', () => {
  it('sureye is empty everywhere today: reported skipped, never asked, refused with its Spanish reason alone', () => {
    expect(build({ topics: ['sureye'] })).toEqual({
      questions: [],
      requested: 50,
      available: 0,
      skipped_topics: ['sureye'],
      refusal: UNAVAILABLE_SIGNS_TOPICS.sureye,
    });
    expect(UNAVAILABLE_SIGNS_TOPICS.sureye).toMatch(/^El tema «Suyere» aún no está disponible/);
    // Only a game of unavailable topics alone is refused that way; an empty custom set is not.
    expect(build({ topics: ['sureye', 'refranes'] })).not.toHaveProperty('refusal');
    expect(build({ topics: ['refranes'], oddun_set: 'custom', selected_odduns: ['nope'] })).not.toHaveProperty('refusal');
    const mixed = build({ topics: ['sureye', 'refranes'], question_count: 10 });
    expect(mixed.skipped_topics).toEqual(['sureye']);
    expect(mixed.questions).toHaveLength(10);
    expect(mixed.questions.every((q) => q.topic === 'refranes')).toBe(true);
  });

  it('spreads the questions over the chosen topics', () => {
    const { questions } = build({ topics: [...SIGNS_TOPICS], oddun_set: 'meyi', question_count: 10 }, 15);
    const perTopic = new Map<string, number>();
    for (const q of questions) perTopic.set(q.topic, (perTopic.get(q.topic) ?? 0) + 1);
    expect(perTopic.size).toBe(8); // every topic but sureye
    expect(Math.max(...perTopic.values())).toBeLessThanOrEqual(2);
  });

  it('returns what can be built when content is short', () => {
    const result = build({ difficulty: 'advanced', topics: ['elements', 'sureye'], question_count: 20 });
    expect(result).toMatchObject({ requested: 20, available: 6, skipped_topics: ['sureye'] });
    expect(result.questions).toHaveLength(6);
  });

  it('honours every allowed question count', () => {
    for (const question_count of [10, 20, 35, 50]) {
      expect(build({ difficulty: 'intermediate', topics: ['recognition', 'refranes'], question_count }).questions).toHaveLength(question_count);
    }
  });
});

describe('fallbacks', () => {
  // Only two signs with an element: four options cannot be built for elements.
  const sparse: SignRecord[] = meji.map(({ element: _e, ...s }) => s);
  sparse[0] = { ...sparse[0]!, element: 'Luz' };
  sparse[1] = { ...sparse[1]!, element: 'Oscuridad' };
  const run = (game_mode: SignsGameRequest['game_mode']) =>
    buildSignsQuestions(sparse, request({ topics: ['elements'], game_mode }), seededRng(16)).questions;

  it('multiple choice without enough wrong elements becomes true/false', () => {
    const questions = run('multiple_choice');
    expect(questions).toHaveLength(2);
    for (const q of questions) {
      expectSound(q);
      expect(q.type).toBe('true_false');
    }
  });

  it('matching with two elements (no match of three pairs) becomes true/false', () => {
    const questions = run('matching');
    expect(questions).toHaveLength(2);
    for (const q of questions) {
      expectSound(q);
      expect(q.type).toBe('true_false');
    }
  });

  it('a matching question is judged pair by pair: right pairs, wrong pairs and the right pairs missed', () => {
    const q = build({ difficulty: 'intermediate', topics: ['binary_patterns'], game_mode: 'matching', oddun_set: 'meyi' }, 8).questions[0]!;
    expect(q.type).toBe('matching');
    const [a, b, ...rest] = q.correct_answers as [string, string, ...string[]];
    const [nameA, valueA] = a.split(' — ') as [string, string];
    const [nameB, valueB] = b.split(' — ') as [string, string];
    // The learner swaps the values of the first two pairs and gets the rest right.
    const swapped = [`${nameA} — ${valueB}`, `${nameB} — ${valueA}`];
    const result = evaluate(q, [...swapped, ...rest]);
    expect(result.correct).toBe(false);
    expect(result.correctly_selected).toEqual(rest);
    expect(result.incorrectly_selected).toEqual(swapped);
    expect(result.missed).toEqual([a, b]);
    expect(evaluate(q, [...q.correct_answers].reverse()).correct).toBe(true);
  });
});

describe('purity and what the client sees', () => {
  it('is deterministic for a seed and varies with it', () => {
    const req = { difficulty: 'expert' as Difficulty, topics: [...SIGNS_TOPICS], oddun_set: 'random' as const, game_mode: 'matching' as const };
    expect(build(req, 42)).toEqual(build(req, 42));
    expect(build(req, 42)).not.toEqual(build(req, 43));
  });

  it('publicQuestion removes the answers and the learning reference', () => {
    const questions = build({ topics: [...SIGNS_TOPICS], game_mode: 'matching' }).questions;
    expect(questions.some((q) => q.type === 'matching')).toBe(true);
    for (const q of questions) {
      const shown = publicQuestion(q);
      expect(shown).not.toHaveProperty('correct_answers');
      expect(shown).not.toHaveProperty('learning_reference');
      expect(shown).toMatchObject({ id: q.id, type: q.type, question: q.question, options: q.options, is_multiple_answer: q.type === 'matching' });
      // The columns are shuffled apart: the key is not the order they come in.
      if (q.type === 'matching') expect(new Set([...shown.match_names!, ...shown.match_values!])).toEqual(new Set(q.correct_answers.flatMap((a) => a.split(' — '))));
    }
  });

  it('quotes a story by its first sentence, cut at a word when long', () => {
    expect(quoteOf('Primera frase. Segunda frase que no se cita porque la primera ya es bastante larga para leer.')).toBe('Primera frase. Segunda frase que no se cita porque la primera ya es bastante larga para leer.');
    expect(quoteOf('Una frase bastante larga que basta por sí sola para el enunciado de la pregunta. Otra más.')).toBe(
      'Una frase bastante larga que basta por sí sola para el enunciado de la pregunta.',
    );
    const long = `${'palabra '.repeat(40).trim()}.`;
    const quote = quoteOf(long);
    expect(quote.length).toBeLessThanOrEqual(161);
    expect(quote).toMatch(/palabra…$/);
  });
});

describe('the user language', () => {
  const SPANISH_WORDS = /¿|¡|\bsigno\b|Verdadero|Falso|Selecciona|pertenece|patrón|nace\b|elemento|prohibición|refrán/iu;
  const choiceModes = ['multiple_choice', 'true_false', 'matching', 'audio_visual', 'image_match', 'type_answer'] as const;

  for (const language of ['en', 'fr'] as const) {
    it(`${language}: prompts, true/false options, pair labels and sections have no Spanish words`, () => {
      for (const game_mode of choiceModes) {
        const { questions } = build({ difficulty: 'expert', topics: [...SIGNS_TOPICS], oddun_set: 'random', game_mode, language }, 21);
        expect(questions.length, game_mode).toBeGreaterThan(20);
        for (const q of questions) {
          expect(q.question, `${game_mode}: ${q.question}`).not.toMatch(SPANISH_WORDS);
          expect(q.learning_reference).not.toMatch(SPANISH_WORDS);
          // Options in the user's language unless marked as Spanish study text.
          if (!q.content_lang) for (const o of q.options) expect(o, q.question).not.toMatch(SPANISH_WORDS);
          if (q.type === 'true_false') expect(q.options).toEqual(language === 'en' ? ['True', 'False'] : ['Vrai', 'Faux']);
          // Quoted in the learner's language: the project's translation (issue 27).
          if (q.quote) expect(q.content_lang, q.quote).toBeUndefined();
        }
      }
    });
  }

  it("quotes the study text apart, in the learner's language (Spanish marked as such only in Spanish)", () => {
    for (const language of ['es', 'en', 'fr'] as const) {
      const { questions } = build({ difficulty: 'expert', topics: ['refranes', 'patakines'], oddun_set: 'meyi', question_count: 20, language }, 22);
      expect(questions).toHaveLength(20);
      for (const q of questions) {
        expect(q.quote).toEqual(expect.any(String));
        if (language === 'es') expect(q.content_lang).toBe('es');
        else {
          expect(q.content_lang, q.quote).toBeUndefined();
          expect(spanishSentences(q.quote!, language), q.quote).toEqual([]);
        }
      }
    }
    // Proverbs are not matched in two columns: a matching game asks them as multiple choice.
    const en = build({ topics: ['refranes'], game_mode: 'matching', language: 'en', question_count: 10 }, 23).questions;
    for (const q of en) expect(q.type).toBe('multiple_choice');
  });

  it('translates the catalogue elements: options, statements and pairs in English, nothing marked Spanish', () => {
    const english = new Set(catalogue.flatMap((s) => (s.element ? [translateElement(s.element, 'en')!] : [])));
    expect(english.size).toBe(6);
    for (const game_mode of ['multiple_choice', 'true_false', 'matching'] as const) {
      for (const q of build({ difficulty: 'expert', topics: ['elements'], game_mode, language: 'en' }, 24).questions) {
        expect(q.content_lang).toBeUndefined();
        expect(q.quote).toBeUndefined();
        expect(q.learning_reference).toMatch(/ — Element$/);
        if (game_mode === 'multiple_choice') {
          expect(q.question).toMatch(/^Which element is associated with .+\?$/);
          for (const o of q.options) expect(english.has(o), o).toBe(true);
        }
        if (game_mode === 'matching') for (const v of q.match_values ?? []) expect(english.has(v), v).toBe(true);
      }
    }
  });

  it('an element without translation is quoted and marked Spanish', () => {
    const custom = meji.map((s) => ({ ...s, element: s.position <= 4 ? `Elemento ${s.position}` : undefined }));
    const { questions } = buildSignsQuestions(custom, request({ topics: ['elements'], game_mode: 'multiple_choice', language: 'fr' }), seededRng(25));
    expect(questions).toHaveLength(4);
    for (const q of questions) {
      expect(q.content_lang).toBe('es');
      expect(q.question).toMatch(/^Quel élément est associé à .+ \?$/);
    }
    const tf = buildSignsQuestions(custom, request({ topics: ['elements'], game_mode: 'true_false', language: 'en' }), seededRng(25)).questions;
    for (const q of tf) {
      expect(q.question).not.toMatch(/Elemento/);
      expect(q.quote).toMatch(/^Elemento \d$/);
    }
  });

  it('writes the learning reference in the user language', () => {
    const q = build({ topics: ['refranes'], language: 'fr', question_count: 10 }, 26).questions[0]!;
    expect(q.learning_reference).toMatch(/ — Proverbes$/);
  });
});

describe('image_match', () => {
  it('draws a sign of the set and asks its name among 4 sign names, whatever the topics, never sending oddun_id', () => {
    for (const difficulty of DIFFICULTIES) {
      for (const topics of [['refranes'], ['elements', 'sureye'], [...SIGNS_TOPICS]] as SignsTopic[][]) {
        const result = build({ difficulty, topics, game_mode: 'image_match', oddun_set: 'random', question_count: 20 }, 31);
        const size = SIGNS_LEVELS[difficulty].signs;
        expect(result.questions).toHaveLength(Math.min(20, size));
        expect(result.skipped_topics).toEqual([]);
        for (const q of result.questions) {
          expect(q).toMatchObject({ type: 'image_match', topic: 'recognition', is_multiple_answer: false });
          expect(q.binary_pattern).toMatch(/^[01]{8}$/);
          expect(q.oddun_id).toBeUndefined();
          expect(q.options).toHaveLength(4);
          expect(new Set(q.options).size).toBe(4);
          for (const o of q.options) expect(byName.has(o), o).toBe(true);
          expect(q.correct_answers).toEqual([byPattern.get(q.binary_pattern!)!.name]);
          expect(publicQuestion(q)).not.toHaveProperty('oddun_id');
        }
      }
    }
  });

  it('asks about each sign of a meyi set once, in English too', () => {
    const { questions } = build({ topics: ['refranes'], game_mode: 'image_match', oddun_set: 'meyi', question_count: 20, language: 'en' }, 32);
    expect(questions).toHaveLength(16);
    expect(new Set(questions.map((q) => q.binary_pattern)).size).toBe(16);
    for (const q of questions) expect(q.question).toBe('Which sign is this?');
  });
});

describe('type_answer', () => {
  for (const difficulty of DIFFICULTIES) {
    it(`${difficulty}: every topic asks "which sign?" with no options; the name and every alias count`, () => {
      for (const topic of SIGNS_TOPICS) {
        const result = build({ difficulty, topics: [topic], game_mode: 'type_answer', oddun_set: 'random' }, 41);
        if (topic === 'sureye') {
          expect(result).toMatchObject({ questions: [], skipped_topics: ['sureye'] });
          continue;
        }
        expect(result.questions.length, topic).toBeGreaterThan(0);
        for (const q of result.questions) {
          const subject = subjectOf(q)!;
          expect(q).toMatchObject({ type: 'type_answer', topic, options: [], is_multiple_answer: false, correct_answers: [subject.name] });
          expect(q.oddun_id).toBeUndefined();
          // Every other name counts; names equal but for tone marks or case are one answer.
          const aliases = [subject.yoruba_name, ...(subject.alternative_names ?? [])].filter((a): a is string => Boolean(a) && foldName(a!) !== foldName(subject.name));
          expect(new Set((q.accepted_answers ?? []).map(foldName))).toEqual(new Set(aliases.map(foldName)));
          expect(publicQuestion(q)).not.toHaveProperty('accepted_answers');
          // The prompt never names the answer.
          for (const n of [subject.name, ...aliases]) expect(`${q.question}\n${q.quote ?? ''}`).not.toMatch(wordRe(n!));
        }
      }
    });
  }

  it('asks patterns and elements the other way round, and draws the recognition pattern', () => {
    const patterns = build({ difficulty: 'advanced', topics: ['binary_patterns'], game_mode: 'type_answer' }, 42).questions;
    for (const q of patterns) {
      const [, pattern] = q.question.match(/^¿Qué signo tiene el patrón binario ([01]{8})\?$/)!;
      expect(q.correct_answers).toEqual([byPattern.get(pattern!)!.name]);
    }
    const elements = build({ difficulty: 'expert', topics: ['elements'], game_mode: 'type_answer', language: 'en' }, 43).questions;
    expect(elements).toHaveLength(6);
    for (const q of elements) expect(q.question).toMatch(/^Which sign is associated with the element [A-Z].+\?$/);
    for (const q of build({ topics: ['recognition'], game_mode: 'type_answer' }, 44).questions) {
      expect(q.question).toBe('¿Qué signo es este?');
      expect(q.correct_answers).toEqual([byPattern.get(q.binary_pattern!)!.name]);
    }
  });

  it('accepts a typed alias of Baba Ejiogbe, without accents, case or spaces', () => {
    const [q] = build({ topics: ['recognition'], game_mode: 'type_answer', oddun_set: 'custom', selected_odduns: ['baba-ejiogbe'] }, 45).questions;
    expect(q!.binary_pattern).toBe('11111111');
    for (const typed of ['Eji Ogbe', 'ogbe meji', 'EJIOGBE', 'Baba Ejiogbé', ' baba   ejiogbe ', 'Ogbe-Meyi', 'ejiogbe!']) {
      expect(evaluate(q!, [typed]).correct, typed).toBe(true);
    }
    for (const typed of ['Oyekun Meji', 'Ogbe', '']) expect(evaluate(q!, [typed]).correct, typed).toBe(false);
    expect(evaluate(q!, ['Oyekun Meji']).missed).toEqual(['Baba Ejiogbe']);
  });
});

describe('fair questions (issue 11)', () => {
  it('a drawing of R|L offers the four signs of those legs: itself, its mirror and the two Meji', () => {
    const yeku = byName.get('Ogbe Yeku')!; // 1111|0000
    for (let seed = 1; seed <= 5; seed++) {
      const [q] = build({ topics: ['recognition'], oddun_set: 'custom', selected_odduns: ['ogbe-yeku'], game_mode: 'image_match' }, seed).questions;
      expect(q!.binary_pattern).toBe(yeku.binary_pattern);
      expect(q!.options.map((o) => byName.get(o)!.binary_pattern).sort()).toEqual(['00000000', '00001111', '11110000', '11111111']);
    }
  });

  it('a Meji R|R offers R|x, x|R and x|x: one sign shares each leg', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const [q] = build({ topics: ['binary_patterns'], oddun_set: 'custom', selected_odduns: ['odi-meji'] }, seed).questions;
      const [r, l] = ['1001', '1001'];
      const others = q!.options.filter((o) => o !== '10011001');
      expect(others.some((o) => o.startsWith(r) && !o.endsWith(l))).toBe(true);
      expect(others.some((o) => o.endsWith(l) && !o.startsWith(r))).toBe(true);
    }
  });

  it('the Yorùbá name is not told by its first word: another option starts like it', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const q = build({ difficulty: 'expert', topics: ['recognition'], oddun_set: 'custom', selected_odduns: ['ogbe-kana'] }, seed).questions.find((x) => !x.binary_pattern)!;
      const first = (t: string) => foldName(t).split(' ')[0];
      expect(q.options.filter((o) => first(o) === first(q.correct_answers[0]!)).length, q.options.join(' | ')).toBeGreaterThanOrEqual(2);
      expect(q.yo_terms).toEqual(expect.arrayContaining(q.options));
    }
  });

  it('cuts editorial remarks about the sources from quoted texts', () => {
    expect(withoutEditorialRemarks('El golpe de estado (así lo recogen varios tratados lucumíes).')).toBe('El golpe de estado.');
    expect(withoutEditorialRemarks('El éter y las galaxias (así lo recogen los tratados lucumíes).')).toBe('El éter y las galaxias.');
    expect(withoutEditorialRemarks('Ikú (la muerte) y el ciclo (según los relatos).')).toBe('Ikú (la muerte) y el ciclo.');
    const { questions } = build({ difficulty: 'expert', topics: ['born_in_sign'], oddun_set: 'meyi', game_mode: 'type_answer' }, 61);
    for (const q of questions) expect(q.quote).not.toMatch(/\([^)]*(tratados?|según|fuentes?)[^)]*\)/iu);
  });
});

describe('naming (Lucumí / Yorùbá / both)', () => {
  const ejiogbe = byName.get('Baba Ejiogbe')!;

  it('shows sign names as the setting wants them and lists the Yorùbá ones in yo_terms', () => {
    const pick = (naming: 'lucumi' | 'yoruba' | 'both') =>
      build({ topics: ['recognition'], oddun_set: 'custom', selected_odduns: ['baba-ejiogbe'], game_mode: 'image_match', naming }, 71).questions[0]!;
    expect(pick('lucumi').correct_answers).toEqual(['Baba Ejiogbe']);
    expect(pick('lucumi').yo_terms).toBeUndefined();
    expect(pick('yoruba').correct_answers).toEqual([ejiogbe.yoruba_name]);
    expect(pick('yoruba').yo_terms).toEqual(expect.arrayContaining([ejiogbe.yoruba_name]));
    expect(pick('both').correct_answers).toEqual([`Baba Ejiogbe (${ejiogbe.yoruba_name})`]);
    expect(pick('both').yo_terms).toEqual(expect.arrayContaining([ejiogbe.yoruba_name]));
  });

  it('the Yorùbá-name question names the sign in Lucumí, whatever the setting', () => {
    for (const naming of ['yoruba', 'both'] as const) {
      const q = build({ topics: ['recognition'], oddun_set: 'custom', selected_odduns: ['baba-ejiogbe'], naming }, 72).questions.find((x) => !x.binary_pattern)!;
      expect(q.question).toBe('¿Cuál es el nombre yoruba de Baba Ejiogbe?');
      expect(q.correct_answers).toEqual([ejiogbe.yoruba_name]);
    }
  });

  it('a learner with the Yorùbá setting can type any name of the sign, with or without tone marks', () => {
    const [q] = build({ topics: ['recognition'], oddun_set: 'custom', selected_odduns: ['baba-ejiogbe'], game_mode: 'type_answer', naming: 'yoruba' }, 73).questions;
    expect(q!.correct_answers).toEqual([ejiogbe.yoruba_name]);
    for (const typed of ['Eji Ogbe', 'Baba Ejiogbe', ejiogbe.yoruba_name!, foldName(ejiogbe.yoruba_name!), ...(ejiogbe.alternative_names ?? [])]) expect(evaluate(q!, [typed]).correct, typed).toBe(true);
    expect(evaluate(q!, ['Oyekun Meji']).correct).toBe(false);
  });
});

describe('audio_visual', () => {
  it('is multiple choice (the client reads it aloud)', () => {
    const av = build({ topics: ['recognition', 'refranes'], game_mode: 'audio_visual' }, 51);
    const mc = build({ topics: ['recognition', 'refranes'], game_mode: 'multiple_choice' }, 51);
    expect(av).toEqual(mc);
    for (const q of av.questions) expect(q.type).toBe('multiple_choice');
  });
});
