/**
 * Orisha knowledge base for the Orisha game and the orisha guide (DESIGN.md 5-6), in es/en/fr.
 *
 * The facts live in data files an editor can open and correct, one per orisha:
 * `data/orishas/<id>.yaml` (see the comment at the top of each file), and the groups of values
 * that mean (nearly) the same thing in `data/orisha-equivalents/<fact>.yaml`. `npm run content`
 * validates them (schemas/orishas.ts) and writes `generated/*.json`, imported here; this module
 * keeps the typed view and the pure quiz helpers.
 *
 * Every list fact carries its `values` (what the quiz asks), `also` (values published sources
 * or houses also give as valid: accepted, never offered as a wrong option), `varies` (houses
 * differ: asked only 'según la tradición más extendida…'), `asked` (false: never asked), its
 * `sources` and its `reviewed` mark. Values OVERLAP between orishas (several share Friday, red
 * or white): build wrong options with `distractorsFor`, which never offers a value that is true
 * of the asked orisha, nor a near-synonym of one (`notWrongFor`).
 */
import {
  DEFAULT_NAMING,
  foldName,
  ORISHA_GUIDE_TOPICS,
  nameParts,
  type Language,
  type NamePart,
  type Naming,
  type OrishaGuideTopic,
  type OrishaTopic,
} from '@ifa/shared';
import equivalentsJson from './generated/orisha-equivalents.json' with { type: 'json' };
import orishasJson from './generated/orishas.json' with { type: 'json' };
import { unpackSources, type PackedContent } from './pack.js';
import type { EquivalentsEntry, OrishaEntry, OrishaListFact, OrishaListField, OrishaText } from './schemas/orishas.js';
import type { Review, SourceRef } from './schemas/provenance.js';

export type Localized = Readonly<Record<Language, string>>;
export type LocalizedList = Readonly<Record<Language, readonly string[]>>;
export type { OrishaEntry, OrishaListFact, OrishaText };

const LANGS: readonly Language[] = ['es', 'en', 'fr'];

export interface Orisha {
  id: string;
  /** The Lucumí name as shown, per language. */
  name: Localized;
  /** The Yorùbá spelling with tone marks; null where none is recorded. */
  yoruba: string | null;
  /** Other common spellings ('Aggayú' for Aganyú). */
  aliases: readonly string[];
  /** The values of each fact, per language (what the quiz asks for). */
  colors: LocalizedList;
  plants: LocalizedList;
  animals: LocalizedList;
  /** Weekday(s) commonly associated (houses differ: `entry.days.varies`). */
  days: LocalizedList;
  /** Offerings (the 'symbols' topic, displayed as Offerings). */
  offerings: LocalizedList;
  /** Domains (the 'attributes' topic, displayed as Deities). */
  attributes: LocalizedList;
  /** Commonly associated number; null where no single number is widely agreed. */
  number: number | null;
  /** Catholic saint commonly associated in Cuba. */
  syncretism: Localized;
  /** The data file's entry: every fact with its alternatives, qualifier flag and provenance. */
  entry: OrishaEntry;
}

const listOf = (items: readonly OrishaText[]): LocalizedList => ({
  es: items.map((t) => t.es),
  en: items.map((t) => t.en),
  fr: items.map((t) => t.fr),
});

/** The typed view of one data-file entry. */
export function orishaFromEntry(entry: OrishaEntry): Orisha {
  return {
    id: entry.id,
    name: entry.name,
    yoruba: entry.yoruba,
    aliases: entry.aliases,
    colors: listOf(entry.colors.values),
    plants: listOf(entry.plants.values),
    animals: listOf(entry.animals.values),
    days: listOf(entry.days.values),
    offerings: listOf(entry.offerings.values),
    attributes: listOf(entry.domains.values),
    number: entry.number.value,
    syncretism: entry.syncretism.value,
    entry,
  };
}

export const ORISHAS: readonly Orisha[] = unpackSources<OrishaEntry>(orishasJson as unknown as PackedContent).map(orishaFromEntry);

/** The groups of equivalent values, per fact (data/orisha-equivalents). */
export type Equivalents = Partial<Record<OrishaListField, Pick<EquivalentsEntry, 'groups' | 'everywhere'>>>;
export const EQUIVALENTS: Equivalents = Object.fromEntries((equivalentsJson as unknown as EquivalentsEntry[]).map((e) => [e.topic, e]));

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

/** Comparison key for answers: accent-, case-, punctuation- and space-insensitive (the fold names are compared in). */
export const answerKey = foldName;

export function orishaById(id: string): Orisha | undefined {
  return ORISHAS.find((o) => o.id === id);
}

/** The fact behind a quiz topic. */
export const factOf = (o: Orisha, topic: OrishaFactTopic): OrishaListFact => o.entry[ORISHA_TOPIC_FIELDS[topic]];

/** The values of one topic for an orisha in a language (what the quiz asks for). */
export function topicValues(o: Orisha, topic: OrishaFactTopic, lang: Language): readonly string[] {
  return factOf(o, topic).values.map((v) => v[lang]);
}

/** The other values also given as valid for the topic (accepted; never a wrong option). */
export function alsoValues(o: Orisha, topic: OrishaFactTopic, lang: Language): readonly string[] {
  return factOf(o, topic).also.map((v) => v[lang]);
}

