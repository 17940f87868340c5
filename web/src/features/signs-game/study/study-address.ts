import type { SectionKey } from './sections';

/**
 * The encyclopedia's address (spec 2: it lives in the Signs game, `/games/signs`): `?sign=<id>`
 * is the sign on screen, so a link can be shared and the browser's back and forward walk the
 * signs the learner went through; `#<anchor>` is a section of it ('Dónde estudiarlo').
 * Pure, so the feedback of a game and the mastery map build the same links.
 */
export const SIGN_PARAM = 'sign';
const SIGNS_PATH = '/games/signs';

/** The sign's drawing, names and facts (its summary card). */
export const SUMMARY_ANCHOR = 'sign-summary';
/** The element id of a section of the study screen. */
export const sectionAnchor = (key: SectionKey) => `section-${key}`;

export type StudyAnchor = typeof SUMMARY_ANCHOR | ReturnType<typeof sectionAnchor>;

/** `/games/signs?sign=<id>`, with a section's anchor when one is named. */
export function signAddress(id: string, anchor?: StudyAnchor): string {
  return `${SIGNS_PATH}?${SIGN_PARAM}=${encodeURIComponent(id)}${anchor ? `#${anchor}` : ''}`;
}

/**
 * A sign's id from its Lucumí name, as the catalogue derives it (functions/src/content/slug.ts:
 * lowercase ASCII, accents and ñ folded, words joined by '-', at most 64 characters; a test
 * checks both agree on the 256 names).
 */
export function signIdOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/g, '');
}

/**
 * Where each topic of the Signs game is studied: the section its questions are built from
 * (functions/src/domain/signs-questions.ts). Drawings, patterns, Yorùbá names and elements are
 * in the sign's summary card.
 */
const TOPIC_ANCHOR: Record<string, StudyAnchor> = {
  recognition: SUMMARY_ANCHOR,
  binary_patterns: SUMMARY_ANCHOR,
  elements: SUMMARY_ANCHOR,
  born_in_sign: sectionAnchor('nace_en_este_signo'),
  prohibitions: sectionAnchor('taboos'),
  spiritual: sectionAnchor('consejos_espirituales'),
  refranes: sectionAnchor('refranes'),
  patakines: sectionAnchor('patakines'),
  sureye: sectionAnchor('suyere'),
};

/**
 * The link of a question's 'Dónde estudiarlo' line. The answer gives it as text,
 * '<sign's Lucumí name> — <section>' (the sign named as its record is, whatever the naming
 * setting); the sign's id is derived from that name and the section from the question's topic.
 * Undefined when the text names no sign.
 */
export function studyLinkOf(reference: string | null | undefined, topic: string): string | undefined {
  const name = reference?.split(' — ')[0]?.trim();
  if (!reference?.includes(' — ') || !name) return undefined;
  const id = signIdOf(name);
  return id ? signAddress(id, TOPIC_ANCHOR[topic] ?? SUMMARY_ANCHOR) : undefined;
}
