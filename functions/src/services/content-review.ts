import { MSG, type Language, type OddunProvenanceSection, type ReviewMarkRequest, type ReviewQueueResponse } from '@ifa/shared';
import { localizeSign } from '../content/localize-sign.js';
import { reviewShown, sectionIn } from '../content/section-review.js';
import { allReviewsAndRequests, putChangeRequest, putReview, type ChangeRequest, type ContentReview } from '../data/content-reviews.js';
import { getOddun, listOdduns } from '../data/odduns.js';
import { mejiTranslations, translationsOf } from '../data/sign-translations.js';
import type { UserRecord } from '../data/users.js';
import { contributionsToReview, languagesOf } from './contribution-review.js';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors.js';

/**
 * Content reviewed by those who know (issue 36, DESIGN.md 5e). A reviewer reviews a section of a
 * sign in a language they were granted: the text as a learner reads it there. Each review is bound
 * to the fingerprint of that text (for a translation, of the Spanish and the translation
 * together), so an edit, or a change to the Spanish a translation follows, makes it pending again.
 * The reviewed content is the project's own study text, the sixteen Meji (the generated signs are
 * templates, labelled as generated: nothing for a person to vouch for).
 */

const SECTION_ORDER = new Map<string, number>();

/**
 * The reviewer's queue: every section of the Meji not yet reviewed, in each of their languages,
 * as learners read it, oldest change first, then by sign and section, and the pending
 * contributions: the reads of both parts at once.
 */
export async function reviewQueue(user: UserRecord): Promise<ReviewQueueResponse> {
  const languages = languagesOf(user);
  const [sections, contributions] = await Promise.all([sectionsToReview(languages), contributionsToReview(user)]);
  return { languages, ...sections, contributions };
}

/** The sections pending in `languages`: one read of the Meji, one of the reviews, one of each language's translations. */
async function sectionsToReview(languages: Language[]): Promise<Pick<ReviewQueueResponse, 'items' | 'total'>> {
  const [records, { reviews, changes }, ...translations] = await Promise.all([listOdduns(16), allReviewsAndRequests(), ...languages.map(mejiTranslations)]);
  const items: ReviewQueueResponse['items'] = [];
  for (const record of records) {
    if (!record.provenance) continue;
    const mine = reviews.filter((r) => r.oddun_id === record.id);
    for (const [l, language] of languages.entries()) {
      const localized = localizeSign(record, language, translations[l]!);
      for (const section of Object.keys(record.provenance) as OddunProvenanceSection[]) {
        if (section === 'secret') continue;
        SECTION_ORDER.set(section, SECTION_ORDER.get(section) ?? SECTION_ORDER.size);
        const now = sectionIn(record, section, language, localized);
        if (!now || reviewShown(record, section, language, mine, localized)) continue;
        items.push({
          oddun_id: record.id,
          oddun_name: record.name,
          position: record.position,
          section,
          language,
          text_hash: now.hash,
          text: now.text,
          pending_since: record.updated_at,
          ...requestOn(changes, record.id, section, language, now.hash),
        });
      }
    }
  }
  items.sort((a, b) => a.position - b.position || (SECTION_ORDER.get(a.section) ?? 0) - (SECTION_ORDER.get(b.section) ?? 0) || a.language.localeCompare(b.language));
  return { items, total: items.length };
}

/** The request for changes standing on this text, if a reviewer made one. */
function requestOn(changes: readonly ChangeRequest[], id: string, section: string, language: Language, hash: string) {
  const request = changes.find((c) => c.oddun_id === id && c.section === section && c.language === language && c.text_hash === hash);
  return request ? { changes_requested: { by: request.by, on: request.on, note: request.note } } : {};
}

/** The section as a reviewer of `language` reads it now, or 400/404/409 (what the marks and requests are made on). */
async function currentSection(params: { id: string; section: OddunProvenanceSection; language: Language }, textHash: string) {
  const [record, translations] = await Promise.all([getOddun(params.id), translationsOf([params.id], params.language)]);
  if (!record) throw notFound(MSG.oddunNotFound);
  const current = params.section === 'secret' ? null : sectionIn(record, params.section, params.language, localizeSign(record, params.language, translations));
  if (!current) throw badRequest(MSG.reviewSectionEmpty);
  if (current.hash !== textHash) throw conflict(MSG.reviewTextChanged);
  return { record, current };
}

/**
 * Asks for changes to a section in a language, with a note, on the text the reviewer read: it
 * stays pending, and the queue shows the request to every reviewer of that language until the
 * text changes. 409 when the text changed since, or another reviewer has just asked about it.
 */
export async function requestChanges(
  user: UserRecord,
  params: { id: string; section: OddunProvenanceSection; language: Language },
  body: { text_hash: string; note: string },
  now: Date,
) {
  if (!languagesOf(user).includes(params.language)) throw forbidden(MSG.reviewerOnly);
  const { record, current } = await currentSection(params, body.text_hash);
  const requested = { by: user.full_name || user.username, on: now.toISOString().slice(0, 10), note: body.note.trim() };
  const stored = await putChangeRequest({ oddun_id: record.id, section: params.section, language: params.language, by_id: user.id, text_hash: current.hash, requested_at: now.toISOString(), ...requested });
  if (!stored) throw conflict(MSG.reviewChangesAlready);
  return { success: true as const, message: MSG.reviewChangesSaved, requested };
}

/**
 * Marks a section reviewed in a language, for the text the reviewer read (`text_hash`): 409 when
 * it changed since, or when another reviewer has just reviewed this same text.
 */
export async function markReviewed(
  user: UserRecord,
  params: { id: string; section: OddunProvenanceSection; language: Language },
  body: ReviewMarkRequest,
  now: Date,
) {
  if (!languagesOf(user).includes(params.language)) throw forbidden(MSG.reviewerOnly);
  const { record, current } = await currentSection(params, body.text_hash);
  const reviewed = { by: user.full_name || user.username, on: now.toISOString().slice(0, 10), note: body.note.trim(), ...(body.source?.trim() ? { source: body.source.trim() } : {}) };
  const review: ContentReview = {
    oddun_id: record.id,
    section: params.section,
    language: params.language,
    by_id: user.id,
    text_hash: current.hash,
    reviewed_at: now.toISOString(),
    ...reviewed,
  };
  if (!(await putReview(review))) throw conflict(MSG.reviewAlreadyDone);
  return { success: true as const, message: MSG.reviewSaved, reviewed };
}
