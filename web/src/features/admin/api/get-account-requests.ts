import type { AdminAccountRequestsQuery } from '@ifa/shared';
import useSWR from 'swr';
import type * as z from 'zod';
import i18n from '../../../i18n';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';
import { notify } from '../../../lib/notify';
import { adminKeys } from './keys';

export type RequestsQuery = z.output<typeof AdminAccountRequestsQuery>;

/** GET /admin/account-requests: the learners' requests to become santero or babalawo, by status. */
export const getAccountRequests = (query: RequestsQuery) => callApi(route('adminAccountRequests'), { query });

export const useAccountRequests = (query: RequestsQuery) =>
  useSWR([adminKeys.requests, query] as const, ([, q]) => getAccountRequests(q), {
    keepPreviousData: true,
    shouldRetryOnError: false,
    onError: () => notify.error(i18n.t('admin.requests.loadError')),
  });
