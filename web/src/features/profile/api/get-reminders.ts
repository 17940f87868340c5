import type { ResponseBody } from '@ifa/shared';
import useSWR from 'swr';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

export type RemindersState = ResponseBody<'reminders'>;

/** Keyed by user: another account on this device never sees this one's reminder. */
export const remindersKey = (userId: string) => ['/user/reminders', userId] as const;

/** GET /user/reminders (DESIGN.md 5d): the learner's hour, how many browsers get it, the VAPID key to subscribe with. */
export function useReminders(userId: string) {
  return useSWR(remindersKey(userId), () => callApi(route('reminders')), { revalidateOnFocus: false, shouldRetryOnError: false });
}
