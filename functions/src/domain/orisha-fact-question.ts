import type { Language, Naming } from '@ifa/shared';
import {
  alsoValues,
  distractorsFor,
  orishaNameParts,
  sameGroup,
  topicValues,
  variesBetweenHouses,
  type Equivalents,
  type OrishaFactTopic,
  type QuizOrisha,
} from '../content/orisha-rules.js';
import { shuffle, type BuiltQuestion, type Rng } from './game-types.js';

/**
 * One question about one orisha fact ('Which colour is associated with Oshún?'), the Orisha
 * game's (domain/orisha-questions.ts) and the review's of an orisha-fact card (issue 12): four
 * options, wrong ones never true of the orisha nor near-synonyms of its values, no two group
 * mates. Pure: the random source, the knowledge base and its equivalents are passed in.
 */

export const OPTIONS = 4;

type Template = { one: (name: string) => string; many: (name: string, n: number) => string };

const TEMPLATES: Record<Language, Record<OrishaFactTopic, Template>> = {
  es: {
    colors: { one: (n) => `¿Qué color se asocia con ${n}?`, many: (n, k) => `¿Qué colores se asocian con ${n}? (elige ${k})` },
    plants: { one: (n) => `¿Qué planta se asocia con ${n}?`, many: (n, k) => `¿Qué plantas se asocian con ${n}? (elige ${k})` },
    animals: { one: (n) => `¿Qué animal se asocia con ${n}?`, many: (n, k) => `¿Qué animales se asocian con ${n}? (elige ${k})` },
    days: { one: (n) => `¿Qué día de la semana se dedica a ${n}?`, many: (n, k) => `¿Qué días de la semana se dedican a ${n}? (elige ${k})` },
    symbols: { one: (n) => `¿Qué ofrenda se le hace a ${n}?`, many: (n, k) => `¿Qué ofrendas se le hacen a ${n}? (elige ${k})` },
    attributes: { one: (n) => `¿Qué dominio corresponde a ${n}?`, many: (n, k) => `¿Qué dominios corresponden a ${n}? (elige ${k})` },
  },
  en: {
    colors: { one: (n) => `Which colour is associated with ${n}?`, many: (n, k) => `Which colours are associated with ${n}? (choose ${k})` },
    plants: { one: (n) => `Which plant is associated with ${n}?`, many: (n, k) => `Which plants are associated with ${n}? (choose ${k})` },
    animals: { one: (n) => `Which animal is associated with ${n}?`, many: (n, k) => `Which animals are associated with ${n}? (choose ${k})` },
    days: { one: (n) => `Which day of the week is dedicated to ${n}?`, many: (n, k) => `Which days of the week are dedicated to ${n}? (choose ${k})` },
    symbols: { one: (n) => `Which offering is made to ${n}?`, many: (n, k) => `Which offerings are made to ${n}? (choose ${k})` },
    attributes: { one: (n) => `Which domain belongs to ${n}?`, many: (n, k) => `Which domains belong to ${n}? (choose ${k})` },
  },
  fr: {
    colors: { one: (n) => `Quelle couleur est associée à ${n} ?`, many: (n, k) => `Quelles couleurs sont associées à ${n} ? (choisissez-en ${k})` },
    plants: { one: (n) => `Quelle plante est associée à ${n} ?`, many: (n, k) => `Quelles plantes sont associées à ${n} ? (choisissez-en ${k})` },
    animals: { one: (n) => `Quel animal est associé à ${n} ?`, many: (n, k) => `Quels animaux sont associés à ${n} ? (choisissez-en ${k})` },
    days: { one: (n) => `Quel jour de la semaine est consacré à ${n} ?`, many: (n, k) => `Quels jours de la semaine sont consacrés à ${n} ? (choisissez-en ${k})` },
    symbols: { one: (n) => `Quelle offrande fait-on à ${n} ?`, many: (n, k) => `Quelles offrandes fait-on à ${n} ? (choisissez-en ${k})` },
    attributes: { one: (n) => `Quel domaine appartient à ${n} ?`, many: (n, k) => `Quels domaines appartiennent à ${n} ? (choisissez-en ${k})` },
  },
};

