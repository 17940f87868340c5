/**
 * Quiz quality of the Orisha game (issue 11, points 3-4): at least 200 questions per topic x
 * level x language, built by the real builder with fixed seeds, checked mechanically with the
 * generic rules (`qualityProblems`: distinct options, exactly the right ones correct, no accepted
 * alternative among the wrong options, no answer in the prompt, no text of another language, no
 * editorial remarks) and the orisha rules (`orishaProblems`: the correct options are the asked
 * orisha's values, facts that vary between houses carry their qualifier, unasked facts are never
 * asked, the Yorùbá name is marked). The level does not change which questions are built (it
 * sets the time and the strikes, DESIGN.md 5), so each level is played through the game's own
 * inputs (every topic choice, every mode, every naming) with seeds of its own.
 */
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, LANGUAGES, NAMINGS, ORISHA_MODES, ORISHA_QUESTION_COUNT, ORISHA_TOPICS, foldName, type Language, type Naming } from '@ifa/shared';
import {
  ORISHAS,
  answerKey,
  factOf,
  notWrongFor,
  orishaFromEntry,
  topicValues,
  type Orisha,
  type OrishaFactTopic,
} from '../../src/content/orishas.js';
import { seededRng, type BuiltQuestion } from '../../src/domain/game-types.js';
import { VARIES_QUALIFIER, buildOrishaQuestions } from '../../src/domain/orisha-questions.js';
import { qualityProblems } from '../support/quiz-quality.js';

const PER_CELL = 200;

/** The orisha a question is about, from its learning reference ('Oshún — Colores'). */
function orishaOf(q: BuiltQuestion, pool: readonly Orisha[] = ORISHAS): Orisha {
  const name = q.learning_reference!.split(' — ')[0];
  const o = pool.find((x) => x.name.es === name);
  if (!o) throw new Error(`no orisha for ${q.learning_reference}`);
  return o;
}

/** The rules of issue 11 for one orisha question, checked against the REAL knowledge base. */
function orishaProblems(q: BuiltQuestion, language: Language, naming: Naming): string[] {
  const o = orishaOf(q);
  const topic = q.topic as OrishaFactTopic;
  const fact = factOf(o, topic);
  const problems = qualityProblems(q, { language, notWrong: notWrongFor(o, topic, language) });
  const values = new Set(topicValues(o, topic, language).map(answerKey));
  for (const a of q.correct_answers) if (!values.has(answerKey(a))) problems.push(`correct answer not a value of ${o.id}.${topic}: ${a}`);
  if (q.options.length !== 4) problems.push(`${q.options.length} options`);
  if (q.correct_answers.length !== (q.is_multiple_answer ? 2 : 1)) problems.push(`${q.correct_answers.length} correct answers`);
  if (!fact.asked) problems.push(`${o.id}.${topic} is never to be asked`);
  const qualified = q.question.startsWith(`${VARIES_QUALIFIER[language]}, `);
  if (fact.varies && !qualified) problems.push(`${o.id}.${topic} varies between houses but is asked without its qualifier: ${q.question}`);
  if (!fact.varies && qualified) problems.push(`${o.id}.${topic} does not vary but carries the qualifier`);
  const yo = naming !== 'lucumi' && o.yoruba ? o.yoruba : null;
  if (yo) {
    if (!q.question.includes(yo) || JSON.stringify(q.yo_terms) !== JSON.stringify([yo])) problems.push(`Yorùbá name missing or unmarked: ${q.question}`);
  } else if (q.yo_terms !== undefined) problems.push(`yo_terms without a Yorùbá name: ${q.question}`);
  // 'both' shows one name when the two differ only by tone marks ('Ògún' for Ogún).
  const oneName = o.yoruba && foldName(o.yoruba) === foldName(o.name[language]);
  if (!o.yoruba || naming === 'lucumi' || (naming === 'both' && !oneName)) {
    if (!q.question.includes(o.name[language])) problems.push(`Lucumí name missing: ${q.question}`);
  }
  return problems;
}

interface Built {
  q: BuiltQuestion;
  naming: Naming;
}

/** At least PER_CELL questions for one topic, level and language: fixed seeds, every mode and naming. */
function cell(topic: (typeof ORISHA_TOPICS)[number], level: number, language: Language): Built[] {
  const out: Built[] = [];
  for (let k = 0; out.length < PER_CELL; k++) {
    const mode = ORISHA_MODES[k % ORISHA_MODES.length]!;
    const naming = NAMINGS[Math.floor(k / ORISHA_MODES.length) % NAMINGS.length]!;
    const seed = 100_000 * (level + 1) + 1_000 * ORISHA_TOPICS.indexOf(topic) + 10 * k + LANGUAGES.indexOf(language);
    const questions = buildOrishaQuestions([topic], language, seededRng(seed), { mode, naming });
    expect(questions, `${topic}/${language}/${mode}`).toHaveLength(ORISHA_QUESTION_COUNT);
    out.push(...questions.map((q) => ({ q, naming })));
  }
  return out;
}

