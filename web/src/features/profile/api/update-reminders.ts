import type { RequestBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** PUT /user/reminders: remind me at this hour on this browser (its PushSubscription as `toJSON()` gives it). */
export const saveReminder = (body: RequestBody<'updateReminders'>) => callApi(route('updateReminders'), { body });
