/**
 * Builds the 256 sign records the server seeds and serves, and computes completeness.
 * Pure: no I/O, no clock (the caller passes `now`), deterministic output.
 *
 * - `id`: stable slug of the Lucumí name ('Baba Ejiogbe' -> 'baba-ejiogbe', 'Ogbe Weñe' -> 'ogbe-wene').
 * - `display_pattern`: the sign as it is drawn, row by row from top to bottom, rows joined by ' / '.
 *   Each row shows the LEFT leg's mark first and the RIGHT leg's mark second, as the sign is seen on
 *   the board (the right leg is marked first, on the right-hand side); 'I' = single mark (1),
 *   'II' = double mark (0). Ogbe Yeku (11110000) -> 'II I / II I / II I / II I'.
 * - Secret content exists only for the 16 Meji and is kept out of the public record
 *   (DESIGN.md 3: `ODDUN#<id>` / `SECRET`); get it with `secretContentFor(id)`.
 * - `provenance`: per section, its sources and review (issue 11): from the Meji data files, or
 *   'Redacción del proyecto' (generated) for the combinations.
 */
import type { Oddun, OddunFields } from '@ifa/shared';
import { GENERATED_FUENTE, combinationSubtitle, generateCombination } from './combinations.js';
import { MEJI_CONTENT, type SecretContent } from './meji.js';
import { ODU_CATALOGUE, PRINCIPAL_ODU, isSignAlias, yorubaAliasesOfLegs, yorubaNameOfLegs, type OduFact } from './odu-catalogue.js';

export { COMPLETION_SECTIONS, HAS_DATA_THRESHOLD, completionOf, filledSections, type CompletionSection } from './completion.js';
import { completionOf } from './completion.js';
import translationsFile from './generated/meji-translations.json' with { type: 'json' };
import type { TranslationLookup, TranslationPack } from './translations.js';
import { slugify } from './slug.js';

export { slugify };

/** Readable two-column rendering of an 8-character pattern (see the module comment). */
export function displayPatternOf(pattern: string): string {
  if (!/^[01]{8}$/.test(pattern)) throw new Error(`bad pattern ${pattern}`);
  const mark = (c: string) => (c === '1' ? 'I' : 'II');
  return [0, 1, 2, 3].map((row) => `${mark(pattern[4 + row]!)} ${mark(pattern[row]!)}`).join(' / ');
}

/** Yorùbá name of a sign, with tone marks: the Meji's ('Èjì Ogbè'), or right leg + left leg ('Ogbè Ọ̀yẹ̀kú'). */
export function yorubaNameOf(fact: OduFact): string {
  return yorubaNameOfLegs(fact.right_leg, fact.left_leg);
}

function uniqueNames(names: readonly string[], exclude: string): string[] {
  const seen = new Set([exclude.toLowerCase()]);
  const out: string[] = [];
  for (const n of names) {
    const key = n.toLowerCase();
    // Never a name that is not the sign's ('Ogun' is the orisha, not Ogunda).
    if (!seen.has(key) && isSignAlias(n)) {
      seen.add(key);
      out.push(n);
    }
  }
  return out;
}

/** Alternative names of a combined sign: its untoned Yoruba form ('Okanran Ogbe') and the Lucumí long form ('Okana Ogbe'). */
function combinationAlternatives(fact: OduFact): string[] {
  const r = PRINCIPAL_ODU[fact.right_leg];
  const l = PRINCIPAL_ODU[fact.left_leg];
  return uniqueNames([...yorubaAliasesOfLegs(fact.right_leg, fact.left_leg), `${r.lucumi} ${l.lucumi}`], fact.name);
}

/** The secret as stored and returned to buyers (spec 3, "Secret ritual"). */
export interface SecretRitual extends SecretContent {
  oddun_name: string;
  yoruba_name: string;
}

