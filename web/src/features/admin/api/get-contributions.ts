import type { AdminContributionsQuery } from '@ifa/shared';
import useSWR from 'swr';
import type * as z from 'zod';
import i18n from '../../../i18n';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';
import { notify } from '../../../lib/notify';
import { adminKeys } from './keys';

export type ContributionsQuery = z.output<typeof AdminContributionsQuery>;

/** GET /admin/contributions (spec 7): 20 a page, by status. */
export const getContributions = (query: ContributionsQuery) => callApi(route('adminContributions'), { query });

export const useContributions = (query: ContributionsQuery) =>
  useSWR([adminKeys.contributions, query] as const, ([, q]) => getContributions(q), {
    keepPreviousData: true,
    shouldRetryOnError: false,
    onError: () => notify.error(i18n.t('admin.contributions.loadError')),
  });