describe('orisha quiz quality', () => {
  for (const topic of ORISHA_TOPICS) {
    for (const [level, difficulty] of DIFFICULTIES.entries()) {
      it(`${topic} · ${difficulty}: ${PER_CELL}+ sound questions in es, en and fr`, () => {
        for (const language of LANGUAGES) {
          const built = cell(topic, level, language);
          expect(built.length).toBeGreaterThanOrEqual(PER_CELL);
          const problems = built.flatMap(({ q, naming }) => orishaProblems(q, language, naming).map((p) => `${language}: ${p}`));
          expect(problems).toEqual([]);
        }
      });
    }
  }

  it('asks every topic that has askable facts, multi-answer questions included', () => {
    const all = cell('random', 0, 'es').map((b) => b.q);
    expect(new Set(all.map((q) => q.topic)).size).toBe(6);
    expect(all.some((q) => q.is_multiple_answer)).toBe(true);
    expect(all.some((q) => q.question.startsWith(VARIES_QUALIFIER.es))).toBe(true);
  });
});

describe('the check fails on unfair questions', () => {
  it('reports an accepted alternative offered as a wrong option', () => {
    const q = buildOrishaQuestions(['colors'], 'es', seededRng(3), { count: 16 }).find((x) => x.learning_reference!.startsWith('Ochosi'))!;
    expect(orishaProblems(q, 'es', 'lucumi')).toEqual([]);
    const wrong = q.options.findIndex((o) => !q.correct_answers.includes(o));
    const spoiled = { ...q, options: q.options.map((o, i) => (i === wrong ? 'ámbar' : o)) };
    expect(orishaProblems(spoiled, 'es', 'lucumi')).toContain('an accepted alternative is offered as wrong: ámbar');
    // A near-synonym of the right answer (a red for Changó) is caught too.
    const c = buildOrishaQuestions(['colors'], 'es', seededRng(3), { count: 16 }).find((x) => x.learning_reference!.startsWith('Changó'))!;
    const i = c.options.findIndex((o) => !c.correct_answers.includes(o));
    expect(orishaProblems({ ...c, options: c.options.map((o, j) => (j === i ? 'punzó' : o)) }, 'es', 'lucumi')).toContain(
      'an accepted alternative is offered as wrong: punzó',
    );
  });

  it('reports the questions built from data whose alternatives were lost', () => {
    // Ochosi's file without its 'also' colours (ámbar, coral): the builder then offers Inle's coral as wrong.
    const corrupted = ORISHAS.map((o) => (o.id === 'ochosi' ? orishaFromEntry({ ...o.entry, colors: { ...o.entry.colors, also: [] } }) : o));
    const problems: string[] = [];
    for (let seed = 0; seed < 60; seed++) {
      for (const q of buildOrishaQuestions(['colors'], 'es', seededRng(seed), { count: 16, orishas: corrupted })) {
        if (q.learning_reference!.startsWith('Ochosi')) problems.push(...orishaProblems(q, 'es', 'lucumi'));
      }
    }
    expect(problems).toContain('an accepted alternative is offered as wrong: coral');
  });

  it('reports a varying fact asked without its qualifier', () => {
    const corrupted = ORISHAS.map((o) => orishaFromEntry({ ...o.entry, days: { ...o.entry.days, varies: false } }));
    const q = buildOrishaQuestions(['days'], 'en', seededRng(5), { orishas: corrupted })[0]!;
    expect(orishaProblems(q, 'en', 'lucumi').join('\n')).toMatch(/varies between houses but is asked without its qualifier/);
  });

  it('reports text of another language and editorial remarks', () => {
    const q = buildOrishaQuestions(['plants'], 'en', seededRng(8))[0]!;
    expect(orishaProblems(q, 'en', 'lucumi')).toEqual([]);
    const remark = { ...q, question: `${q.question} (así lo recogen los tratados)` };
    expect(orishaProblems(remark, 'en', 'lucumi').join('\n')).toMatch(/editorial remark/);
    expect(orishaProblems(remark, 'en', 'lucumi').join('\n')).toMatch(/words of another language/);
  });
});
