import type { RequestBody } from '@ifa/shared';
import { callApi, route } from '../../../lib/api-client';

/** POST /user/account-change-request (spec 7). */
export const requestAccountChange = (body: RequestBody<'accountChangeRequest'>) => callApi(route('accountChangeRequest'), { body });
