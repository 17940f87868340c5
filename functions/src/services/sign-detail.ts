import type { Language, Oddun, OddunProvenanceSection } from '@ifa/shared';
import { localizeSign } from '../content/localize-sign.js';
import { translatedSecret, type TranslationLookup } from '../content/translations.js';
import type { ContentReview } from '../data/content-reviews.js';
import type { SecretContent } from '../data/odduns.js';
import { reviewShown } from '../content/section-review.js';

/**
 * The sign detail as the learner reads it (DESIGN.md 6): in their stored language, each item of
 * each section (a paragraph, a list entry) translated while its Spanish is the text that was
 * translated (content/translations.ts), the secret too when it is unlocked and unchanged, with the
 * `translation` marker that says which sections are the project's (unreviewed) translation, which
 * are still Spanish, and which items (`pending`) an addition or correction left in Spanish.
 * Spanish learners get the record as it is stored. `translations` holds the Meji's (data/sign-translations.ts).
 */
export function signDetail(
  oddun: Oddun,
  secret: SecretContent | null,
  language: Language,
  translations: TranslationLookup,
  reviews: readonly ContentReview[] = [],
): Oddun {
  const localized = localizeSign(oddun, language, translations);
  const { marker, translation } = localized;
  // Each section's review as this learner reads it (issue 36): in their language, for the text as it is now.
  const record = oddun.provenance
    ? {
        ...localized.record,
        provenance: Object.fromEntries(
          Object.entries(localized.record.provenance ?? {}).map(([section, p]) => [
            section,
            p && { ...p, reviewed: section === 'secret' ? p.reviewed : reviewShown(oddun, section as OddunProvenanceSection, language, reviews, localized) },
          ]),
        ),
      }
    : localized.record;
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
