import type { RequestBody } from '@ifa/shared';
import { callApi, route } from '../../../lib/api-client';

/** POST /auth/register (spec 7). */
export const register = (body: RequestBody<'register'>) => callApi(route('register'), { body });
