/**
 * The sign of the day (issue 12, point 5; DESIGN.md 5b): one sign per calendar day, the same for
 * every learner wherever they are, so it follows the UTC date, not the learner's zone. It is
 * study material: the choice is a fixed rotation through the catalogue, never a draw that could
 * be taken for a personal reading.
 */
import type { Language, Review } from '@ifa/shared';
import { localizeSign } from '../../content/localize-sign.js';

const DAY_MS = 86_400_000;
/**
 * Steps through the 256 positions: odd, so coprime with 256, hence every sign comes once in any
 * 256 consecutive days; large enough that consecutive days are far apart in the catalogue
 * (not Ogbe Yeku, then Ogbe Weñe, ...).
 */
const STRIDE = 97;

/** The UTC calendar day ('yyyy-mm-dd') of `now`: the date the sign of the day belongs to. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Position 1..256 of the sign of `now`'s UTC day. */
export function signOfDayPosition(now: Date): number {
  const day = Math.floor(now.getTime() / DAY_MS);
  return ((((day * STRIDE) % 256) + 256) % 256) + 1;
}

/** A markdown heading line: a title, not a study line (dropped). */
const HEADING_LINE = /^[ \t]*#{1,6}(?:[ \t].*)?$/gm;
/** Markdown-ish markers a study text may start with: quotes, list bullets and numbers, emphasis. */
const LEADING_MARKERS = /^(?:\s*(?:>\s*|[-*+•]\s+|\d+[.)]\s+|\*\*|__))+/;
/** A sentence ends at . ! ? or … followed by a space or the end (closing quotes and brackets kept with it). */
const SENTENCE_END = /[.!?…]["'»”’)\]]*(?=\s|$)/;

/**
 * One short study line from a sign's text for the sign of the day: its first sentence when that
 * fits in `maxChars`, else the text cut at the last word boundary that fits, with '…'. Headings,
 * leading list or quote markers and emphasis marks are dropped (the line is shown as plain text).
 */
export function studyLine(text: string, maxChars = 160): string {
  const clean = text
    .replace(HEADING_LINE, '')
    .replace(LEADING_MARKERS, '')
    .replace(/\*\*|__/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean) return '';
  const end = SENTENCE_END.exec(clean);
  const first = end ? clean.slice(0, end.index + end[0].length) : clean;
  if (first.length <= maxChars) return first;
  const room = clean.slice(0, maxChars); // leaves one character for the ellipsis
  const space = room.lastIndexOf(' ');
  const cut = (space > 0 ? room.slice(0, space) : clean.slice(0, maxChars - 1)).replace(/[\s,;:.—-]+$/, '');
  return `${cut}…`;
}

/** The texts of a sign the line may come from, as the table stores them (Spanish). */
export interface SignOfDayText {
  id: string;
  meaning?: string;
  extended_description?: string;
  title?: string;
  data_source?: string;
  is_combination?: boolean;
  [field: string]: unknown;
}

/**
 * The sign of the day's line in the learner's language (DESIGN.md 6): from the translated text
 * when the text it would quote is translated and unchanged since (content/localize-sign.ts), with
 * `translation` saying it is the project's; else from the Spanish, `line_lang: 'es'`. `meji` looks
 * up a Meji's translation: the caller reads it with the sign (data/sign-translations.ts).
 */
export function signOfDayLine(
  sign: SignOfDayText | null,
  language: Language,
  meji: Parameters<typeof localizeSign>[2],
): { line: string; line_lang: Language; translation?: { by: 'project'; reviewed: Review } } {
  if (!sign) return { line: '', line_lang: 'es' };
  // The first text the line comes from, as before: the meaning, else the description, else the title.
  const field = (['meaning', 'extended_description', 'title'] as const).find((f) => Boolean(sign[f]?.trim()));
  if (!field) return { line: '', line_lang: 'es' };
  const { record, marker } = localizeSign(sign, language, meji);
  if (!marker || !marker.sections.includes(field)) return { line: studyLine(sign[field]!), line_lang: 'es' };
  return { line: studyLine(String(record[field])), line_lang: language, translation: { by: 'project', reviewed: marker.reviewed } };
}
