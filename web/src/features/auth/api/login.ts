import type { RequestBody } from '@ifa/shared';
import { callApi, route } from '../../../lib/api-client';

/** POST /auth/login (spec 7). */
export const login = (body: RequestBody<'login'>) => callApi(route('login'), { body });
