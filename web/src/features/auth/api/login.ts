import { routes, type RequestBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';

/** POST /auth/login (spec 7). */
export const login = (body: RequestBody<'login'>) => callApi(routes.login, { body });
