/**
 * Study content in the learner's language (DESIGN.md 6): the English and French translations of
 * the Meji, as the server applies them to a sign record read from the table.
 *
 * The table keeps one Spanish record per sign (admins edit it in the panel, approved
 * contributions add to it); the translations ship with the code, built by `npm run content` from
 * data/meji/{en,fr}/*.yaml (schemas/meji-translation.ts). A text is translated ITEM BY ITEM
 * (a paragraph, a list entry: shared study-items.ts), and each translated item is found by the
 * fingerprint (text-hash.ts `itemHash`) of the Spanish item it translates. So when an admin
 * adds a proverb or corrects one, only that item is served in Spanish, and the marker's
 * `pending` names it so the learner sees 'not yet translated' on that item alone; every item
 * whose Spanish is unchanged stays translated, wherever it now sits in the list. Every
 * translation is the project's and unreviewed until a reviewer fills `reviewed` in its file.
 *
 * The signs game quotes a field whole, so it matches one fingerprint per field (`basis`) instead
 * of one per item: a field changed in any item is Spanish there, as it always was. The secret,
 * edited only by hand, is matched whole too.
 *
 * Where they live (decision 024): `npm run content` writes every translation to one generated
 * file, and the seed stores each Meji's translation into each language as an item beside the sign
 * (data/sign-translations.ts). The Lambdas read them from the table with the sign: bundled, the
 * texts of both languages took about 110 KB of two groups' bundles (DESIGN.md 8), and a stage's
 * translations could change only with its code.
 */
import {
  ODDUN_LIST_SECTIONS,
  ODDUN_TRANSLATED_FIELDS,
  studyItemsOf,
  type Language,
  type OddunProvenanceSection,
  type OddunTranslatedField,
  type Review,
  type TranslationCredit,
} from '@ifa/shared';
import { MEJI_FUENTE_IN, SECRET_NOTE_IN, STUDY_NOTE_IN, mejiContentOf } from './meji-record.js';
import { ODU_CATALOGUE } from './odu-catalogue.js';
import type { MejiEntry } from './schemas/meji.js';
import type { MejiTranslation, TranslationLanguage } from './schemas/meji-translation.js';
import { slugify } from './slug.js';
import { itemHash, textHash } from './text-hash.js';

/** The public fields of a sign that a translation may replace (the contract's list: the web marks their items). */
export const TRANSLATED_FIELDS = ODDUN_TRANSLATED_FIELDS;
export type TranslatedField = OddunTranslatedField;

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

/**
 * One sign's translation into one language: the fields as the record carries them and how each
 * is matched with the stored Spanish: `items`, the fingerprint of each Spanish item in the order
 * of the translated field's items (the detail), or `basis`, the fingerprint of the whole Spanish
 * field (the packs that quote a field whole). A field with neither is never used.
 */
export interface SignTranslation {
  reviewed: Review;
  /** Sections reviewed one by one in this language (issue 36), from the translation file. */
  sections_reviewed?: Partial<Record<OddunProvenanceSection, NonNullable<Review>>>;
  fields: Partial<Record<TranslatedField, Value>>;
  basis?: Partial<Record<TranslatedField, string>>;
  items?: Partial<Record<TranslatedField, string[]>>;
  secret?: { fields: Partial<Record<SecretField, string[]>>; basis: Partial<Record<SecretField, string>> };
  /**
   * Sections whose translation is a learner's suggestion a reviewer applied (issue 36): who to
   * credit, and the fingerprint of the field as applied (the credit shows while that text is shown).
   */
  credits?: Partial<Record<OddunProvenanceSection, TranslationCredit & { field: TranslatedField; value_hash: string }>>;
}

/** The translations of one language, by sign id. */
export type TranslationPack = Record<string, SignTranslation>;

/** How each reader matches: the detail and the sign of the day all of it, item by item; the signs game the lists it asks about, whole. */
export const TRANSLATION_VIEWS = {
  detail: { fields: TRANSLATED_FIELDS, secret: true, match: 'items' },
  quiz: { fields: ['nace_en_este_signo', 'consejos_espirituales', 'refranes', 'patakines', 'taboos'], secret: false, match: 'basis' },
} as const satisfies Record<string, { fields: readonly TranslatedField[]; secret: boolean; match: 'items' | 'basis' }>;
export type TranslationView = keyof typeof TRANSLATION_VIEWS;

/** A Meji's translation as a lookup gives it: by sign id and language (undefined: none; Spanish never has one). */
export type TranslationLookup = (id: string, language: Language) => SignTranslation | undefined;

/** The part of a whole translation one reader uses, with its one way of matching. */
export function translationView(full: SignTranslation, view: TranslationView): SignTranslation {
  const spec = TRANSLATION_VIEWS[view];
  const keep = new Set<string>(spec.fields);
  const pick = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([k]) => keep.has(k))) as T;
  return {
    reviewed: full.reviewed,
    ...(full.sections_reviewed ? { sections_reviewed: full.sections_reviewed } : {}),
    fields: pick(full.fields),
    ...(spec.match === 'items' ? { items: pick(full.items ?? {}) } : { basis: pick(full.basis ?? {}) }),
    ...(spec.secret && full.secret ? { secret: full.secret } : {}),
    ...(full.credits ? { credits: full.credits } : {}),
  };
}

