import * as z from 'zod';
import { defineCollection } from './collection.js';
import { Review, SourceRef } from './provenance.js';

/**
 * The orisha knowledge base as data (issue 11): `functions/src/content/data/orishas/<id>.yaml`,
 * one file per orisha, and `data/orisha-equivalents/<topic>.yaml`, the groups of values that
 * mean (nearly) the same thing ('rojo' / 'punzó'). Every fact carries its values, the other
 * values also given as valid (`also`: never offered as a wrong option), whether houses differ
 * (`varies`: asked only with its qualifier), whether the quiz may ask it (`asked`), its sources
 * and its review mark. Runtime code imports the TYPES only (`import type`).
 */

const text = z.string().trim().min(1, 'no puede estar vacío');

/** One value in the three languages. */
export const OrishaText = z.strictObject({ es: text, en: text, fr: text });
export type OrishaText = z.output<typeof OrishaText>;

const provenance = {
  sources: z.array(SourceRef).min(1, 'cada dato necesita al menos una fuente'),
  reviewed: Review,
};

/** A list fact: colours, plants, animals, days, offerings or domains. */
export const OrishaListFact = z.strictObject({
  /** What the quiz asks for (and shows first). */
  values: z.array(OrishaText).min(1, 'al menos un valor'),
  /** Also given as valid by published sources or houses: accepted, never a wrong option. */
  also: z.array(OrishaText).default([]),
  /** Houses differ: asked only 'según la tradición más extendida…'. */
  varies: z.boolean().default(false),
  /** false: the quiz never asks this fact (the guide still shows it). */
  asked: z.boolean().default(true),
  ...provenance,
});
export type OrishaListFact = z.output<typeof OrishaListFact>;

export const OrishaNumberFact = z.strictObject({
  /** null where no single number is widely agreed. */
  value: z.number().int().positive().nullable(),
  also: z.array(z.number().int().positive()).default([]),
  varies: z.boolean().default(false),
  ...provenance,
});
export type OrishaNumberFact = z.output<typeof OrishaNumberFact>;

export const OrishaSaintFact = z.strictObject({
  value: OrishaText,
  also: z.array(OrishaText).default([]),
  varies: z.boolean().default(false),
  ...provenance,
});
export type OrishaSaintFact = z.output<typeof OrishaSaintFact>;

/** The list facts, in the order of the files (and of the guide). */
export const ORISHA_LIST_FIELDS = ['colors', 'days', 'domains', 'offerings', 'plants', 'animals'] as const;
export type OrishaListField = (typeof ORISHA_LIST_FIELDS)[number];

