import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** DELETE /user/reminders: no more reminders on the browser of this push endpoint. */
export const removeReminder = (endpoint: string) => callApi(route('deleteReminders'), { body: { endpoint } });
