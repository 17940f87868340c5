import * as z from 'zod/mini';
import { CONTRIBUTION_TYPES, ODDUN_LIST_SECTIONS } from '../constants.js';
import { MSG } from '../messages.js';
import { queryInt } from './common.js';

/**
 * How an approved contribution changes its sign (DESIGN.md 5e "Now"): ONE pure rule, used by the
 * server when it applies a contribution and by the admin's details dialog to show the section
 * before and after, so what the reviewer sees is what gets written.
 *
 * - An 'addition' adds and never replaces: a new paragraph at the end of a prose section, a new
 *   entry at the end of a list (unless the list already holds it), a new alternative name for the
 *   traditional name. A title takes no addition (it is one line): null.
 * - A 'correction' or an 'improvement' replaces the section with the contributed text (a list
 *   gets one entry per non-blank line). The previous text is kept as a revision of the sign.
 * - The secret has a structure of its own: null (it is edited by hand).
 */

/** A value of a section as the sign stores it: one text or a list of entries. */
export type SectionValue = string | string[] | undefined;

export interface ContributionEffect {
  /** The sign's field that changes (the section's field, or the one the study screen shows). */
  field: string;
  /** 'text': one text; 'list': entries. */
  shape: 'text' | 'list';
  before: SectionValue;
  after: string | string[];
  /** True when applying changes nothing (the entry or paragraph is already there). */
  unchanged: boolean;
}

/** Prose sections: an addition is a new paragraph (the study screen splits paragraphs on blank lines). */
const PROSE = new Set(['meaning', 'extended_description', 'rezo', 'rezo_personalizado', 'suyere']);
const LISTS = new Set<string>(ODDUN_LIST_SECTIONS);

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

/**
 * Which field a section's text lives in: the one the study screen shows. The rezo section shows
 * `rezo`, else `rezo_principal`; the extended description `extended_description`, else
 * `descripcion` (web sections.ts). Writing to the hidden one would hide the shown text.
 */
function fieldOf(fields: Record<string, unknown>, section: string): string {
  if (section === 'rezo' && !filled(fields.rezo) && filled(fields.rezo_principal)) return 'rezo_principal';
  if (section === 'extended_description' && !filled(fields.extended_description) && filled(fields.descripcion)) return 'descripcion';
  return section;
}

/** Entries compare without case, accents' composition or runs of spaces: 'No  cruzar' = 'no cruzar'. */
const entryKey = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('es');

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : filled(value) ? [value] : [];

function appendEntry(list: string[], text: string): { after: string[]; unchanged: boolean } {
  const known = new Set(list.map(entryKey));
  return known.has(entryKey(text)) ? { after: list, unchanged: true } : { after: [...list, text], unchanged: false };
}

/** The effect of a contribution on the sign's current fields; null when it cannot be applied. */
export function contributionEffect(
  fields: Record<string, unknown>,
  section: string,
  type: (typeof CONTRIBUTION_TYPES)[number],
  content: string,
): ContributionEffect | null {
  const text = content.trim().replace(/\r\n?/g, '\n');
  if (!text) return null;
  const adds = type === 'addition';

  if (LISTS.has(section)) {
    const current = fields[section];
    const before = typeof current === 'string' || Array.isArray(current) ? (current as SectionValue) : undefined;
    if (adds) {
      // `plantas` may be stored as one text: it becomes a list holding that text and the new entry.
      const { after, unchanged } = appendEntry(asList(current), text);
      return { field: section, shape: 'list', before, after, unchanged };
    }
    const after = text.split('\n').map((line) => line.trim()).filter(Boolean);
    return { field: section, shape: 'list', before, after, unchanged: JSON.stringify(asList(current)) === JSON.stringify(after) };
  }

  if (section === 'traditional_name' && adds) {
    // Another name for the sign: an alternative name, never a replacement of the one it has.
    const current = asList(fields.alternative_names);
    const same = filled(fields.traditional_name) && entryKey(fields.traditional_name) === entryKey(text);
    const { after, unchanged } = same ? { after: current, unchanged: true } : appendEntry(current, text);
    return { field: 'alternative_names', shape: 'list', before: Array.isArray(fields.alternative_names) ? current : undefined, after, unchanged };
  }

  if (PROSE.has(section) || section === 'title' || section === 'traditional_name') {
    if (adds && !PROSE.has(section)) return null; // a title is one line: it can be corrected, not added to
    const field = fieldOf(fields, section);
    const before = filled(fields[field]) ? (fields[field] as string) : undefined;
    if (!adds) return { field, shape: 'text', before, after: text, unchanged: before?.trim() === text };
    if (!before) return { field, shape: 'text', before, after: text, unchanged: false };
    // Already there as a paragraph: adding it again would repeat it.
    const paragraphs = before.split(/\n\s*\n/).map(entryKey);
    if (paragraphs.includes(entryKey(text))) return { field, shape: 'text', before, after: before, unchanged: true };
    return { field, shape: 'text', before, after: `${before.trimEnd()}\n\n${text}`, unchanged: false };
  }

  return null; // the secret
}

/** The sign's fields with a contribution applied (see `contributionEffect`); null when it cannot be. */
export function applyContributionTo<T extends Record<string, unknown>>(
  fields: T,
  section: string,
  type: (typeof CONTRIBUTION_TYPES)[number],
  content: string,
): T | null {
  const effect = contributionEffect(fields, section, type, content);
  return effect ? { ...fields, [effect.field]: effect.after } : null;
}

// ---------------------------------------------------------------------------------------------
// Requests (their responses are in responses/admin.ts, beside the admin's view of a contribution)

/** Where the contributed text comes from: a book and page, a house's teaching, a web page... Optional. */
export const ContributionSource = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(300, MSG.contributionSourceTooLong))),
  z.transform((v: string | undefined) => (v ? v : undefined)),
);

/** The name a contributor is credited by when their text is applied (issue 36); blank = their full name. */
export const ContributionCredit = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(80, MSG.contributionCreditTooLong))),
  z.transform((v: string | undefined) => (v ? v : undefined)),
);

/** GET /user/contributions: a learner's own, newest first. */
export const UserContributionsQuery = z.object({
  page: z._default(queryInt(1, 10000), 1),
  limit: z._default(queryInt(1, 50), 10),
});
