/** The Meji translations for the signs game's questions (domain/signs-questions.ts): the lists it quotes; see translations.ts. */
import file from './generated/meji-translations-quiz.json' with { type: 'json' };
import { translationReader, type PackedTranslations } from './translation-pack.js';

export const quizTranslation = translationReader(file as unknown as PackedTranslations);
