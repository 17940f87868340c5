import useSWR from 'swr';
import { callApi } from '../../../../lib/api-client';
import { route } from '../../../../lib/route';

/** GET /user/cowrie-balance (spec 7). On failure the cached user value is used. */
export const getCowrieBalance = () => callApi(route('cowrieBalance'));

/** The same key as the dashboard's tile, so a purchase here updates it there too. */
export const cowrieBalanceKey = (userId: string) => ['/user/cowrie-balance', userId] as const;

export function useCowrieBalance(userId: string) {
  return useSWR(cowrieBalanceKey(userId), () => getCowrieBalance(), {
    shouldRetryOnError: false,
    onError: (error: unknown) => console.warn('cowrie balance could not be loaded', error),
  });
}
