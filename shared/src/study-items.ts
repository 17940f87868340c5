import { ODDUN_LIST_SECTIONS } from './constants.js';

/**
 * The items of a sign's study text (DESIGN.md 6): what is translated one by one, so that an
 * addition or a correction to the Spanish leaves only that item waiting for its translation.
 * A list's items are its entries; a text's are its paragraphs (blank lines between them, as the
 * study screen draws them). ONE rule for the server, which translates and reports the items
 * still in Spanish by their index, and for the web, which marks those items.
 */

/** The public fields of a sign whose texts the project translates (content/translations.ts). */
export const ODDUN_TRANSLATED_FIELDS = [
  'title',
  'traditional_subtitle',
  'meaning',
  'extended_description',
  'element',
  'direction',
  'colors',
  ...ODDUN_LIST_SECTIONS,
  'fuente',
  // The generated signs' short description (content/combinations.ts), part of their extended description.
  'descripcion',
] as const;
export type OddunTranslatedField = (typeof ODDUN_TRANSLATED_FIELDS)[number];

/** A text's paragraphs, trimmed, the blank ones left out. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The items of a stored value: a list's non-blank entries (trimmed), a text's paragraphs; none for anything else. */
export function studyItemsOf(value: unknown): string[] {
  if (typeof value === 'string') return paragraphsOf(value);
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
  return [];
}
