import useSWR from 'swr';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';
import { adminKeys } from './keys';

/** GET /admin/account-requests/stats. A stats failure is only logged (spec 8). */
export const getAccountRequestStats = () => callApi(route('adminAccountRequestStats'));

export const useAccountRequestStats = () =>
  useSWR([adminKeys.requestStats] as const, () => getAccountRequestStats(), {
    shouldRetryOnError: false,
    onError: (error: unknown) => console.warn('account request stats could not be loaded', error),
  });
