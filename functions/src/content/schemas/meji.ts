import * as z from 'zod';
import { ODDUN_LIST_SECTIONS } from '@ifa/shared';
import { PRINCIPAL_LEGS } from '../odu-catalogue.js';
import { defineCollection } from './collection.js';
import { Provenance } from './provenance.js';

/**
 * One file per Meji (functions/src/content/data/meji/<key>.yaml, issue 11): the study content of
 * the 16 principal signs and their secret (premium) study material. Every section carries its
 * provenance: `sources` (SourceRef list) and `reviewed` (null = pending review). The builders in
 * meji.ts and build-odduns.ts turn an entry into the sign record the API serves.
 */

/** A non-blank text; block scalars may leave a trailing newline, which is dropped. */
const Text = z.string().trim().min(1, 'el texto no puede estar vacío');

/** A list of distinct, non-blank entries (at least one). */
const Items = z
  .array(Text)
  .min(1, 'la lista necesita al menos una entrada')
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const folded = item.toLowerCase();
      if (seen.has(folded)) ctx.addIssue({ code: 'custom', path: [i], message: `entrada repetida: '${item}'` });
      seen.add(folded);
    });
  });

const TextSection = Provenance.extend({ text: Text });
const ParagraphsSection = Provenance.extend({ paragraphs: Items });
const ListSection = Provenance.extend({ items: Items });

export const MejiNames = Provenance.extend({
  traditional_name: Text,
  traditional_subtitle: Text,
  yoruba_name: Text,
  alternative_names: Items,
});

/** Element, direction and colours appear only where the association is widely attested. */
export const MejiAttributes = Provenance.extend({
  element: Text.optional(),
  direction: Text.optional(),
  colors: Items.optional(),
}).refine((a) => a.element || a.direction || a.colors, 'attributes sin elemento, dirección ni colores: quite la sección');

export const MejiSecret = Provenance.extend({
  secret_works: Items,
  advanced_patakines: Items,
  advanced_prayers: Items,
  secret_offerings: Items,
  hidden_taboos: Items,
  ritual_instructions: Items,
});

export const MejiEntry = z.strictObject({
  /** `NN-slug`, e.g. '01-baba-ejiogbe'; the file's name. */
  key: z.string().regex(/^(0[1-9]|1[0-6])-[a-z0-9]+(-[a-z0-9]+)*$/, "la clave es 'NN-nombre' (p. ej. 01-baba-ejiogbe)"),
  position: z.number().int().min(1).max(16),
  leg: z.enum(PRINCIPAL_LEGS),
  names: MejiNames,
  title: TextSection,
  meaning: TextSection,
  extended_description: ParagraphsSection,
  attributes: MejiAttributes.optional(),
  nace_en_este_signo: ListSection,
  consejos_espirituales: ListSection,
  ofrendas: ListSection,
  plantas: ListSection,
  refranes: ListSection,
  patakines: ListSection,
  obras_del_signo: ListSection,
  taboos: ListSection,
  secret: MejiSecret,
}).superRefine((entry, ctx) => {
  const prefix = String(entry.position).padStart(2, '0');
  if (!entry.key.startsWith(`${prefix}-`)) ctx.addIssue({ code: 'custom', path: ['key'], message: `la clave debe empezar por '${prefix}-' (su posición)` });
  if (PRINCIPAL_LEGS[entry.position - 1] !== entry.leg) {
    ctx.addIssue({ code: 'custom', path: ['leg'], message: `el Meji ${entry.position} es ${PRINCIPAL_LEGS[entry.position - 1]}, no ${entry.leg}` });
  }
});
export type MejiEntry = z.output<typeof MejiEntry>;

/** The sections of an entry that carry provenance (every one of them does). */
export const MEJI_SECTIONS = [
  'names',
  'title',
  'meaning',
  'extended_description',
  'attributes',
  ...ODDUN_LIST_SECTIONS,
  'secret',
] as const satisfies readonly (keyof MejiEntry)[];

/** Problems across the 16 files: every position once, names used by one Meji only. */
export function checkMeji(entries: ReadonlyArray<MejiEntry>): string[] {
  const problems: string[] = [];
  const positions = new Map<number, string>();
  for (const e of entries) {
    const other = positions.get(e.position);
    if (other) problems.push(`${e.key}: la posición ${e.position} ya la tiene ${other}`);
    positions.set(e.position, e.key);
  }
  const missing = Array.from({ length: 16 }, (_, i) => i + 1).filter((p) => !positions.has(p));
  if (missing.length) problems.push(`faltan los Meji de las posiciones ${missing.join(', ')}`);
  const names = new Map<string, string>();
  for (const e of entries) {
    const own = new Set<string>();
    for (const name of [e.names.traditional_name, e.names.yoruba_name, ...e.names.alternative_names]) {
      const folded = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      if (own.has(folded)) continue;
      own.add(folded);
      const other = names.get(folded);
      if (other) problems.push(`${e.key}: el nombre '${name}' ya lo usa ${other}`);
      else names.set(folded, e.key);
    }
  }
  return problems;
}

export const mejiCollection = defineCollection({
  name: 'meji',
  schema: MejiEntry,
  key: (entry) => entry.key,
  check: checkMeji,
  compare: (a, b) => a.position - b.position,
});
