import useSWR from 'swr';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';
import { adminKeys } from './keys';

/** GET /admin/contributions/stats (spec 7). A stats failure is only logged (spec 8). */
export const getContributionStats = () => callApi(route('adminContributionStats'));

export const useContributionStats = () =>
  useSWR([adminKeys.contributionStats] as const, () => getContributionStats(), {
    shouldRetryOnError: false,
    onError: (error: unknown) => console.warn('contribution stats could not be loaded', error),
  });