/**
 * The translation of a set of fields from their Spanish and translated values, both ways of
 * matching filled in. Item by item needs as many items in the translation as in the Spanish
 * (entry i translates entry i; schemas/meji-translation.ts checks the files): a field where
 * they differ is matched whole only, or, with `strict`, is an error naming the field.
 */
export function translationOfFields(
  pairs: ReadonlyArray<readonly [field: TranslatedField, spanish: Value, translated: Value]>,
  reviewed: Review,
  strict: boolean,
): SignTranslation {
  const fields: Partial<Record<TranslatedField, Value>> = {};
  const basis: Partial<Record<TranslatedField, string>> = {};
  const items: Partial<Record<TranslatedField, string[]>> = {};
  for (const [field, es, tr] of pairs) {
    fields[field] = tr;
    basis[field] = textHash(es);
    const esItems = studyItemsOf(es);
    if (esItems.length === studyItemsOf(tr).length) items[field] = esItems.map(itemHash);
    else if (strict) throw new Error(`${field}: ${studyItemsOf(tr).length} elementos traducidos para ${esItems.length} en español`);
  }
  return { reviewed, fields, basis, items };
}

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
 * record built from the same data file. Build time only (`npm run content`); throws when a text's
 * items do not pair with the Spanish (checkTranslation reports that first, with its file).
 */
