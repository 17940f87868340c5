import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Language, OddunProvenanceSection } from '@ifa/shared';
import { TABLE, ddb, isConditionFailure } from '../lib/ddb.js';
import { CONTENT_REVIEWS_INDEX_PK, contentReviewsKey } from './keys.js';
import { itemOf, queryIndexAll, type ItemsRead } from './paging.js';

/**
 * Reviews of the study content (issue 36, DESIGN.md 5e): one item per sign, one attribute per
 * section and language (`review:<section>:<lang>`), holding who reviewed it, when, their note or
 * source, and the fingerprint of the text they read. A review counts only while the text still
 * has that fingerprint: an edit, or for a translation a change to the Spanish it translates,
 * leaves the section pending again with nothing to clear. One small item, so the sign's detail
 * reads it in the same request as the sign and the user (DESIGN.md 8).
 */
/** What every mark on a section holds: where, who, when, what they said, and the text it was made on. */
interface SectionMark {
  oddun_id: string;
  section: OddunProvenanceSection;
  language: Language;
  /** The reviewer's name as learners see it, and their id. */
  by: string;
  by_id: string;
  /** The day of the mark (yyyy-mm-dd, UTC). */
  on: string;
  note: string;
  text_hash: string;
}

export interface ContentReview extends SectionMark {
  source?: string;
  reviewed_at: string;
}

/**
 * A reviewer's request for changes to a section in a language (issue 36), for the text they read:
 * `changes:<section>:<lang>` beside the reviews. It stands while the text is the same; an edit
 * answers it (the fingerprint changes), and the queue shows it to the other reviewers meanwhile.
 */
export interface ChangeRequest extends SectionMark {
  requested_at: string;
}

const PREFIX = 'review:';
const CHANGES = 'changes:';
const attributeOf = (section: string, language: string) => `${PREFIX}${section}:${language}`;

/** The marks of one kind (`prefix`) an item holds, each with the rest of what was stored. */
function marksIn(item: Record<string, unknown> | undefined, prefix: string): Array<SectionMark & { stored: Record<string, unknown> }> {
  if (!item) return [];
  return Object.entries(item).flatMap(([name, value]) => {
    if (!name.startsWith(prefix) || !value || typeof value !== 'object') return [];
    const [section, language] = name.slice(prefix.length).split(':');
    const v = value as Record<string, unknown>;
    const mark: SectionMark = {
      oddun_id: String(item.oddun_id),
      section: section as OddunProvenanceSection,
      language: language as Language,
      by: String(v.by),
      by_id: String(v.by_id),
      on: String(v.on),
      note: String(v.note ?? ''),
      text_hash: String(v.text_hash),
    };
    return [{ ...mark, stored: v }];
  });
}

const changesFromItem = (item: Record<string, unknown> | undefined): ChangeRequest[] =>
  marksIn(item, CHANGES).map(({ stored, ...mark }) => ({ ...mark, requested_at: String(stored.requested_at) }));

const fromItem = (item: Record<string, unknown> | undefined): ContentReview[] =>
  marksIn(item, PREFIX).map(({ stored, ...mark }) => ({
    ...mark,
    ...(typeof stored.source === 'string' ? { source: stored.source } : {}),
    reviewed_at: String(stored.reviewed_at),
  }));

/** A sign's reviews as a read another request carries (the detail's rides with the user's and the sign's). */
export function reviewsRead(oddunId: string): ItemsRead<ContentReview[]> {
  const key = contentReviewsKey(oddunId);
  return { keys: [key], from: (items) => fromItem(itemOf(items, key)) };
}

export async function reviewsOf(oddunId: string): Promise<ContentReview[]> {
  return fromItem((await ddb.send(new GetCommand({ TableName: TABLE, Key: contentReviewsKey(oddunId) }))).Item);
}

/** Every review, for the queue and the export to the content files (gsi1, paged). */
export async function allReviews(): Promise<ContentReview[]> {
  return (await allReviewItems()).flatMap((item) => fromItem(item));
}

/** Every review and every request for changes, for the queue: one read of the index. */
export async function allReviewsAndRequests(): Promise<{ reviews: ContentReview[]; changes: ChangeRequest[] }> {
  const items = await allReviewItems();
  return { reviews: items.flatMap((item) => fromItem(item)), changes: items.flatMap((item) => changesFromItem(item)) };
}

const allReviewItems = () => queryIndexAll({ index: 'gsi1', pk: CONTENT_REVIEWS_INDEX_PK, forward: true });

/**
 * Records a mark (a review, a request for changes) on a section in a language unless this text
 * already has one of its kind: of two reviewers at once, one writes and the other is told (false).
 * A mark about an earlier text is replaced.
 */
async function putMark(attribute: string, { oddun_id, section: _s, language: _l, ...mark }: ContentReview | ChangeRequest): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: contentReviewsKey(oddun_id),
        UpdateExpression: 'SET #m = :m, #type = :type, oddun_id = :id, gsi1pk = :gpk, gsi1sk = :id',
        ConditionExpression: 'attribute_not_exists(#m) OR #m.text_hash <> :hash',
        ExpressionAttributeNames: { '#m': attribute, '#type': 'type' },
        ExpressionAttributeValues: { ':m': mark, ':type': 'ContentReviews', ':id': oddun_id, ':gpk': CONTENT_REVIEWS_INDEX_PK, ':hash': mark.text_hash },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** A request for changes, one per text (see `putMark`). */
export const putChangeRequest = (request: ChangeRequest) => putMark(`${CHANGES}${request.section}:${request.language}`, request);

/** A review, one per text (see `putMark`). */
export const putReview = (review: ContentReview) => putMark(attributeOf(review.section, review.language), review);
