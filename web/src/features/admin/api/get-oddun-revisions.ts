import { mutate } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';
import { adminKeys } from './keys';

const PAGE = 20;

/** GET /admin/odduns/{id}/revisions, newest first; `before` reads the next page. */
export const getOddunRevisions = (id: string, before?: string) =>
  callApi(route('adminOddunRevisions'), { params: { id }, query: { limit: PAGE, before } });

type Page = Awaited<ReturnType<typeof getOddunRevisions>>;

/** The key of each page of a sign's revisions (null once there are no more). */
const pageKey = (id: string | null) => (_index: number, previous: Page | null) => {
  if (!id || (previous && !previous.has_more)) return null;
  return [adminKeys.revisions, id, previous?.revisions.at(-1)?.id] as const;
};

/**
 * Reads a sign's revisions again. An infinite list is cached under a key of its own, which the
 * panel's `refresh` (a key filter) never reaches: swr 2 skips such keys in a filtered mutate, so
 * a restore could show the list from before it (when the list had been read in the last 2 s).
 */
export const refreshOddunRevisions = (id: string) => mutate(unstable_serialize(pageKey(id)));

export function useOddunRevisions(id: string | null) {
  return useSWRInfinite(
    pageKey(id),
    ([, oddunId, before]) => getOddunRevisions(oddunId, before),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
