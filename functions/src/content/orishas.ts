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
  ORISHA_GUIDE_TOPICS,
  type Language,
  type NamePart,
  type Naming,
  type OrishaGuideTopic,
} from '@ifa/shared';
import equivalentsJson from './generated/orisha-quiz-equivalents.json' with { type: 'json' };
import orishasJson from './generated/orishas.json' with { type: 'json' };
import { unpackEquivalents, type PackedEquivalents } from './orisha-quiz-pack.js';
import * as rules from './orisha-rules.js';
import { answerKey, topicValues, type Equivalents, type OrishaFactTopic } from './orisha-rules.js';
import { unpackSources, type PackedContent } from './pack.js';
import type { OrishaEntry, OrishaListFact, OrishaListField, OrishaText } from './schemas/orishas.js';
import type { Review, SourceRef } from './schemas/provenance.js';

export type Localized = Readonly<Record<Language, string>>;
export type LocalizedList = Readonly<Record<Language, readonly string[]>>;
export type { OrishaEntry, OrishaListFact, OrishaText };

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

/** The groups of equivalent values, per fact: the quiz's view of data/orisha-equivalents (no sources: the guide never shows them). */
export const EQUIVALENTS: Equivalents = unpackEquivalents(equivalentsJson as unknown as PackedEquivalents[]);

export {
  ORISHA_TOPIC_FIELDS,
  alsoValues,
  answerKey,
  factOf,
  isAsked,
  topicValues,
  variesBetweenHouses,
  type Equivalents,
  type OrishaFactTopic,
} from './orisha-rules.js';

export function orishaById(id: string): Orisha | undefined {
  return ORISHAS.find((o) => o.id === id);
}

// The rules of content/orisha-rules.ts over the whole knowledge base by default.

/** See `rules.notWrongFor`. */
export const notWrongFor = (o: Orisha, topic: OrishaFactTopic, lang: Language, equivalents: Equivalents = EQUIVALENTS) =>
  rules.notWrongFor(o, topic, lang, equivalents);

/** See `rules.distractorsFor`. */
export const distractorsFor = (
  target: Orisha | string,
  topic: OrishaFactTopic,
  lang: Language,
  pool: readonly Orisha[] = ORISHAS,
  equivalents: Equivalents = EQUIVALENTS,
) => rules.distractorsFor(target, topic, lang, pool, equivalents);

/** See `rules.sameGroup`. */
export const sameGroup = (topic: OrishaFactTopic, lang: Language, a: string, b: string, equivalents: Equivalents = EQUIVALENTS) =>
  rules.sameGroup(topic, lang, a, b, equivalents);

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
export const orishaNameParts = (o: Orisha, lang: Language, naming: Naming = DEFAULT_NAMING): NamePart[] => rules.orishaNameParts(o, lang, naming);

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
