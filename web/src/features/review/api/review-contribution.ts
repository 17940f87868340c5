import type { RequestBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/**
 * PUT /review/contributions/{id} (issue 36): apply a learner's contribution (its text is written
 * and credited, the section marked reviewed) or ask them for changes with a note, for the
 * section as the reviewer saw it (`before_hash`).
 */
export const reviewContribution = (id: string, body: RequestBody<'reviewContribution'>) => callApi(route('reviewContribution'), { params: { id }, body });
