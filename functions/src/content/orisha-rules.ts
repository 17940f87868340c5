/**
 * The quiz rules over the orisha knowledge base, pure and without the data: which values an
 * orisha has for a topic, which must never be offered as a wrong option (`notWrongFor`), the
 * candidate wrong options (`distractorsFor`) and when two values mean the same (`sameGroup`).
 * Every function takes the orishas and equivalents it works on, so a Lambda can bring the full
 * knowledge base (content/orishas.ts: the games and the guide) or only the quiz's fields
 * (content/orisha-quiz.ts: the review of orisha-fact cards) without bundling the other.
 */
import { foldName, nameParts, type Language, type NamePart, type Naming, type OrishaTopic } from '@ifa/shared';
import type { EquivalentsEntry, OrishaListFact, OrishaListField, OrishaText } from './schemas/orishas.js';

export const LANGS: readonly Language[] = ['es', 'en', 'fr'];

/** What the quiz reads of a list fact (the guide also shows its sources and review mark). */
export type QuizFact = Pick<OrishaListFact, 'values' | 'also' | 'varies' | 'asked'>;

/** What the quiz reads of an orisha: its names and its list facts. */
export interface QuizOrisha {
  id: string;
  /** The Lucumí name as shown, per language. */
  name: Readonly<Record<Language, string>>;
  /** The Yorùbá spelling with tone marks; null where none is recorded. */
  yoruba: string | null;
  entry: Readonly<Record<OrishaListField, QuizFact>>;
}

/** The groups of equivalent values, per fact (data/orisha-equivalents). */
export type Equivalents = Partial<Record<OrishaListField, Pick<EquivalentsEntry, 'groups' | 'everywhere'>>>;

/** Data field holding each quiz topic ('random' picks among these). */
export const ORISHA_TOPIC_FIELDS = {
  colors: 'colors',
  plants: 'plants',
  animals: 'animals',
  days: 'days',
  symbols: 'offerings',
  attributes: 'domains',
} as const satisfies Record<Exclude<OrishaTopic, 'random'>, OrishaListField>;
export type OrishaFactTopic = keyof typeof ORISHA_TOPIC_FIELDS;
export const ORISHA_FACT_TOPICS = Object.keys(ORISHA_TOPIC_FIELDS) as OrishaFactTopic[];

/** Comparison key for answers: accent-, case-, punctuation- and space-insensitive (the fold names are compared in). */
export const answerKey = foldName;

/** The fact behind a quiz topic. */
export const factOf = (o: QuizOrisha, topic: OrishaFactTopic): QuizFact => o.entry[ORISHA_TOPIC_FIELDS[topic]];

/** The values of one topic for an orisha in a language (what the quiz asks for). */
export function topicValues(o: QuizOrisha, topic: OrishaFactTopic, lang: Language): readonly string[] {
  return factOf(o, topic).values.map((v) => v[lang]);
}

/** The other values also given as valid for the topic (accepted; never a wrong option). */
export function alsoValues(o: QuizOrisha, topic: OrishaFactTopic, lang: Language): readonly string[] {
  return factOf(o, topic).also.map((v) => v[lang]);
}

/** Whether the quiz may ask this fact, and whether it must carry the qualifier. */
export const isAsked = (o: QuizOrisha, topic: OrishaFactTopic) => factOf(o, topic).asked;
export const variesBetweenHouses = (o: QuizOrisha, topic: OrishaFactTopic) => factOf(o, topic).varies;

/**
 * Every value that must never be offered as a wrong option when asking `topic` about `o`, in
 * `lang`: its values, its `also` values, every member of an equivalents group that holds one of
 * them, and the values true of every orisha (`everywhere`).
 */
