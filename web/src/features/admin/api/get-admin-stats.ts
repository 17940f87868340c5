import useSWR from 'swr';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';
import { adminKeys } from './keys';

/** GET /admin/stats (spec 7). Spec 8: a stats failure is only logged. */
export const getAdminStats = () => callApi(route('adminStats'));

export const useAdminStats = () =>
  useSWR([adminKeys.stats] as const, () => getAdminStats(), {
    shouldRetryOnError: false,
    onError: (error: unknown) => console.warn('admin stats could not be loaded', error),
  });
