import { routes, type RequestBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';

/** POST /auth/register (spec 7). */
export const register = (body: RequestBody<'register'>) => callApi(routes.register, { body });
