import type { Language, Oddun } from '@ifa/shared';
import { localizeSign } from '../content/localize-sign.js';
import { detailTranslation } from '../content/translations-detail.js';
import { translatedSecret } from '../content/translations.js';
import type { SecretContent } from '../data/odduns.js';

/**
 * The sign detail as the learner reads it (DESIGN.md 6): in their stored language, each item of
 * each section (a paragraph, a list entry) translated while its Spanish is the text that was
 * translated (content/translations.ts), the secret too when it is unlocked and unchanged, with the
 * `translation` marker that says which sections are the project's (unreviewed) translation, which
 * are still Spanish, and which items (`pending`) an addition or correction left in Spanish.
 * Spanish learners get the record as it is stored.
 */
export function signDetail(oddun: Oddun, secret: SecretContent | null, language: Language): Oddun {
  const { record, marker, translation } = localizeSign(oddun, language, detailTranslation);
  let shownSecret = secret;
  if (marker && secret) {
    const translated = translatedSecret(secret, translation);
    if (translated) {
      shownSecret = translated;
      marker.sections.push('secret');
    } else {
      marker.untranslated.push('secret');
    }
  }
  return {
    ...record,
    secret_unlocked: Boolean(secret),
    ...(shownSecret ? { secret_content: shownSecret } : {}),
    ...(marker ? { translation: marker } : {}),
  };
}
