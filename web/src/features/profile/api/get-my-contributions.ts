import useSWR from 'swr';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** SWR key of the learner's own contributions: `[name, page]`. */
export const MY_CONTRIBUTIONS_KEY = 'user/contributions';
export const MY_CONTRIBUTIONS_PAGE_SIZE = 5;

/** GET /user/contributions (DESIGN.md 5e): the learner's own contributions, newest first, with their status. */
export const getMyContributions = (page: number) => callApi(route('userContributions'), { query: { page, limit: MY_CONTRIBUTIONS_PAGE_SIZE } });

/** Read again when the profile opens (a decision may have come meanwhile); the previous page stays while the next loads. */
export const useMyContributions = (page: number) =>
  useSWR([MY_CONTRIBUTIONS_KEY, page] as const, ([, p]) => getMyContributions(p), {
    keepPreviousData: true,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
