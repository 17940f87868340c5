import useSWRInfinite from 'swr/infinite';
import { callApi, route } from '../../../lib/api-client';
import { adminKeys } from './keys';

const PAGE = 20;

/** GET /admin/odduns/{id}/revisions, newest first; `before` reads the next page. */
export const getOddunRevisions = (id: string, before?: string) =>
  callApi(route('adminOddunRevisions'), { params: { id }, query: { limit: PAGE, before } });

type Page = Awaited<ReturnType<typeof getOddunRevisions>>;

export function useOddunRevisions(id: string | null) {
  return useSWRInfinite(
    (index: number, previous: Page | null) => {
      if (!id || (previous && !previous.has_more)) return null;
      return [adminKeys.revisions, id, previous?.revisions.at(-1)?.id] as const;
    },
    ([, oddunId, before]) => getOddunRevisions(oddunId, before),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
