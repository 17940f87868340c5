import * as z from 'zod';
import { ODDUN_LIST_SECTIONS, ODDUN_PROVENANCE_SECTIONS, paragraphsOf } from '@ifa/shared';
import { checkBrackets } from './collection.js';
import { MejiSecret, type MejiEntry } from './meji.js';
import { Review } from './provenance.js';

/**
 * The English and French translations of the Meji study texts (DESIGN.md 6, study content in the
 * learner's language): for every Spanish file data/meji/NN-name.yaml, one file per language,
 * data/meji/en/NN-name.yaml and data/meji/fr/NN-name.yaml, mirroring the Spanish file's TEXT ONLY
 * (no sources, no review per section, no position or names other than the subtitle). The shape
 * is checked here; `checkTranslation` checks it against its Spanish file (same sections, same
 * number of entries), and `npm run content` fails while a Meji lacks a language.
 */

/** The languages every Meji must be translated into (Spanish is the source). */
export const TRANSLATION_LANGUAGES = ['en', 'fr'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

const Text = z.string().trim().min(1, 'el texto no puede estar vacío');
const Items = z.array(Text).min(1, 'la lista necesita al menos una entrada');

/** The secret's lists: the same keys as the Spanish secret, without its provenance. */
const SECRET_KEYS = ['secret_works', 'advanced_patakines', 'advanced_prayers', 'secret_offerings', 'hidden_taboos', 'ritual_instructions'] as const satisfies readonly (keyof z.output<typeof MejiSecret>)[];

export const MejiTranslation = z.strictObject({
  /** The Spanish file's key ('06-ojuani-meji'): the file's name. */
  key: z.string().regex(/^(0[1-9]|1[0-6])-[a-z0-9]+(-[a-z0-9]+)*$/, "la clave es 'NN-nombre' (p. ej. 01-baba-ejiogbe)"),
  language: z.enum(TRANSLATION_LANGUAGES),
  translation: z.strictObject({
    of: z.literal('es'),
    /** Only the project's own translation exists so far. */
    by: z.literal('project'),
    /** null = pending review; only a reviewer fills it. */
    reviewed: Review,
    /**
     * Sections reviewed one by one in this language (issue 36): written by `npm run export-reviews`
     * from the reviews made in the panel, as `{ by, on }`.
     */
    reviews: z.partialRecord(z.enum(ODDUN_PROVENANCE_SECTIONS), Review.unwrap()).optional(),
  }),
  names: z.strictObject({ traditional_subtitle: Text }),
  title: Text,
  meaning: Text,
  /** The Spanish extended_description.paragraphs, one entry per paragraph. */
  extended_description: Items,
  attributes: z
    .strictObject({ element: Text.optional(), direction: Text.optional(), colors: Items.optional() })
    .optional(),
  ...Object.fromEntries(ODDUN_LIST_SECTIONS.map((section) => [section, Items])) as Record<(typeof ODDUN_LIST_SECTIONS)[number], typeof Items>,
  secret: z.strictObject(Object.fromEntries(SECRET_KEYS.map((k) => [k, Items])) as Record<(typeof SECRET_KEYS)[number], typeof Items>),
})
  // Translations are no collection of their own (schemas/collection.ts): the same check here.
  .superRefine(checkBrackets);
export type MejiTranslation = z.output<typeof MejiTranslation>;

/**
 * Problems of one translation against its Spanish entry, each with its field: the same sections,
 * the same number of entries in every list and of paragraphs in every text (so item i translates
 * item i: translations.ts matches them one by one), the same attribute keys, and the file's own
 * key and language.
 */
export function checkTranslation(spanish: MejiEntry, translation: MejiTranslation, language: TranslationLanguage): string[] {
  const problems: string[] = [];
  if (translation.key !== spanish.key) problems.push(`key: es '${translation.key}', debe ser '${spanish.key}' (el del archivo en español)`);
  if (translation.language !== language) problems.push(`language: es '${translation.language}', debe ser '${language}' (su carpeta)`);
  const count = (field: string, es: readonly unknown[] | undefined, tr: readonly unknown[] | undefined) => {
    if (!es && tr) problems.push(`${field}: el archivo en español no tiene esta sección: quítela`);
    else if (es && !tr) problems.push(`${field}: falta (el español tiene ${es.length})`);
    else if (es && tr && es.length !== tr.length) problems.push(`${field}: tiene ${tr.length} entradas y el español ${es.length}: la misma cantidad, en el mismo orden`);
  };
  // Texts are translated paragraph by paragraph (shared study-items.ts): paragraph i translates paragraph i.
  const paragraphs = (field: string, es: string | undefined, tr: string | undefined) => {
    const [a, b] = [paragraphsOf(es ?? '').length, paragraphsOf(tr ?? '').length];
    if (es && tr && a !== b) problems.push(`${field}: tiene ${b} párrafos y el español ${a}: los mismos, en el mismo orden (una línea en blanco los separa)`);
  };
  paragraphs('title', spanish.title.text, translation.title);
  paragraphs('names.traditional_subtitle', spanish.names.traditional_subtitle, translation.names.traditional_subtitle);
  paragraphs('meaning', spanish.meaning.text, translation.meaning);
  count('extended_description', spanish.extended_description.paragraphs, translation.extended_description);
  spanish.extended_description.paragraphs.forEach((p, i) => paragraphs(`extended_description[${i}]`, p, translation.extended_description[i]));
  for (const section of ODDUN_LIST_SECTIONS) count(section, spanish[section].items, translation[section]);
  for (const key of SECRET_KEYS) count(`secret.${key}`, spanish.secret[key], translation.secret[key]);
  const esAttributes = spanish.attributes;
  const trAttributes = translation.attributes;
  if (!esAttributes && trAttributes) problems.push('attributes: el archivo en español no tiene esta sección: quítela');
  if (esAttributes && !trAttributes) problems.push('attributes: falta (el español la tiene)');
  if (esAttributes && trAttributes) {
    for (const key of ['element', 'direction'] as const) {
      if (Boolean(esAttributes[key]) !== Boolean(trAttributes[key])) problems.push(`attributes.${key}: ${esAttributes[key] ? 'falta' : 'el español no lo tiene: quítelo'}`);
      paragraphs(`attributes.${key}`, esAttributes[key], trAttributes[key]);
    }
    count('attributes.colors', esAttributes.colors, trAttributes.colors);
  }
  return problems;
}
