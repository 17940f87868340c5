import { routes, type RequestBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';

/** POST /user/account-change-request (spec 7). */
export const requestAccountChange = (body: RequestBody<'accountChangeRequest'>) => callApi(routes.accountChangeRequest, { body });
