import type { RequestBody } from '@ifa/shared';
import { callApi, route } from '../../../lib/api-client';

/** PUT /user/preferences: the learner's naming setting (issue 11). */
export const updatePreferences = (body: RequestBody<'updatePreferences'>) => callApi(route('updatePreferences'), { body });
