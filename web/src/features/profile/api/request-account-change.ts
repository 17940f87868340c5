import type { RequestBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** POST /user/account-change-request (spec 7). */
export const requestAccountChange = (body: RequestBody<'accountChangeRequest'>) => callApi(route('accountChangeRequest'), { body });