export interface CatalogueSeed {
  id: string;
  /** The public fields (no secret content, no computed fields). */
  fields: OddunFields;
  /** Only the 16 Meji have one. */
  secret: SecretRitual | null;
}

function mejiSeed(fact: OduFact): CatalogueSeed {
  const m = MEJI_CONTENT.find((c) => c.position === fact.position);
  if (!m || m.leg !== fact.right_leg) throw new Error(`no curated content for Meji ${fact.name}`);
  const { secret_content, position: _p, leg: _l, ...content } = m;
  const fields: OddunFields = {
    position: fact.position,
    name: fact.name,
    binary_pattern: fact.binary_pattern,
    display_pattern: displayPatternOf(fact.binary_pattern),
    is_meji: true,
    is_combination: false,
    ...content,
    // The toned Yorùbá name from the catalogue; the untoned forms stay aliases (issue 11).
    yoruba_name: yorubaNameOf(fact),
    alternative_names: uniqueNames([...content.alternative_names, ...yorubaAliasesOfLegs(fact.right_leg, fact.left_leg)], fact.name),
  };
  return {
    id: slugify(fact.name),
    fields,
    secret: { oddun_name: fact.name, yoruba_name: yorubaNameOf(fact), ...secret_content },
  };
}

function combinationSeed(fact: OduFact): CatalogueSeed {
  const display = displayPatternOf(fact.binary_pattern);
  const yoruba = yorubaNameOf(fact);
  const text = generateCombination(fact, display, yoruba);
  const fields: OddunFields = {
    position: fact.position,
    name: fact.name,
    traditional_name: fact.name,
    traditional_subtitle: combinationSubtitle(fact),
    yoruba_name: yoruba,
    alternative_names: combinationAlternatives(fact),
    title: text.title,
    binary_pattern: fact.binary_pattern,
    display_pattern: display,
    meaning: text.meaning,
    extended_description: text.extended_description,
    descripcion: text.descripcion,
    is_meji: false,
    is_combination: true,
    data_source: 'generated',
    fuente: GENERATED_FUENTE,
    // 'Redacción del proyecto' (generated from the legs' themes), not reviewed (issue 11).
    provenance: text.provenance,
  };
  return { id: slugify(fact.name), fields, secret: null };
}

/** Seeds for the 256 signs in position order: id, public fields, secret (Meji only). */
export function buildSeeds(): CatalogueSeed[] {
  return ODU_CATALOGUE.map((fact) => (fact.is_meji ? mejiSeed(fact) : combinationSeed(fact)));
}

/** The 256 full sign records (public part), as the API serves them, stamped with `now`. */
export function buildCatalogue(now: string): Oddun[] {
  return buildSeeds().map(({ id, fields }) => ({
    ...fields,
    id,
    ...completionOf(fields),
    created_at: now,
    updated_at: now,
  }));
}

/** Every Meji's translation by language and sign id, as `npm run content` wrote it: what the seed stores (decision 024). */
export const MEJI_TRANSLATIONS = translationsFile as unknown as Readonly<Record<'en' | 'fr', TranslationPack>>;

/** A Meji's translation as the content files make it (the seed's, the tests', the review export's). */
export const fileTranslation: TranslationLookup = (id, language) => (language === 'es' ? undefined : MEJI_TRANSLATIONS[language]?.[id]);

/** The translation seeds: one per Meji and language. */
export function buildTranslationSeeds() {
  return (Object.entries(MEJI_TRANSLATIONS) as ['en' | 'fr', TranslationPack][]).flatMap(([language, pack]) =>
    Object.entries(pack).map(([id, translation]) => ({ id, language, translation })),
  );
}

let secretsById: Map<string, SecretRitual> | undefined;

/** The secret content of a sign by id, or null (only the 16 Meji have one). */
export function secretContentFor(id: string): SecretRitual | null {
  secretsById ??= new Map(buildSeeds().flatMap((s) => (s.secret ? [[s.id, s.secret] as const] : [])));
  return secretsById.get(id) ?? null;
}
