/**
 * The orisha knowledge base cut to what the quiz reads (content/orisha-rules.ts `QuizOrisha`),
 * packed into arrays for the Lambda that reviews orisha-fact cards (issue 12): it carries the
 * sign catalogue and the scheduler already, and the full knowledge base with its sources and
 * texts would take it past the bundle budget (DESIGN.md 8: 400 KB). `npm run content` writes it
 * as generated/orisha-quiz.json and generated/orisha-quiz-equivalents.json (collection `views`);
 * content/orisha-quiz.ts unpacks it. Pure; a round trip gives back the quiz's fields
 * (test/unit/orisha-quiz.test.ts).
 */
import type { Language } from '@ifa/shared';
import { ORISHA_TOPIC_FIELDS, type Equivalents, type QuizFact, type QuizOrisha } from './orisha-rules.js';
import type { EquivalentsEntry, OrishaEntry, OrishaListField, OrishaText } from './schemas/orishas.js';

type Text3 = readonly [es: string, en: string, fr: string];
/** values, also, flags (1: varies between houses, 2: asked). */
type PackedFact = readonly [values: readonly Text3[], also: readonly Text3[], flags: number];
/** The list facts in their packed order (the quiz's topics; not the zod schema's list, which would bring zod into the bundle). */
const FIELDS: readonly OrishaListField[] = Object.values(ORISHA_TOPIC_FIELDS);

/** id, name, Yorùbá name, then one fact per FIELDS entry, in that order. */
export type PackedQuizOrisha = readonly [id: string, name: Text3, yoruba: string | null, facts: readonly PackedFact[]];
/** topic, groups (each a list per language), everywhere. */
export type PackedEquivalents = readonly [topic: OrishaListField, groups: ReadonlyArray<readonly [es: string[], en: string[], fr: string[]]>, everywhere: readonly Text3[]];

const pack3 = (t: Readonly<Record<Language, string>>): Text3 => [t.es, t.en, t.fr];
const unpack3 = ([es, en, fr]: Text3): OrishaText => ({ es, en, fr });

export function packQuizOrishas(entries: readonly OrishaEntry[]): PackedQuizOrisha[] {
  return entries.map((e) => [
    e.id,
    pack3(e.name),
    e.yoruba,
    FIELDS.map((field): PackedFact => {
      const f = e[field];
      return [f.values.map(pack3), f.also.map(pack3), (f.varies ? 1 : 0) | (f.asked ? 2 : 0)];
    }),
  ]);
}

export function unpackQuizOrishas(packed: readonly PackedQuizOrisha[]): QuizOrisha[] {
  return packed.map(([id, name, yoruba, facts]) => ({
    id,
    name: unpack3(name),
    yoruba,
    entry: Object.fromEntries(
      FIELDS.map((field, i): [OrishaListField, QuizFact] => {
        const [values, also, flags] = facts[i]!;
        return [field, { values: values.map(unpack3), also: also.map(unpack3), varies: (flags & 1) !== 0, asked: (flags & 2) !== 0 }];
      }),
    ) as Record<OrishaListField, QuizFact>,
  }));
}

export function packEquivalents(entries: readonly EquivalentsEntry[]): PackedEquivalents[] {
  return entries.map((e) => [e.topic, e.groups.map((g) => [g.es, g.en, g.fr] as const), e.everywhere.map(pack3)]);
}

export function unpackEquivalents(packed: readonly PackedEquivalents[]): Equivalents {
  return Object.fromEntries(packed.map(([topic, groups, everywhere]) => [topic, { groups: groups.map(([es, en, fr]) => ({ es, en, fr })), everywhere: everywhere.map(unpack3) }]));
}
