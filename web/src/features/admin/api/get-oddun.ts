import useSWR from 'swr';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';
import { adminKeys } from './keys';

/** GET /admin/odduns/{id}: the whole sign with its secret and the version an edit starts from. */
export const getOddun = (id: string) => callApi(route('adminOddun'), { params: { id } });

/** Read fresh each time a view or edit opens: an edit must carry the current version. */
export const useOddun = (id: string | null) =>
  useSWR(id ? ([adminKeys.oddun, id] as const) : null, ([, oddunId]) => getOddun(oddunId), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
