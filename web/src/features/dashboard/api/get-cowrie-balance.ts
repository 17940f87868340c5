import useSWR from 'swr';
import { callApi, route } from '../../../lib/api-client';

/** GET /user/cowrie-balance (spec 7). On failure the cached user value is used. */
export const getCowrieBalance = () => callApi(route('cowrieBalance'));

export function useCowrieBalance(userId: string) {
  return useSWR(['/user/cowrie-balance', userId] as const, () => getCowrieBalance(), {
    shouldRetryOnError: false,
    onError: (error: unknown) => console.warn('cowrie balance could not be loaded', error),
  });
}
