/**
 * Study content in the learner's language (DESIGN.md 6): the English and French translations of
 * the Meji, as the server applies them to a sign record read from the table.
 *
 * The table keeps one Spanish record per sign (admins edit it in the panel); the translations ship
 * with the code, built by `npm run content` from data/meji/{en,fr}/*.yaml (schemas/meji-translation.ts).
 * Each translated field carries the fingerprint (text-hash.ts) of the Spanish record value it
 * translates; `applyTranslation` uses a translation only while the stored Spanish still has that
 * fingerprint. A section an admin has edited since is served in Spanish and listed as
 * `untranslated`, so the learner sees a 'not yet translated' note instead of a translation of a
 * text that no longer exists. Every translation is the project's and unreviewed until a reviewer
 * fills `reviewed` in its file.
 *
 * Why the packs are compressed (`packTranslations`): the Lambdas that serve them sit close to their
 * bundle budget (DESIGN.md 8, the floor + 250 KB); brotli makes the texts of both languages about
 * a quarter of their size, and each Lambda unpacks only the language it is asked for, once.
 */
import { ODDUN_LIST_SECTIONS, type Language, type OddunProvenanceSection, type Review } from '@ifa/shared';
import { MEJI_FUENTE_IN, SECRET_NOTE_IN, STUDY_NOTE_IN, mejiContentOf } from './meji-record.js';
import { ODU_CATALOGUE } from './odu-catalogue.js';
import type { MejiEntry } from './schemas/meji.js';
import type { MejiTranslation, TranslationLanguage } from './schemas/meji-translation.js';
import { slugify } from './slug.js';
import { textHash } from './text-hash.js';

/** The public fields of a sign that a translation may replace. */
export const TRANSLATED_FIELDS = [
  'title',
  'traditional_subtitle',
  'meaning',
  'extended_description',
  'element',
  'direction',
  'colors',
  ...ODDUN_LIST_SECTIONS,
  'fuente',
  // The generated signs' short description (combinations.ts), part of their extended description.
  'descripcion',
] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];

/** The secret's fields (as the secret item stores them, spiritual_secrets flattened). */
export const SECRET_FIELDS = ['secret_works', 'advanced_patakines', 'advanced_prayers', 'secret_offerings', 'hidden_taboos', 'ritual_instructions'] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];

/** The study section (the web's and the provenance's key) each field belongs to; `fuente` is none. */
export const SECTION_OF: Readonly<Record<TranslatedField, OddunProvenanceSection | null>> = {
  title: 'title',
  traditional_subtitle: 'traditional_name',
  meaning: 'meaning',
  extended_description: 'extended_description',
  element: 'attributes',
  direction: 'attributes',
  colors: 'attributes',
  ...(Object.fromEntries(ODDUN_LIST_SECTIONS.map((s) => [s, s])) as Record<(typeof ODDUN_LIST_SECTIONS)[number], OddunProvenanceSection>),
  fuente: null,
  descripcion: 'extended_description',
};

type Value = string | string[];

/** One Meji's translation into one language: the fields as the record carries them, and the fingerprint of the Spanish each translates. */
export interface SignTranslation {
  reviewed: Review;
  fields: Partial<Record<TranslatedField, Value>>;
  basis: Partial<Record<TranslatedField, string>>;
  secret?: { fields: Partial<Record<SecretField, string[]>>; basis: Partial<Record<SecretField, string>> };
}

/** The translations of one language, by sign id. */
export type TranslationPack = Record<string, SignTranslation>;

/** What each Lambda bundles: the detail all of it, the signs game the lists it asks about, the sign of the day its line. */
export const PACK_VIEWS = {
  detail: { fields: TRANSLATED_FIELDS, secret: true },
  quiz: { fields: ['nace_en_este_signo', 'consejos_espirituales', 'refranes', 'patakines', 'taboos'], secret: false },
  lines: { fields: ['title', 'meaning', 'extended_description'], secret: false },
} as const satisfies Record<string, { fields: readonly TranslatedField[]; secret: boolean }>;
export type PackView = keyof typeof PACK_VIEWS;

const secretOf = (secret: ReturnType<typeof mejiContentOf>['secret_content']): Record<SecretField, string[]> => ({
  secret_works: secret.secret_works,
  advanced_patakines: secret.advanced_patakines,
  advanced_prayers: secret.spiritual_secrets.advanced_prayers,
  secret_offerings: secret.spiritual_secrets.secret_offerings,
  hidden_taboos: secret.spiritual_secrets.hidden_taboos,
  ritual_instructions: secret.ritual_instructions,
});

/**
 * The translation of one Meji, as `applyTranslation` uses it: the record's fields in `language`
 * (the project's notes added as the Spanish record adds them) and the fingerprints of the Spanish
 * record built from the same data file. Build time only (`npm run content`).
 */
export function signTranslationOf(spanish: MejiEntry, tr: MejiTranslation, language: TranslationLanguage): SignTranslation {
  const es = mejiContentOf(spanish);
  const fields: Partial<Record<TranslatedField, Value>> = {
    title: tr.title,
    traditional_subtitle: tr.names.traditional_subtitle,
    meaning: tr.meaning,
    extended_description: [...tr.extended_description, STUDY_NOTE_IN[language]].join('\n\n'),
    ...(tr.attributes?.element ? { element: tr.attributes.element } : {}),
    ...(tr.attributes?.direction ? { direction: tr.attributes.direction } : {}),
    ...(tr.attributes?.colors ? { colors: [...tr.attributes.colors] } : {}),
    ...Object.fromEntries(ODDUN_LIST_SECTIONS.map((s) => [s, [...tr[s]]])),
    fuente: MEJI_FUENTE_IN[language],
  };
  const basis = Object.fromEntries(
    Object.keys(fields).map((f) => [f, textHash(es[f as keyof typeof es] as Value)]),
  ) as Partial<Record<TranslatedField, string>>;
  const esSecret = secretOf(es.secret_content);
  const secretFields: Record<SecretField, string[]> = {
    ...tr.secret,
    ritual_instructions: [SECRET_NOTE_IN[language], ...tr.secret.ritual_instructions],
  };
  return {
    reviewed: tr.translation.reviewed,
    fields,
    basis,
    secret: { fields: secretFields, basis: Object.fromEntries(SECRET_FIELDS.map((f) => [f, textHash(esSecret[f])])) },
  };
}

