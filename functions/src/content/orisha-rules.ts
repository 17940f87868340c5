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
 * The values the content lists as accepted for a topic: the asked `values` and the `also` values
 * (a fact that varies between houses accepts its `also` values all the same: the qualifier 'según
 * la tradición más extendida' names the right option, it does not make the others false).
 */
export const acceptedValues = (o: QuizOrisha, topic: OrishaFactTopic): readonly OrishaText[] => [...factOf(o, topic).values, ...factOf(o, topic).also];

/**
 * The comparison keys of a value: its folded form and, when it carries a qualifier in
 * parentheses ('cascarilla (efún)', 'granos (frijoles y maíz)'), its folded form without it, so a
 * value written with or without its qualifier is one value. Two values are the same when they
 * share a key.
 */
export function valueKeys(value: string): string[] {
  const whole = answerKey(value);
  const bare = answerKey(value.replace(/\([^()]*\)/gu, ' '));
  return bare && bare !== whole ? [whole, bare] : [whole];
}

/**
 * `valueKeys` of a text of the knowledge base, kept: a question compares each candidate with every
 * accepted value and group member, and the texts are a few hundred. Never for learners' answers,
 * which would grow it without bound.
 */
const CONTENT_KEYS = new Map<string, string[]>();
const contentKeys = (value: string) => CONTENT_KEYS.get(value) ?? CONTENT_KEYS.set(value, valueKeys(value)).get(value)!;

const sharesKey = (value: string, keys: ReadonlySet<string>) => contentKeys(value).some((k) => keys.has(k));

/**
 * What must never be offered as a wrong option when asking `topic` about `o`, in `lang`, by key
 * (`valueKeys`) with the value as written: its accepted values, every member of an equivalents
 * group that holds one of them, and the values true of every orisha (`everywhere`). The one
 * definition the builder (`distractorsFor`) and `notWrongFor` share.
 */
function notWrongKeys(o: QuizOrisha, topic: OrishaFactTopic, lang: Language, equivalents: Equivalents): Map<string, string> {
  const eq = equivalents[ORISHA_TOPIC_FIELDS[topic]];
  const own = acceptedValues(o, topic).map((v) => v[lang]);
  const out = new Map<string, string>();
  const add = (v: string) => contentKeys(v).forEach((k) => out.has(k) || out.set(k, v));
  own.forEach(add);
  const ownKeys = new Set(own.flatMap(contentKeys));
  for (const g of eq?.groups ?? []) if (g[lang].some((v) => sharesKey(v, ownKeys))) g[lang].forEach(add);
  for (const v of eq?.everywhere ?? []) add(v[lang]);
  return out;
}

/**
 * Every value that must never be offered as a wrong option when asking `topic` about `o`, in
 * `lang`: its values, its `also` values, every member of an equivalents group that holds one of
 * them, and the values true of every orisha (`everywhere`).
 */
export function notWrongFor(o: QuizOrisha, topic: OrishaFactTopic, lang: Language, equivalents: Equivalents): string[] {
  return [...new Set(notWrongKeys(o, topic, lang, equivalents).values())];
}

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
  const blocked = Object.fromEntries(LANGS.map((l) => [l, new Set(notWrongKeys(o, topic, l, equivalents).keys())])) as Record<Language, Set<string>>;
  const out = new Map<string, string>();
  for (const other of pool) {
    if (other.id === o.id) continue;
    for (const v of factOf(other, topic).values) {
      if (LANGS.some((l) => sharesKey(v[l], blocked[l]))) continue;
      const k = answerKey(v[lang]);
      if (!out.has(k)) out.set(k, v[lang]);
    }
  }
  return [...out.values()].sort((a, b) => a.localeCompare(b, lang));
}

/** Whether two values of a topic are the same (qualifiers aside) or in one equivalents group (in `lang`). */
export function sameGroup(topic: OrishaFactTopic, lang: Language, a: string, b: string, equivalents: Equivalents): boolean {
  const ka = new Set(contentKeys(a));
  const kb = new Set(contentKeys(b));
  if (sharesKey(a, kb)) return true;
  const groups = equivalents[ORISHA_TOPIC_FIELDS[topic]]?.groups ?? [];
  return groups.some((g) => g[lang].some((v) => sharesKey(v, ka)) && g[lang].some((v) => sharesKey(v, kb)));
}

/** Whether `answer` is true of the orisha for the topic in any language: one of its accepted values (folded, qualifiers aside). */
export function isTrueOf(o: QuizOrisha, topic: OrishaFactTopic, answer: string): boolean {
  const keys = new Set(valueKeys(answer).filter(Boolean));
  return keys.size > 0 && acceptedValues(o, topic).some((v) => LANGS.some((l) => sharesKey(v[l], keys)));
}

/** The orisha's name as the naming setting wants it, with the Yorùbá pieces marked. */
export const orishaNameParts = (o: Pick<QuizOrisha, 'name' | 'yoruba'>, lang: Language, naming: Naming): NamePart[] =>
  nameParts({ lucumi: o.name[lang], yoruba: o.yoruba }, naming);
