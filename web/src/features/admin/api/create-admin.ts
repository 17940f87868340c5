import type { RequestBody } from '@ifa/shared';
import { callApi, route } from '../../../lib/api-client';

/** POST /admin/users/create-admin (spec 7). */
export const createAdmin = (body: RequestBody<'adminCreateAdmin'>) => callApi(route('adminCreateAdmin'), { body });
