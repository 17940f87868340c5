import type { AdminHousesQuery } from '@ifa/shared';
import useSWR from 'swr';
import type * as z from 'zod';
import i18n from '../../../i18n';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';
import { notify } from '../../../lib/notify';
import { adminKeys } from './keys';

export type HousesQuery = z.output<typeof AdminHousesQuery>;

/** GET /admin/houses (DESIGN.md 5c): the religious houses, newest first, a page at a time. */
export const getHouses = (query: HousesQuery) => callApi(route('adminHouses'), { query });

export const useHouses = (query: HousesQuery) =>
  useSWR([adminKeys.houses, query] as const, ([, q]) => getHouses(q), {
    keepPreviousData: true,
    shouldRetryOnError: false,
    onError: () => notify.error(i18n.t('admin.houses.loadError')),
  });
