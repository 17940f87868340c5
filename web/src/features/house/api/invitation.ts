import type { ResponseBody } from '@ifa/shared';
import useSWR from 'swr';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

export type Invitation = ResponseBody<'houseInvitation'>;

/** GET /social/house/invitations/{code}: what an invite link shows before joining (the house, its head). */
export function useInvitation(code: string | undefined) {
  return useSWR(code ? (['/social/house/invitations', code] as const) : null, ([, c]) => callApi(route('houseInvitation'), { params: { code: c } }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
