import { packEquivalents, packQuizOrishas } from '../../../functions/src/content/orisha-quiz-pack.js';
import type { ContentCollection, TranslationSpec } from '../../../functions/src/content/schemas/collection.js';
import { mejiCollection, type MejiEntry } from '../../../functions/src/content/schemas/meji.js';
import {
  MejiTranslation,
  TRANSLATION_LANGUAGES,
  checkTranslation,
  type TranslationLanguage,
} from '../../../functions/src/content/schemas/meji-translation.js';
import { signTranslations } from '../../../functions/src/content/translations.js';
import { equivalentsCollection, orishaCollection } from '../../../functions/src/content/schemas/orishas.js';

/**
 * How `npm run content` treats the translations (schemas/collection.ts): every Meji in every
 * language of TRANSLATION_LANGUAGES, checked against its Spanish file, written whole into one file
 * by language and sign id, which the seed stores in the table (translations.ts, decision 024).
 */
export const mejiTranslations: TranslationSpec<MejiEntry, typeof MejiTranslation> = {
  languages: TRANSLATION_LANGUAGES,
  schema: MejiTranslation,
  check: (spanish, translation, language) => checkTranslation(spanish, translation, language as TranslationLanguage),
  outputs: (sources, byLanguage) => ({
    'meji-translations': Object.fromEntries(TRANSLATION_LANGUAGES.map((language) => [language, signTranslations(sources, byLanguage[language] ?? [], language)])),
  }),
};

/** Every collection of content data files (functions/src/content/data/<name>/). */
export const COLLECTIONS: readonly ContentCollection[] = [
  // Every Meji also in English and French (DESIGN.md 6): data/meji/{en,fr}/, checked against the Spanish.
  { ...mejiCollection, translations: mejiTranslations },
  // The quiz's fields alone (content/orisha-quiz-pack.ts), for the progress Lambda's review of orisha-fact cards (issue 12).
  { ...orishaCollection, views: { 'orisha-quiz': packQuizOrishas } },
  { ...equivalentsCollection, views: { 'orisha-quiz-equivalents': packEquivalents } },
] as readonly ContentCollection[];
