import type { RequestBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** POST /auth/login (spec 7). */
export const login = (body: RequestBody<'login'>) => callApi(route('login'), { body });