/** Whether the quiz may ask this fact, and whether it must carry the qualifier. */
export const isAsked = (o: Orisha, topic: OrishaFactTopic) => factOf(o, topic).asked;
export const variesBetweenHouses = (o: Orisha, topic: OrishaFactTopic) => factOf(o, topic).varies;

/**
 * Every value that must never be offered as a wrong option when asking `topic` about `o`, in
 * `lang`: its values, its `also` values, every member of an equivalents group that holds one of
 * them, and the values true of every orisha (`everywhere`).
 */
export function notWrongFor(o: Orisha, topic: OrishaFactTopic, lang: Language, equivalents: Equivalents = EQUIVALENTS): string[] {
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
  target: Orisha | string,
  topic: OrishaFactTopic,
  lang: Language,
  pool: readonly Orisha[] = ORISHAS,
  equivalents: Equivalents = EQUIVALENTS,
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
export function sameGroup(topic: OrishaFactTopic, lang: Language, a: string, b: string, equivalents: Equivalents = EQUIVALENTS): boolean {
  const ka = answerKey(a);
  const kb = answerKey(b);
  if (ka === kb) return true;
  const groups = equivalents[ORISHA_TOPIC_FIELDS[topic]]?.groups ?? [];
  return groups.some((g) => {
    const keys = g[lang].map(answerKey);
    return keys.includes(ka) && keys.includes(kb);
  });
}

/** Values of a topic that more than one orisha has: value -> orisha ids (for review and tests). */
export function sharedValues(topic: OrishaFactTopic, lang: Language): Map<string, string[]> {
  const owners = new Map<string, { value: string; ids: string[] }>();
  for (const o of ORISHAS) {
    for (const v of topicValues(o, topic, lang)) {
      const k = answerKey(v);
      const entry = owners.get(k) ?? { value: v, ids: [] };
      entry.ids.push(o.id);
      owners.set(k, entry);
    }
  }
  return new Map([...owners.values()].filter((e) => e.ids.length > 1).map((e) => [e.value, e.ids]));
}

/** The orisha's name as the naming setting wants it, with the Yorùbá pieces marked. */
export const orishaNameParts = (o: Orisha, lang: Language, naming: Naming = DEFAULT_NAMING): NamePart[] =>
  nameParts({ lucumi: o.name[lang], yoruba: o.yoruba }, naming);

// ---------------------------------------------------------------------------------------------
// The orisha guide (encyclopedia page): every fact with its alternatives and provenance.

export interface OrishaGuideFactView {
  topic: OrishaGuideTopic;
  /** The values in the requested language (the number as digits; [] when none is agreed). */
  values: string[];
  /** Also given as valid by published sources or houses. */
  also: string[];
  /** Houses differ. */
  varies: boolean;
  /** Whether the quiz asks this fact (number and syncretism: never, today). */
  asked: boolean;
  provenance: { sources: SourceRef[]; reviewed: Review };
}

export interface OrishaGuideView {
  id: string;
  /** The Lucumí name in the requested language. */
  name: string;
  /** The Yorùbá spelling with tone marks; null where none is recorded. */
  yoruba: string | null;
  aliases: string[];
  /** The name as the naming setting shows it, as plain text and as parts (`lang: 'yo'`). */
  display_name: string;
  name_parts: NamePart[];
  /** In ORISHA_GUIDE_TOPICS order. */
  facts: OrishaGuideFactView[];
}

const GUIDE_FIELDS: Record<Exclude<OrishaGuideTopic, 'number' | 'syncretism'>, OrishaListField> = {
  colors: 'colors',
  days: 'days',
  attributes: 'domains',
  symbols: 'offerings',
  plants: 'plants',
  animals: 'animals',
};

/**
 * What the orisha guide shows, per orisha, in a language and naming: the name parts, each
 * fact's values with the accepted alternatives, whether houses differ, and its provenance
 * (sources and review mark). Pure; the order is the data's (by id).
 */
export function orishaGuide(lang: Language, naming: Naming = DEFAULT_NAMING, orishas: readonly Orisha[] = ORISHAS): OrishaGuideView[] {
  return orishas.map((o) => {
    const parts = orishaNameParts(o, lang, naming);
    const facts = ORISHA_GUIDE_TOPICS.map((topic): OrishaGuideFactView => {
      if (topic === 'number') {
        const n = o.entry.number;
        return {
          topic,
          values: n.value === null ? [] : [String(n.value)],
          also: n.also.map(String),
          varies: n.varies,
          asked: false,
          provenance: { sources: n.sources, reviewed: n.reviewed },
        };
      }
      if (topic === 'syncretism') {
        const s = o.entry.syncretism;
        return {
          topic,
          values: [s.value[lang]],
          also: s.also.map((v) => v[lang]),
          varies: s.varies,
          asked: false,
          provenance: { sources: s.sources, reviewed: s.reviewed },
        };
      }
      const f = o.entry[GUIDE_FIELDS[topic]];
      return {
        topic,
        values: f.values.map((v) => v[lang]),
        also: f.also.map((v) => v[lang]),
        varies: f.varies,
        asked: f.asked,
        provenance: { sources: f.sources, reviewed: f.reviewed },
      };
    });
    return {
      id: o.id,
      name: o.name[lang],
      yoruba: o.yoruba,
      aliases: [...o.aliases],
      display_name: parts.map((p) => p.text).join(''),
      name_parts: parts,
      facts,
    };
  });
}
