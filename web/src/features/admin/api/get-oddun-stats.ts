import useSWR from 'swr';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';
import { adminKeys } from './keys';

/** GET /admin/odduns/stats (spec 7). A stats failure is only logged (spec 8). */
export const getOddunStats = () => callApi(route('adminOddunStats'));

export const useOddunStats = () =>
  useSWR([adminKeys.oddunStats] as const, () => getOddunStats(), {
    shouldRetryOnError: false,
    onError: (error: unknown) => console.warn('sign stats could not be loaded', error),
  });
