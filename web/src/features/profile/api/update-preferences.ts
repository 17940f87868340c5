import type { RequestBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** PUT /user/preferences: the learner's naming setting (issue 11). */
export const updatePreferences = (body: RequestBody<'updatePreferences'>) => callApi(route('updatePreferences'), { body });
