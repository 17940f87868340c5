import useSWR from 'swr';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';
import { adminKeys } from './keys';

/** GET /admin/odduns/deleted: deleted signs, each restorable from its deletion's revision. */
export const getDeletedOdduns = () => callApi(route('adminDeletedOdduns'));

export const useDeletedOdduns = () =>
  useSWR([adminKeys.deleted] as const, () => getDeletedOdduns(), {
    shouldRetryOnError: false,
    onError: (error: unknown) => console.warn('deleted signs could not be loaded', error),
  });
