import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Language, OddunProvenanceSection } from '@ifa/shared';
import { TABLE, ddb, isConditionFailure } from '../lib/ddb.js';
import { CONTENT_REVIEWS_INDEX_PK, contentReviewKey, contentReviewsPk } from './keys.js';

/**
 * Reviews of the study content (issue 36, DESIGN.md 5e): one item per sign, section and language,
 * holding who reviewed it, when, their note or source, and the fingerprint of the text they read.
 * A review counts only while the text still has that fingerprint: an edit, or for a translation a
 * change to the Spanish it translates, leaves the section pending again with nothing to clear.
 */
export interface ContentReview {
  oddun_id: string;
  section: OddunProvenanceSection;
  language: Language;
  /** The reviewer's name as learners see it, and their id. */
  by: string;
  by_id: string;
  /** The day of the review (yyyy-mm-dd, UTC). */
  on: string;
  note: string;
  source?: string;
  text_hash: string;
  reviewed_at: string;
}

const fromItem = (item: Record<string, unknown>): ContentReview => ({
  oddun_id: String(item.oddun_id),
  section: item.section as OddunProvenanceSection,
  language: item.language as Language,
  by: String(item.by),
  by_id: String(item.by_id),
  on: String(item.on),
  note: String(item.note ?? ''),
  ...(typeof item.source === 'string' ? { source: item.source } : {}),
  text_hash: String(item.text_hash),
  reviewed_at: String(item.reviewed_at),
});

/** A sign's reviews, every section and language (a few small items). */
export async function reviewsOf(oddunId: string): Promise<ContentReview[]> {
  const out = await ddb.send(
    new QueryCommand({ TableName: TABLE, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': contentReviewsPk(oddunId) } }),
  );
  return (out.Items ?? []).map(fromItem);
}

/** Every review, for the export to the content files (gsi1, paged). */
export async function allReviews(): Promise<ContentReview[]> {
  const reviews: ContentReview[] = [];
  let after: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': CONTENT_REVIEWS_INDEX_PK },
        ExclusiveStartKey: after,
      }),
    );
    reviews.push(...(out.Items ?? []).map(fromItem));
    after = out.LastEvaluatedKey;
  } while (after);
  return reviews;
}

/**
 * Records a review unless this text already has one: of two reviewers marking the same text at
 * once, one writes and the other is told (false). A review of an earlier text is replaced.
 */
export async function putReview(review: ContentReview): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: TABLE,
        Item: {
          ...contentReviewKey(review.oddun_id, review.section, review.language),
          type: 'ContentReview',
          gsi1pk: CONTENT_REVIEWS_INDEX_PK,
          gsi1sk: `${review.oddun_id}#${review.section}#${review.language}`,
          ...review,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR text_hash <> :hash',
        ExpressionAttributeValues: { ':hash': review.text_hash },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
