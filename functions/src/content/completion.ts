import { ODDUN_LIST_SECTIONS, type OddunFields } from '@ifa/shared';

// Part of the content layer (what counts as a filled section of a sign), kept in a file of its
// own so the Lambdas that compute completeness (admin edits, the catalogue) do not bundle the
// whole written catalogue.

/**
 * The sections that count towards `completion_percentage` (12, each worth the same).
 * A section is filled when its text is non-blank or its list has at least one non-blank entry.
 * `extended_description` also counts when only `descripcion` is filled (both spellings occur),
 * and `rezo` also counts when only `rezo_principal` is filled.
 */
export const COMPLETION_SECTIONS = [
  'meaning',
  'extended_description',
  'rezo',
  'suyere',
  ...ODDUN_LIST_SECTIONS,
] as const;
export type CompletionSection = (typeof COMPLETION_SECTIONS)[number];

/** `has_data` = completion_percentage >= this (half of the sections filled). */
export const HAS_DATA_THRESHOLD = 50;

const SECTION_ALIASES: Partial<Record<CompletionSection, readonly (keyof OddunFields)[]>> = {
  extended_description: ['extended_description', 'descripcion'],
  rezo: ['rezo', 'rezo_principal'],
};

function filled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.some((v) => typeof v === 'string' && v.trim().length > 0);
  return false;
}

/** The sections of COMPLETION_SECTIONS that a record fills. */
export function filledSections(record: Partial<OddunFields>): CompletionSection[] {
  return COMPLETION_SECTIONS.filter((section) =>
    (SECTION_ALIASES[section] ?? [section as keyof OddunFields]).some((field) => filled(record[field])),
  );
}

/**
 * Completeness computed by the server from the filled sections (never taken from a client):
 * completion_percentage = round(100 * filled / 12), an integer 0..100;
 * has_data = completion_percentage >= HAS_DATA_THRESHOLD (50).
 */
export function completionOf(record: Partial<OddunFields>): { completion_percentage: number; has_data: boolean } {
  const completion_percentage = Math.round((100 * filledSections(record).length) / COMPLETION_SECTIONS.length);
  return { completion_percentage, has_data: completion_percentage >= HAS_DATA_THRESHOLD };
}