/** The sign id of a Meji data file (the slug of the catalogue's name at its position). */
export const mejiIdOf = (entry: Pick<MejiEntry, 'position'>) => slugify(ODU_CATALOGUE[entry.position - 1]!.name);

/** The packs of one language, one per view, by sign id (uncompressed; the script compresses them). */
export function translationPacks(
  spanish: readonly MejiEntry[],
  translations: readonly MejiTranslation[],
  language: TranslationLanguage,
): Record<PackView, TranslationPack> {
  const byKey = new Map(translations.map((t) => [t.key, t]));
  const out = { detail: {}, quiz: {}, lines: {} } as Record<PackView, TranslationPack>;
  for (const entry of spanish) {
    const tr = byKey.get(entry.key);
    if (!tr) continue;
    const full = signTranslationOf(entry, tr, language);
    for (const [view, spec] of Object.entries(PACK_VIEWS) as [PackView, (typeof PACK_VIEWS)[PackView]][]) {
      const keep = new Set<string>(spec.fields);
      const pick = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([k]) => keep.has(k))) as T;
      out[view][mejiIdOf(entry)] = {
        reviewed: full.reviewed,
        fields: pick(full.fields),
        basis: pick(full.basis),
        ...(spec.secret && full.secret ? { secret: full.secret } : {}),
      };
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Applying a translation to a stored record (run time)

/** What the learner is told about the language of a sign's sections (the detail's `translation`). */
export interface TranslationMarker {
  language: Language;
  by: 'project';
  reviewed: Review;
  /** Sections shown translated. */
  sections: OddunProvenanceSection[];
  /** Sections shown in Spanish: changed since their translation (or none exists yet). */
  untranslated: OddunProvenanceSection[];
}

const sameValue = (stored: unknown, hash: string | undefined) =>
  hash !== undefined && (typeof stored === 'string' || Array.isArray(stored)) && textHash(stored as Value) === hash;

/**
 * The record with every section whose Spanish is unchanged since its translation replaced by the
 * translation, and the marker. A section is translated as a whole: when one of its fields (an
 * attribute, say) changed, all of it stays Spanish. Sections the record has no text for are in
 * neither list. `record` is not changed.
 */
export function applyTranslation<R extends Record<string, unknown>>(
  record: R,
  translation: SignTranslation | undefined,
): { record: R; translated: Set<OddunProvenanceSection>; untranslated: Set<OddunProvenanceSection> } {
  const translated = new Set<OddunProvenanceSection>();
  const untranslated = new Set<OddunProvenanceSection>();
  const replaced: Record<string, unknown> = {};
  for (const field of TRANSLATED_FIELDS) {
    const section = SECTION_OF[field];
    const stored = record[field];
    const filled = typeof stored === 'string' ? stored.trim() !== '' : Array.isArray(stored) && stored.length > 0;
    if (!filled) continue;
    const value = translation?.fields[field];
    if (value !== undefined && sameValue(stored, translation?.basis[field])) {
      replaced[field] = value;
      if (section) translated.add(section);
    } else if (section) {
      untranslated.add(section);
    }
  }
  // A section partly changed stays wholly Spanish.
  for (const field of TRANSLATED_FIELDS) {
    const section = SECTION_OF[field];
    if (section && untranslated.has(section) && field in replaced) delete replaced[field];
  }
  for (const section of untranslated) translated.delete(section);
  return { record: { ...record, ...replaced } as R, translated, untranslated };
}

/** The stored secret (spiritual_secrets nested) in `language` when none of its lists changed since the translation, else null. */
export function translatedSecret<S extends { secret_works: string[]; advanced_patakines: string[]; ritual_instructions: string[]; spiritual_secrets: { advanced_prayers: string[]; secret_offerings: string[]; hidden_taboos: string[] } }>(
  secret: S,
  translation: SignTranslation | undefined,
): S | null {
  const t = translation?.secret;
  if (!t) return null;
  const stored: Record<SecretField, string[]> = {
    secret_works: secret.secret_works,
    advanced_patakines: secret.advanced_patakines,
    advanced_prayers: secret.spiritual_secrets.advanced_prayers,
    secret_offerings: secret.spiritual_secrets.secret_offerings,
    hidden_taboos: secret.spiritual_secrets.hidden_taboos,
    ritual_instructions: secret.ritual_instructions,
  };
  if (!SECRET_FIELDS.every((f) => t.fields[f] && sameValue(stored[f], t.basis[f]))) return null;
  const f = t.fields as Record<SecretField, string[]>;
  return {
    ...secret,
    secret_works: f.secret_works,
    advanced_patakines: f.advanced_patakines,
    spiritual_secrets: { advanced_prayers: f.advanced_prayers, secret_offerings: f.secret_offerings, hidden_taboos: f.hidden_taboos },
    ritual_instructions: f.ritual_instructions,
  };
}
