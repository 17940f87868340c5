import type { AdminOddunsQuery } from '@ifa/shared';
import useSWR from 'swr';
import type * as z from 'zod';
import i18n from '../../../i18n';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';
import { notify } from '../../../lib/notify';
import { adminKeys } from './keys';

export type OddunsQuery = z.output<typeof AdminOddunsQuery>;

/** GET /admin/odduns (spec 7): 20 a page; search, has_data, is_meji and position combine. */
export const getOdduns = (query: OddunsQuery) => callApi(route('adminOdduns'), { query });

export const useOdduns = (query: OddunsQuery) =>
  useSWR([adminKeys.odduns, query] as const, ([, q]) => getOdduns(q), {
    keepPreviousData: true,
    shouldRetryOnError: false,
    onError: () => notify.error(i18n.t('admin.odduns.loadError')),
  });
