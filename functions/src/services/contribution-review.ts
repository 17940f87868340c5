import {
  MSG,
  contributionEffect,
  studyItemsOf,
  type Contribution,
  type ContributionSourceKind,
  type Language,
  type ReviewContribution,
  type ReviewContributionRequest,
} from '@ifa/shared';
import { textHash } from '../content/text-hash.js';
import { createContribution, decideContribution, getContribution, listContributions, type Decision } from '../data/contributions.js';
import { getStoredOddun } from '../data/oddun-admin.js';
import { getOddun, oddunRead } from '../data/odduns.js';
import { batchGet } from '../data/paging.js';
import { MEJI_IDS, translationsRead } from '../data/sign-translations.js';
import type { UserRecord } from '../data/users.js';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors.js';
import { decide } from './admin-contributions.js';
import { applyTranslationSuggestion, creditOf, decidedBy, effectOn, shown } from './translation-apply.js';

/**
 * Contributions in the reviewers' hands (issue 36, DESIGN.md 5e): a reviewer sees the pending
 * contributions in their languages, never their own, with the section as learners read it before
 * and after; they apply one (a Spanish text becomes a revision of the sign, crediting its author; a
 * translation suggestion becomes the translation of that section) or send it back with a note the
 * author reads. Every decision is the one conditional write of data/contributions.ts: of two
 * reviewers at once, one decides and the other gets 409.
 */

/** The pending contributions a queue shows at most (the newest). */
const QUEUE_CONTRIBUTIONS = 100;


/** The reviewer's own languages, or 403: a reviewer is someone an administrator made one. */
export function languagesOf(user: UserRecord): Language[] {
  if (!user.reviewer_languages.length) throw forbidden(MSG.reviewerNone);
  return user.reviewer_languages;
}

/** The pending contributions in the reviewer's languages, not their own, oldest first, each with its before and after. */
export async function contributionsToReview(user: UserRecord): Promise<ReviewContribution[]> {
  const languages = languagesOf(user);
  const pending = (await listContributions('pending', 1, QUEUE_CONTRIBUTIONS)).filter(
    (c) => c.user_id !== user.id && languages.includes(c.language ?? 'es'),
  );
  if (!pending.length) return [];
  // Each sign once, with its translations, in one batch.
  const reads = [...new Set(pending.map((c) => c.oddun_id))].map((id) => ({ sign: oddunRead(id), translations: translationsRead(id) }));
  const items = await batchGet(reads.flatMap((r) => [...r.sign.keys, ...r.translations.keys]));
  const signs = new Map(reads.map((r) => [r.sign.keys[0]!.pk, { sign: r.sign.from(items), translations: r.translations.from(items) }]));
  const out: ReviewContribution[] = [];
  for (const c of [...pending].reverse()) {
    const read = signs.get(`ODDUN#${c.oddun_id}`);
    if (!read?.sign) continue; // the sign was deleted since: nothing to review it against
    const language = c.language ?? 'es';
    const effect = effectOn(c, read.sign, language === 'es' ? undefined : read.translations(c.oddun_id, language));
    const before = effect ? shown(effect.before) : null;
    out.push({
      id: c.id,
      oddun_id: c.oddun_id,
      oddun_name: c.oddun_name ?? read.sign.name ?? c.oddun_id,
      section: c.section,
      language,
      type: c.type,
      content: c.content,
      source_kind: c.source_kind ?? null,
      source: c.source ?? null,
      credit_name: creditOf(c),
      created_at: c.created_at,
      before,
      after: effect && !effect.unchanged ? shown(effect.after) : null,
      before_hash: textHash(before ?? ''),
    });
  }
  return out;
}

type Body = Required<Pick<ReviewContributionRequest, 'decision' | 'before_hash'>> & { note: string };

/** A reviewer's decision on a contribution (issue 36); see the module comment. */
export async function reviewContribution(user: UserRecord, id: string, body: Body, now: Date) {
  const languages = languagesOf(user);
  const contribution = await getContribution(id);
  if (!contribution) throw notFound(MSG.contributionNotFound);
  const language = contribution.language ?? 'es';
  if (!languages.includes(language)) throw forbidden(MSG.reviewerOnly);
  if (contribution.user_id === user.id) throw forbidden(MSG.contributionOwn);
  if (contribution.status !== 'pending') throw conflict(MSG.contributionDecided);
  const note = body.note.trim() || null;

  if (body.decision === 'request_changes') {
    const decision: Decision = { ...decidedBy(user), status: 'rejected', admin_notes: note, applied: false };
    if (!(await decideContribution(contribution, decision, now))) throw conflict(MSG.contributionDecided);
    return { success: true as const, message: MSG.contributionChangesRequested, status: 'rejected' as const, applied: false };
  }
  if (language === 'es') {
    // What the reviewer saw must still be the sign's section: then the admin's rule applies it,
    // on that very version of the sign (a change in between is its 409).
    const sign = await getStoredOddun(contribution.oddun_id);
    if (!sign) throw notFound(MSG.oddunNotFound);
    const effect = contributionEffect(sign.fields, contribution.section, contribution.type, contribution.content);
    if (effect && textHash(shown(effect.before)) !== body.before_hash) throw conflict(MSG.reviewTextChanged);
    await decide(id, user, { status: 'approved', admin_notes: note, apply: true, version: sign.version });
  } else {
    await applyTranslationSuggestion(contribution, language, user, note, body.before_hash, now);
  }
  return { success: true as const, message: MSG.contributionApplied, status: 'approved' as const, applied: true };
}

/** What the contribute route takes (shared ContributeRequest, parsed). */
export interface ContributionInput {
  oddun_id: string;
  section: Contribution['section'];
  type: Contribution['type'];
  content: string;
  language: Language;
  source?: string | undefined;
  source_kind?: ContributionSourceKind | undefined;
  credit_name?: string | undefined;
}

/**
 * A learner's contribution, checked against the sign (issue 36): a translation suggestion is for a
 * Meji (the other signs' languages come from templates) and has as many entries or paragraphs as
 * the Spanish it translates, so it can be applied item by item. A source sent without its kind
 * (the spec's form) is a link when it is a web address, else a book; 'my own words' cites none.
 */
export async function submitContribution(user: UserRecord, input: ContributionInput) {
  const sign = await getOddun(input.oddun_id);
  if (!sign) throw notFound(MSG.oddunNotFound);
  if (input.type === 'translation') {
    if (!MEJI_IDS.includes(sign.id)) throw badRequest(MSG.contributionTranslationGenerated);
    const effect = contributionEffect(sign as unknown as Record<string, unknown>, input.section, 'correction', input.content);
    if (!effect) throw badRequest(MSG.contributionTranslationSection);
    if (studyItemsOf(effect.after).length !== studyItemsOf(effect.before).length) throw badRequest(MSG.contributionTranslationCount);
  }
  const kind = input.source_kind ?? (input.source ? (/^https?:\/\//i.test(input.source) ? 'link' : 'book') : undefined);
  return createContribution({
    user_id: user.id,
    user_name: user.full_name || user.username,
    oddun_id: sign.id,
    oddun_name: sign.name,
    section: input.section,
    type: input.type,
    content: input.content,
    language: input.language,
    source_kind: kind,
    source: kind === 'own' ? undefined : input.source,
    credit_name: input.credit_name || user.full_name || user.username,
  });
}
