/**
 * A sign record read from the table, in the learner's language (DESIGN.md 6): the Meji from
 * their translation files (translations.ts), the generated signs from the English and French
 * templates (combinations.ts), each item of a text (a paragraph, a list entry) only while its
 * stored Spanish is the text that was translated; every other item stays Spanish, and the marker
 * lists its section as untranslated and the item as pending.
 */
import type { Language, OddunProvenance } from '@ifa/shared';
import { GENERATED_FUENTE_IN, GENERATED_WHERE_IN, combinationSubtitle, generateCombination } from './combinations.js';
import { ODU_CATALOGUE, yorubaNameOfLegs, type OduFact } from './odu-catalogue.js';
import { slugify } from './slug.js';
import { applyTranslation, creditsShown, translationOfFields, type SignTranslation, type TranslatedField, type TranslationMarker } from './translations.js';

/** What localizing needs of a record: its id and, for the generated signs, its kind. */
export interface LocalizableSign {
  id: string;
  data_source?: string;
  is_combination?: boolean;
  provenance?: OddunProvenance;
  [field: string]: unknown;
}

let factsById: Map<string, OduFact> | undefined;
const factOf = (id: string) => (factsById ??= new Map(ODU_CATALOGUE.map((f) => [slugify(f.name), f]))).get(id);

/** Rows drawn as build-odduns.ts `displayPatternOf` draws them (kept here so no Lambda bundles the builder). */
const displayOf = (pattern: string) =>
  [0, 1, 2, 3].map((row) => `${pattern[4 + row] === '1' ? 'I' : 'II'} ${pattern[row] === '1' ? 'I' : 'II'}`).join(' / ');

const generatedCache = new Map<string, SignTranslation>();

/** The generated sign's texts in `language`, with the fingerprints of its Spanish texts (built once per container). */
export function generatedTranslation(id: string, language: Exclude<Language, 'es'>): SignTranslation | undefined {
  const cacheKey = `${language}:${id}`;
  const cached = generatedCache.get(cacheKey);
  if (cached) return cached;
  const fact = factOf(id);
  if (!fact || fact.is_meji) return undefined;
  const display = displayOf(fact.binary_pattern);
  const yoruba = yorubaNameOfLegs(fact.right_leg, fact.left_leg);
  const es = generateCombination(fact, display, yoruba, 'es');
  const tr = generateCombination(fact, display, yoruba, language);
  const pairs: [TranslatedField, string, string][] = [
    ['title', es.title, tr.title],
    ['traditional_subtitle', combinationSubtitle(fact, 'es'), combinationSubtitle(fact, language)],
    ['meaning', es.meaning, tr.meaning],
    ['extended_description', es.extended_description, tr.extended_description],
    ['descripcion', es.descripcion, tr.descripcion],
    ['fuente', GENERATED_FUENTE_IN.es, GENERATED_FUENTE_IN[language]],
  ];
  // Item by item where the Spanish and the translated template have as many paragraphs (they do today).
  const translation = translationOfFields(pairs, null, false);
  generatedCache.set(cacheKey, translation);
  return translation;
}

/** The generated source's detail ('texto generado a partir de...') in the language. */
function localizedProvenance(provenance: OddunProvenance | undefined, language: Exclude<Language, 'es'>): OddunProvenance | undefined {
  if (!provenance) return provenance;
  return Object.fromEntries(
    Object.entries(provenance).map(([section, p]) => [
      section,
      p && { ...p, sources: p.sources.map((s) => (s.where === GENERATED_WHERE_IN.es ? { ...s, where: GENERATED_WHERE_IN[language] } : s)) },
    ]),
  ) as OddunProvenance;
}

/**
 * The record in `language` and what the learner is told about it: for Spanish the record as it
 * is and no marker; otherwise the translated sections and the ones left in Spanish.
 * `meji` looks up a Meji's translation (translations-detail.ts, or a smaller pack).
 */
export function localizeSign<R extends LocalizableSign>(
  record: R,
  language: Language,
  meji: (id: string, language: Language) => SignTranslation | undefined,
): { record: R; marker?: TranslationMarker; translation?: SignTranslation } {
  if (language === 'es') return { record };
  const translation = record.is_combination || record.data_source === 'generated' ? generatedTranslation(record.id, language) : meji(record.id, language);
  const applied = applyTranslation(record, translation);
  const localized = { ...applied.record, ...(record.provenance ? { provenance: localizedProvenance(record.provenance, language) } : {}) } as R;
  const credits = creditsShown(applied.record, translation);
  return {
    record: localized,
    translation,
    marker: {
      language,
      by: 'project',
      reviewed: translation?.reviewed ?? null,
      sections: [...applied.translated],
      untranslated: [...applied.untranslated],
      ...(Object.keys(applied.pending).length ? { pending: applied.pending } : {}),
      ...(credits ? { credits } : {}),
    },
  };
}
