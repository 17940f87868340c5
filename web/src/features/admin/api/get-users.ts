import type { AdminUsersQuery } from '@ifa/shared';
import useSWR from 'swr';
import type * as z from 'zod';
import i18n from '../../../i18n';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';
import { notify } from '../../../lib/notify';
import { adminKeys } from './keys';

export type UsersQuery = z.output<typeof AdminUsersQuery>;

/** GET /admin/users (spec 7): newest first, a page at a time, `search` an email or username prefix. */
export const getUsers = (query: UsersQuery) => callApi(route('adminUsers'), { query });

export const useUsers = (query: UsersQuery) =>
  useSWR([adminKeys.users, query] as const, ([, q]) => getUsers(q), {
    keepPreviousData: true,
    shouldRetryOnError: false,
    onError: () => notify.error(i18n.t('admin.users.loadError')),
  });
