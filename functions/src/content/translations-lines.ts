/** The Meji translations for the sign of the day (services/practice.ts): the texts its line comes from; see translations.ts. */
import file from './generated/meji-translations-lines.json' with { type: 'json' };
import { translationReader, type PackedTranslations } from './translation-pack.js';

export const linesTranslation = translationReader(file as unknown as PackedTranslations);
