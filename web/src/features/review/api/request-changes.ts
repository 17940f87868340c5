import type { RequestBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';
import type { ReviewQueueItem } from './review-queue';

/**
 * PUT /review/odduns/{id}/{section}/{language}/changes (issue 36): ask for changes to the text the
 * reviewer read, with a note every reviewer of that language reads on the queue. One request per
 * text: another reviewer's, or a text changed since, answers 409.
 */
export const requestChanges = (item: Pick<ReviewQueueItem, 'oddun_id' | 'section' | 'language'>, body: RequestBody<'reviewRequestChanges'>) =>
  callApi(route('reviewRequestChanges'), { params: { id: item.oddun_id, section: item.section, language: item.language }, body });