/**
 * The qualifier of a fact that varies between houses (days, for instance): the question asks for
 * the most widespread tradition, never states one value as certain.
 */
export const VARIES_QUALIFIER: Record<Language, string> = {
  es: 'Según la tradición más extendida',
  en: 'According to the most widespread tradition',
  fr: 'Selon la tradition la plus répandue',
};

/** '¿Qué día…?' -> 'Según la tradición más extendida, ¿qué día…?' */
const qualified = (language: Language, prompt: string) => `${VARIES_QUALIFIER[language]}, ${prompt.replace(/\p{Lu}/u, (c) => c.toLowerCase())}`;

const TOPIC_LABEL: Record<OrishaFactTopic, string> = {
  colors: 'Colores',
  plants: 'Plantas',
  animals: 'Animales',
  days: 'Días',
  symbols: 'Ofrendas',
  attributes: 'Deidades y dominios',
};

export interface FactQuestionContext {
  language: Language;
  rng: Rng;
  pool: readonly QuizOrisha[];
  equivalents: Equivalents;
  /** A typed answer: one value asked, every value and `also` value accepted. */
  typed: boolean;
  /** Whether the question may ask for two values at once (the game does; a review card asks one). */
  multi: boolean;
  naming: Naming;
}

/** The fact a question asks about, as review cards name it: '<orisha id>.<topic>' ('oshun.colors'). */
export const factRef = (orishaId: string, topic: OrishaFactTopic) => `${orishaId}.${topic}`;

/**
 * The question, or null when the knowledge base has too few wrong options for it. It carries
 * `fact` (server only): the review card the game creates for it.
 */
export function factQuestion(orisha: QuizOrisha, topic: OrishaFactTopic, n: number, ctx: FactQuestionContext): BuiltQuestion | null {
  const { language, rng, typed } = ctx;
  const values = topicValues(orisha, topic, language);
  const candidates = shuffle(distractorsFor(orisha, topic, language, ctx.pool, ctx.equivalents), rng);
  const multi = ctx.multi && values.length >= 2 && rng() < 0.35 && candidates.length >= OPTIONS - 2 && !typed;
  const correct = shuffle(values, rng).slice(0, multi ? 2 : 1);
  // No two options that mean (nearly) the same thing.
  const wrong: string[] = [];
  for (const c of candidates) {
    if (wrong.length >= OPTIONS - correct.length) break;
    if ([...correct, ...wrong].some((o) => sameGroup(topic, language, o, c, ctx.equivalents))) continue;
    wrong.push(c);
  }
  if (correct.length + wrong.length < OPTIONS) return null;
  const parts = orishaNameParts(orisha, language, ctx.naming);
  const name = parts.map((p) => p.text).join('');
  const yoTerms = parts.filter((p) => p.lang === 'yo').map((p) => p.text);
  const template = TEMPLATES[language][topic];
  const prompt = multi ? template.many(name, correct.length) : template.one(name);
  // A typed "which colour..." is right with any of the orisha's colours and their `also` values.
  const others = [...values.filter((v) => !correct.includes(v)), ...alsoValues(orisha, topic, language)];
  return {
    id: `q${n}`,
    type: 'multiple_choice',
    topic,
    question: variesBetweenHouses(orisha, topic) ? qualified(language, prompt) : prompt,
    options: shuffle([...correct, ...wrong], rng),
    is_multiple_answer: multi,
    correct_answers: correct,
    ...(typed && others.length ? { accepted_answers: others } : {}),
    learning_reference: `${orisha.name.es} — ${TOPIC_LABEL[topic]}`,
    fact: factRef(orisha.id, topic),
    ...(yoTerms.length ? { yo_terms: yoTerms } : {}),
  };
}