export function signTranslationOf(spanish: MejiEntry, tr: MejiTranslation, language: TranslationLanguage): SignTranslation {
  const es = mejiContentOf(spanish);
  const translated: Partial<Record<TranslatedField, Value>> = {
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
  const pairs = (Object.entries(translated) as [TranslatedField, Value][]).map(([f, value]) => [f, es[f as keyof typeof es] as Value, value] as const);
  let translation: SignTranslation;
  try {
    translation = translationOfFields(pairs, tr.translation.reviewed, true);
  } catch (error) {
    throw new Error(`${language}/${spanish.key}: ${(error as Error).message}`);
  }
  const esSecret = secretOf(es.secret_content);
  const secretFields: Record<SecretField, string[]> = {
    ...tr.secret,
    ritual_instructions: [SECRET_NOTE_IN[language], ...tr.secret.ritual_instructions],
  };
  return {
    ...translation,
    ...(tr.translation.reviews && Object.keys(tr.translation.reviews).length ? { sections_reviewed: tr.translation.reviews } : {}),
    secret: { fields: secretFields, basis: Object.fromEntries(SECRET_FIELDS.map((f) => [f, textHash(esSecret[f])])) },
  };
}

/** The sign id of a Meji data file (the slug of the catalogue's name at its position). */
export const mejiIdOf = (entry: Pick<MejiEntry, 'position'>) => slugify(ODU_CATALOGUE[entry.position - 1]!.name);

/** Every Meji's whole translation into one language, by sign id (what the seed stores, build time). */
export function signTranslations(
  spanish: readonly MejiEntry[],
  translations: readonly MejiTranslation[],
  language: TranslationLanguage,
): TranslationPack {
  const byKey = new Map(translations.map((t) => [t.key, t]));
  const out: TranslationPack = {};
  for (const entry of spanish) {
    const tr = byKey.get(entry.key);
    if (tr) out[mejiIdOf(entry)] = signTranslationOf(entry, tr, language);
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
  /** Sections shown wholly translated. */
  sections: OddunProvenanceSection[];
  /** Sections shown in Spanish, wholly or in part: changed since their translation (or none exists yet). */
  untranslated: OddunProvenanceSection[];
  /** Per field of a section otherwise translated, the indexes of its items still in Spanish. */
  pending?: Partial<Record<TranslatedField, number[]>>;
  /** Sections showing a learner's applied suggestion, and whom to credit (issue 36). */
  credits?: Partial<Record<OddunProvenanceSection, TranslationCredit>>;
}

/**
 * The translation with one field replaced in the panel (issue 36: a reviewer's edit, an applied
 * suggestion), paired item by item with the Spanish as it is now, so it shows while that Spanish
 * stays. Null when the two have a different number of items (a list's entries, a text's paragraphs).
 */
export function withTranslatedField(translation: SignTranslation, field: TranslatedField, value: Value, spanish: Value): SignTranslation | null {
  const spanishItems = studyItemsOf(spanish);
  if (studyItemsOf(value).length !== spanishItems.length) return null;
  return {
    ...translation,
    fields: { ...translation.fields, [field]: value },
    items: { ...translation.items, [field]: spanishItems.map(itemHash) },
    basis: { ...translation.basis, [field]: textHash(spanish) },
  };
}

/** The credits of the sections whose shown text is still the suggestion that was applied. */
export function creditsShown(record: Record<string, unknown>, translation: SignTranslation | undefined): TranslationMarker['credits'] {
  const shown: NonNullable<TranslationMarker['credits']> = {};
  for (const [section, credit] of Object.entries(translation?.credits ?? {}) as [OddunProvenanceSection, NonNullable<SignTranslation['credits']>[OddunProvenanceSection]][]) {
    if (!credit || !sameValue(record[credit.field], credit.value_hash)) continue;
    const { field: _field, value_hash: _hash, ...rest } = credit;
    shown[section] = rest;
  }
  return Object.keys(shown).length ? shown : undefined;
}

const sameValue = (stored: unknown, hash: string | undefined) =>
  hash !== undefined && (typeof stored === 'string' || Array.isArray(stored)) && textHash(stored as Value) === hash;

/** A field translated item by item: the stored items, each replaced by its translation when one was made from that very Spanish. */
function translateItems(stored: Value, items: string[], translated: Value | undefined, fingerprints: readonly string[]): { value: Value; spanish: number[] } {
  const trItems = studyItemsOf(translated);
  const byFingerprint = new Map(trItems.length === fingerprints.length ? fingerprints.map((f, i) => [f, trItems[i]!]) : []);
  const spanish: number[] = [];
  const out = items.map((item, i) => {
    const t = byFingerprint.get(itemHash(item));
    if (t === undefined) spanish.push(i);
    return t ?? item;
  });
  return { value: typeof stored === 'string' ? out.join('\n\n') : out, spanish };
}

/**
 * The record with its translated texts, and which sections are shown how. With per-item
 * fingerprints (the detail), each item of each field is translated while its Spanish is the text
 * that was translated, and `pending` lists, per field, the items left in Spanish inside a section
 * otherwise translated. With whole-field fingerprints (the signs game, the sign of the day), a
 * field is translated while all of it is unchanged, and a section with one changed field (an
 * attribute, say) stays wholly Spanish. Sections the record has no text for are in neither set.
 * `record` is not changed, and a field left in Spanish keeps its very value (the signs game tells
 * a translated list from a Spanish one by identity).
 */
export function applyTranslation<R extends Record<string, unknown>>(
  record: R,
  translation: SignTranslation | undefined,
): {
  record: R;
  translated: Set<OddunProvenanceSection>;
  untranslated: Set<OddunProvenanceSection>;
  pending: Partial<Record<TranslatedField, number[]>>;
} {
  const replaced: Record<string, unknown> = {};
  const spanishItems: Partial<Record<TranslatedField, number[]>> = {};
  /** Per section: whether some item is translated, whether some is Spanish. */
  const shown = new Map<OddunProvenanceSection, { translated: boolean; spanish: boolean }>();
  const note = (section: OddunProvenanceSection | null, translated: boolean, spanish: boolean) => {
    if (!section) return;
    const s = shown.get(section) ?? { translated: false, spanish: false };
    shown.set(section, { translated: s.translated || translated, spanish: s.spanish || spanish });
  };
  const byItem = Boolean(translation?.items);
  for (const field of TRANSLATED_FIELDS) {
    const stored = record[field];
    const items = studyItemsOf(stored);
    if (!items.length || (typeof stored !== 'string' && !Array.isArray(stored))) continue;
    const section = SECTION_OF[field];
    const value = translation?.fields[field];
    const fingerprints = translation?.items?.[field];
    if (value !== undefined && fingerprints) {
      const result = translateItems(stored as Value, items, value, fingerprints);
      if (result.spanish.length < items.length) replaced[field] = result.value;
      if (result.spanish.length) spanishItems[field] = result.spanish;
      note(section, result.spanish.length < items.length, result.spanish.length > 0);
    } else if (value !== undefined && sameValue(stored, translation?.basis?.[field])) {
      replaced[field] = value;
      note(section, true, false);
    } else {
      spanishItems[field] = items.map((_, i) => i);
      note(section, false, true);
    }
  }
  if (!byItem) {
    // Matched whole: a section partly changed stays wholly Spanish.
    for (const field of TRANSLATED_FIELDS) {
      const section = SECTION_OF[field];
      if (section && shown.get(section)?.spanish) delete replaced[field];
    }
  }
  const translated = new Set<OddunProvenanceSection>();
  const untranslated = new Set<OddunProvenanceSection>();
  for (const [section, s] of shown) (s.spanish ? untranslated : translated).add(section);
  // The items to mark one by one: those of a section that is partly in the learner's language.
  const pending: Partial<Record<TranslatedField, number[]>> = {};
  if (byItem) {
    for (const [field, indexes] of Object.entries(spanishItems) as [TranslatedField, number[]][]) {
      const section = SECTION_OF[field];
      if (section && shown.get(section)?.translated) pending[field] = indexes;
    }
  }
  return { record: { ...record, ...replaced } as R, translated, untranslated, pending };
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
