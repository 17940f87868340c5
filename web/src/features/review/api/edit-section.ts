import type { RequestBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';
import type { ReviewQueueItem } from './review-queue';

/**
 * PUT /review/odduns/{id}/{section}/{language}/text (issue 36): the reviewer rewrites the section in
 * that language, on the text they read (`text_hash`, the queue's; a change since answers 409). The
 * section stays pending review: an edited text needs a review of its own.
 */
export const editSection = (item: Pick<ReviewQueueItem, 'oddun_id' | 'section' | 'language'>, body: RequestBody<'reviewEdit'>) =>
  callApi(route('reviewEdit'), { params: { id: item.oddun_id, section: item.section, language: item.language }, body });