const yorubaLetters = /^[\p{L}\p{M} '-]+$/u;

export const OrishaEntry = z.strictObject({
  id: z.string().regex(/^[a-z]+(-[a-z]+)*$/, 'solo minúsculas y guiones'),
  /** The Lucumí name as shown, per language (spelling only differs where a language needs it). */
  name: OrishaText,
  /** The Yorùbá spelling with tone marks; null where none is recorded with confidence. */
  yoruba: z.string().trim().regex(yorubaLetters, 'solo letras, marcas de tono, espacios o guiones').nullable(),
  /** Other common spellings (search and typed answers accept them). */
  aliases: z.array(text).default([]),
  colors: OrishaListFact,
  days: OrishaListFact,
  domains: OrishaListFact,
  offerings: OrishaListFact,
  plants: OrishaListFact,
  animals: OrishaListFact,
  number: OrishaNumberFact,
  syncretism: OrishaSaintFact,
  /** Editorial note in Spanish (where sources vary); not shown in the game. */
  note: z.string().trim().min(1).optional(),
});
export type OrishaEntry = z.output<typeof OrishaEntry>;

const LANGS = ['es', 'en', 'fr'] as const;

/** The comparison form of a value: no accents, lowercase, single spaces. */
export const foldValue = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Problems inside one orisha: a value repeated within a fact, or both a value and an alternative. */
function entryProblems(o: OrishaEntry): string[] {
  const problems: string[] = [];
  for (const field of ORISHA_LIST_FIELDS) {
    const fact = o[field];
    for (const lang of LANGS) {
      const seen = new Set<string>();
      for (const v of [...fact.values, ...fact.also]) {
        const k = foldValue(v[lang]);
        if (seen.has(k)) problems.push(`${o.id}.${field}: '${v[lang]}' aparece dos veces (${lang})`);
        seen.add(k);
      }
    }
  }
  if (o.number.value !== null && o.number.also.includes(o.number.value)) problems.push(`${o.id}.number: ${o.number.value} está también en also`);
  if (new Set(o.number.also).size !== o.number.also.length) problems.push(`${o.id}.number.also: números repetidos`);
  return problems;
}

/** Across orishas: no two share an id, a name or an alias (folded), in any language. */
function orishaProblems(entries: readonly OrishaEntry[]): string[] {
  const problems = entries.flatMap(entryProblems);
  const owner = new Map<string, string>();
  for (const o of entries) {
    const names = new Set([...LANGS.map((l) => o.name[l]), ...(o.yoruba ? [o.yoruba] : []), ...o.aliases].map(foldValue));
    for (const n of names) {
      const other = owner.get(n);
      if (other && other !== o.id) problems.push(`el nombre '${n}' es de ${other} y de ${o.id}`);
      owner.set(n, o.id);
    }
  }
  return problems;
}

export const orishaCollection = defineCollection({
  // The games Lambda bundles this collection: one table of sources instead of a copy per fact.
  packSources: true,
  omitAtRuntime: ['note'],
  name: 'orishas',
  schema: OrishaEntry,
  key: (o) => o.id,
  check: orishaProblems,
});

/** Topic files of the equivalents collection: the list facts. */
export const EquivalentsEntry = z.strictObject({
  /** The fact these groups apply to (the file's name). */
  topic: z.enum(ORISHA_LIST_FIELDS),
  /**
   * Groups of values that mean the same or nearly the same thing: when one of them is true of
   * the asked orisha, no other member of its group is offered as a wrong option. Lists per
   * language (a language may have more words than another).
   */
  groups: z
    .array(
      z.strictObject({
        es: z.array(text).min(1),
        en: z.array(text).min(1),
        fr: z.array(text).min(1),
        /** Why these go together (for the editor). */
        note: z.string().trim().min(1).optional(),
      }),
    )
    .min(1),
  /** Values true of (nearly) every orisha, such as the coconut (obí): never a wrong option. */
  everywhere: z.array(OrishaText).default([]),
  ...provenance,
});
export type EquivalentsEntry = z.output<typeof EquivalentsEntry>;

function equivalentsProblems(entries: readonly EquivalentsEntry[]): string[] {
  const problems: string[] = [];
  for (const e of entries) {
    // A value may belong to several groups (the 'destino' of Orula is also 'sabiduría'), but
    // not twice in one, and no two groups may be the same.
    const groupKeys = new Set<string>();
    e.groups.forEach((g, i) => {
      for (const lang of LANGS) {
        const folded = g[lang].map(foldValue);
        if (new Set(folded).size !== folded.length) problems.push(`${e.topic}: el grupo ${i + 1} repite un valor (${lang})`);
      }
      const key = LANGS.map((l) => g[l].map(foldValue).sort().join('|')).join('/');
      if (groupKeys.has(key)) problems.push(`${e.topic}: el grupo ${i + 1} repite otro grupo`);
      groupKeys.add(key);
    });
  }
  return problems;
}

export const equivalentsCollection = defineCollection({
  omitAtRuntime: ['note'],
  name: 'orisha-equivalents',
  schema: EquivalentsEntry,
  key: (e) => e.topic,
  check: equivalentsProblems,
});
