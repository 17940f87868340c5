import type { Language, Oddun, OddunProvenanceSection } from '@ifa/shared';
import { localizeSign } from './localize-sign.js';
import { textHash } from './text-hash.js';
import { SECTION_OF, TRANSLATED_FIELDS, type SignTranslation } from './translations.js';

/**
 * A section of a sign as a reviewer reviews it and a learner reads it (issue 36): its text in a
 * language and that text's fingerprint, and which review holds for it. Pure: the detail
 * (services/sign-detail.ts) and the review queue (services/content-review.ts) share it.
 */

/** The record fields each section shows (content/translations.ts), the sign's own name for its title section. */
const FIELDS_OF = new Map<OddunProvenanceSection, string[]>();
for (const field of TRANSLATED_FIELDS) {
  const section = SECTION_OF[field];
  if (section) FIELDS_OF.set(section, [...(FIELDS_OF.get(section) ?? []), field]);
}

/** A section's text as the record holds it: its fields' values, a list one entry a line. */
function textOf(record: Record<string, unknown>, section: OddunProvenanceSection): string {
  return (FIELDS_OF.get(section) ?? [])
    .map((field) => record[field])
    .flatMap((value) => (typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []))
    .map((text) => text.trim())
    .filter(Boolean)
    .join('\n');
}

export interface SectionInLanguage {
  text: string;
  hash: string;
  /** Read in this language (a translated section), not in Spanish. */
  translated: boolean;
}

/**
 * What a learner reads of `section` in `language`, and its fingerprint; null when there is
 * nothing to review there (no text, or a section a learner of that language reads in Spanish).
 */
export function sectionIn(record: Oddun, section: OddunProvenanceSection, language: Language, localized: ReturnType<typeof localizeSign<Oddun>>): SectionInLanguage | null {
  const spanish = textOf(record, section);
  if (!spanish) return null;
  if (language === 'es') return { text: spanish, hash: textHash(spanish), translated: false };
  if (!localized.marker?.sections.includes(section)) return null;
  const text = textOf(localized.record, section);
  return text ? { text, hash: textHash(`${spanish}\u0000${text}`), translated: true } : null;
}

type Mark = { by: string; on: string };

/** A review made in the panel, as stored (data/content-reviews.ts). */
export interface SectionReview extends Mark {
  section: OddunProvenanceSection;
  language: Language;
  text_hash: string;
}

/**
 * The review a learner is shown for a section in `language`: a review made in the panel for the
 * text as it is now, else what the content files record (the Spanish section's `reviewed`; a
 * translation's per-section or whole-file review). Sections read in Spanish show the Spanish one.
 */
export function reviewShown(
  record: Oddun,
  section: OddunProvenanceSection,
  language: Language,
  reviews: readonly SectionReview[],
  localized: ReturnType<typeof localizeSign<Oddun>>,
): Mark | null {
  const fromFiles = (lang: Language, translation?: SignTranslation): Mark | null =>
    lang === 'es' ? (record.provenance?.[section]?.reviewed ?? null) : (translation?.sections_reviewed?.[section] ?? translation?.reviewed ?? null);
  const now = sectionIn(record, section, language, localized);
  const lang: Language = now?.translated ? language : 'es';
  const current = lang === language ? now : sectionIn(record, section, 'es', { record });
  if (!current) return fromFiles(lang, localized.translation);
  const made = reviews.find((r) => r.section === section && r.language === lang && r.text_hash === current.hash);
  return made ? { by: made.by, on: made.on } : fromFiles(lang, localized.translation);
}

