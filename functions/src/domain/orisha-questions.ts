import { ORISHA_QUESTION_COUNT, type Language, type OrishaMode, type OrishaTopic } from '@ifa/shared';
import { ORISHAS, ORISHA_TOPIC_FIELDS, distractorsFor, topicValues, type Orisha, type OrishaFactTopic } from '../content/orishas.js';
import { shuffle, type BuiltQuestion, type Rng } from './game-types.js';

const FACT_TOPICS = Object.keys(ORISHA_TOPIC_FIELDS) as OrishaFactTopic[];

/** `random` means every topic (spec 2: choosing random replaces the other choices). */
export function expandTopics(topics: readonly OrishaTopic[]): OrishaFactTopic[] {
  if (topics.includes('random')) return FACT_TOPICS;
  return FACT_TOPICS.filter((t) => topics.includes(t));
}

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

const TOPIC_LABEL: Record<OrishaFactTopic, string> = {
  colors: 'Colores',
  plants: 'Plantas',
  animals: 'Animales',
  days: 'Días',
  symbols: 'Ofrendas',
  attributes: 'Deidades y dominios',
};

const OPTIONS = 4;

export interface OrishaBuildOptions {
  count?: number;
  orishas?: readonly Orisha[];
  /**
   * The answer mode. type_answer builds single-answer questions only (typing one answer is
   * fair) and accepts every value the orisha has for the topic. The other modes share the
   * multiple-choice questions (image_match and audio_visual are drawn/read by the client).
   */
  mode?: OrishaMode;
}

/**
 * Ten questions over the chosen topics (DESIGN.md 5): 4 options each; where the fact is a list,
 * some questions ask for several answers (2 of the orisha's values among the 4 options). Wrong
 * options never include a value the asked orisha also has. Pure: the random source is injected.
 */
export function buildOrishaQuestions(
  topics: readonly OrishaTopic[],
  language: Language,
  rng: Rng,
  { count = ORISHA_QUESTION_COUNT, orishas = ORISHAS, mode = 'multiple_choice' }: OrishaBuildOptions = {},
): BuiltQuestion[] {
  const chosen = expandTopics(topics);
  // Every (orisha, topic) pair once, shuffled, then dealt round-robin over the topics.
  const byTopic = new Map(
    chosen.map((topic) => [topic, shuffle(orishas.filter((o) => topicValues(o, topic, language).length > 0), rng)] as const),
  );
  const questions: BuiltQuestion[] = [];
  let order = shuffle(chosen, rng);
  while (questions.length < count && [...byTopic.values()].some((l) => l.length)) {
    for (const topic of order) {
      if (questions.length >= count) break;
      const orisha = byTopic.get(topic)!.pop();
      if (!orisha) continue;
      const q = questionFor(orisha, topic, language, rng, questions.length + 1, mode === 'type_answer');
      if (q) questions.push(q);
    }
    order = shuffle(chosen, rng);
  }
  return questions;
}

function questionFor(orisha: Orisha, topic: OrishaFactTopic, language: Language, rng: Rng, n: number, typed: boolean): BuiltQuestion | null {
  const values = topicValues(orisha, topic, language);
  const distractors = shuffle(distractorsFor(orisha.id, topic, language), rng);
  const multi = values.length >= 2 && rng() < 0.35 && distractors.length >= OPTIONS - 2 && !typed;
  const correct = shuffle(values, rng).slice(0, multi ? 2 : 1);
  const wrong = distractors.slice(0, OPTIONS - correct.length);
  if (correct.length + wrong.length < OPTIONS) return null;
  const name = orisha.name[language];
  const template = TEMPLATES[language][topic];
  const others = values.filter((v) => !correct.includes(v));
  return {
    id: `q${n}`,
    type: 'multiple_choice',
    topic,
    question: multi ? template.many(name, correct.length) : template.one(name),
    options: shuffle([...correct, ...wrong], rng),
    is_multiple_answer: multi,
    correct_answers: correct,
    // A typed "which colour..." is right with any of the orisha's colours.
    ...(typed && others.length ? { accepted_answers: others } : {}),
    learning_reference: `${orisha.name.es} — ${TOPIC_LABEL[topic]}`,
  };
}
