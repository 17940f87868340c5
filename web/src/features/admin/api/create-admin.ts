import type { RequestBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** POST /admin/users/create-admin (spec 7). */
export const createAdmin = (body: RequestBody<'adminCreateAdmin'>) => callApi(route('adminCreateAdmin'), { body });
