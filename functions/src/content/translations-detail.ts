/** The Meji translations for the sign detail (handlers/ifa-signs.ts): every translated field and the secret; see translations.ts. */
import file from './generated/meji-translations.json' with { type: 'json' };
import { translationReader, type PackedTranslations } from './translation-pack.js';

export const detailTranslation = translationReader(file as unknown as PackedTranslations);
