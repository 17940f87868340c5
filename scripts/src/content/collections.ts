import { packEquivalents, packQuizOrishas } from '../../../functions/src/content/orisha-quiz-pack.js';
import type { ContentCollection, TranslationSpec } from '../../../functions/src/content/schemas/collection.js';
import { mejiCollection, type MejiEntry } from '../../../functions/src/content/schemas/meji.js';
import {
  MejiTranslation,
  TRANSLATION_LANGUAGES,
  checkTranslation,
  type TranslationLanguage,
} from '../../../functions/src/content/schemas/meji-translation.js';
import { packTranslations } from '../../../functions/src/content/translation-pack.js';
import { translationPacks, type PackView } from '../../../functions/src/content/translations.js';
import { equivalentsCollection, orishaCollection } from '../../../functions/src/content/schemas/orishas.js';

/**
 * How `npm run content` treats the translations (schemas/collection.ts): every Meji in every
 * language of TRANSLATION_LANGUAGES, checked against its Spanish file, written as the three packs
 * the Lambdas read (translations.ts, translation-pack.ts).
 */
export const mejiTranslations: TranslationSpec<MejiEntry, typeof MejiTranslation> = {
  languages: TRANSLATION_LANGUAGES,
  schema: MejiTranslation,
  check: (spanish, translation, language) => checkTranslation(spanish, translation, language as TranslationLanguage),
  outputs: (sources, byLanguage) => {
    const packs = Object.fromEntries(
      TRANSLATION_LANGUAGES.map((language) => [language, translationPacks(sources, byLanguage[language] ?? [], language)]),
    ) as Record<TranslationLanguage, ReturnType<typeof translationPacks>>;
    const fileOf = (view: PackView) => packTranslations(Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, packs[l][view]])));
    return {
      'meji-translations': fileOf('detail'),
      'meji-translations-quiz': fileOf('quiz'),
      'meji-translations-lines': fileOf('lines'),
    };
  },
};

/** Every collection of content data files (functions/src/content/data/<name>/). */
export const COLLECTIONS: readonly ContentCollection[] = [
  // Every Meji also in English and French (DESIGN.md 6): data/meji/{en,fr}/, checked against the Spanish.
  { ...mejiCollection, translations: mejiTranslations },
  // The quiz's fields alone (content/orisha-quiz-pack.ts), for the progress Lambda's review of orisha-fact cards (issue 12).
  { ...orishaCollection, views: { 'orisha-quiz': packQuizOrishas } },
  { ...equivalentsCollection, views: { 'orisha-quiz-equivalents': packEquivalents } },
] as readonly ContentCollection[];