export function notWrongFor(o: QuizOrisha, topic: OrishaFactTopic, lang: Language, equivalents: Equivalents): string[] {
  const fact = factOf(o, topic);
  const eq = equivalents[ORISHA_TOPIC_FIELDS[topic]];
  const own = [...fact.values, ...fact.also].map((v) => v[lang]);
  const out = new Map<string, string>();
  const add = (v: string) => out.has(answerKey(v)) || out.set(answerKey(v), v);
  own.forEach(add);
  const ownKeys = new Set(own.map(answerKey));
  for (const g of eq?.groups ?? []) if (g[lang].some((v) => ownKeys.has(answerKey(v)))) g[lang].forEach(add);
  for (const v of eq?.everywhere ?? []) add(v[lang]);
  return [...out.values()];
}

/** The keys a value blocks in each language: itself and its group mates. */
function blockedKeys(values: readonly OrishaText[], topic: OrishaFactTopic, equivalents: Equivalents): Record<Language, Set<string>> {
  const eq = equivalents[ORISHA_TOPIC_FIELDS[topic]];
  const out = { es: new Set<string>(), en: new Set<string>(), fr: new Set<string>() };
  for (const lang of LANGS) {
    const keys = new Set(values.map((v) => answerKey(v[lang])));
    keys.forEach((k) => out[lang].add(k));
    for (const g of eq?.groups ?? []) if (g[lang].some((v) => keys.has(answerKey(v)))) g[lang].forEach((v) => out[lang].add(answerKey(v)));
  }
  return out;
}

const collides = (v: OrishaText, blocked: Record<Language, Set<string>>) => LANGS.some((l) => blocked[l].has(answerKey(v[l])));

/**
 * Candidate wrong answers for "which <topic> belongs to <orisha>": the values of the other
 * orishas in `pool` for that topic, minus anything `notWrongFor` the asked orisha in ANY of
 * the three languages (so a game is equally fair whatever the learner's language), one per
 * value. Sorted for determinism; the caller samples from it and keeps group mates apart
 * (`sameGroup`).
 */
export function distractorsFor(
  target: QuizOrisha | string,
  topic: OrishaFactTopic,
  lang: Language,
  pool: readonly QuizOrisha[],
  equivalents: Equivalents,
): string[] {
  const o = typeof target === 'string' ? pool.find((x) => x.id === target) : target;
  if (!o) throw new Error(`unknown orisha ${String(target)}`);
  const fact = factOf(o, topic);
  const blocked = blockedKeys([...fact.values, ...fact.also], topic, equivalents);
  const everywhere = equivalents[ORISHA_TOPIC_FIELDS[topic]]?.everywhere ?? [];
  for (const v of everywhere) for (const l of LANGS) blocked[l].add(answerKey(v[l]));
  const out = new Map<string, string>();
  for (const other of pool) {
    if (other.id === o.id) continue;
    for (const v of factOf(other, topic).values) {
      if (collides(v, blocked)) continue;
      const k = answerKey(v[lang]);
      if (!out.has(k)) out.set(k, v[lang]);
    }
  }
  return [...out.values()].sort((a, b) => a.localeCompare(b, lang));
}

/** Whether two values of a topic are the same or in one equivalents group (in `lang`). */
export function sameGroup(topic: OrishaFactTopic, lang: Language, a: string, b: string, equivalents: Equivalents): boolean {
  const ka = answerKey(a);
  const kb = answerKey(b);
  if (ka === kb) return true;
  const groups = equivalents[ORISHA_TOPIC_FIELDS[topic]]?.groups ?? [];
  return groups.some((g) => {
    const keys = g[lang].map(answerKey);
    return keys.includes(ka) && keys.includes(kb);
  });
}

/** Whether `answer` is true of the orisha for the topic in any language: one of its values or `also` values (folded). */
export function isTrueOf(o: QuizOrisha, topic: OrishaFactTopic, answer: string): boolean {
  const key = answerKey(answer);
  const fact = factOf(o, topic);
  return key !== '' && [...fact.values, ...fact.also].some((v) => LANGS.some((l) => answerKey(v[l]) === key));
}

/** The orisha's name as the naming setting wants it, with the Yorùbá pieces marked. */
export const orishaNameParts = (o: Pick<QuizOrisha, 'name' | 'yoruba'>, lang: Language, naming: Naming): NamePart[] =>
  nameParts({ lucumi: o.name[lang], yoruba: o.yoruba }, naming);
