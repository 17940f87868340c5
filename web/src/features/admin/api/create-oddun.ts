import type { RequestBody } from '@ifa/shared';
import { callApi, route } from '../../../lib/api-client';

/** POST /admin/odduns (spec 7). */
export const createOddun = (body: RequestBody<'adminCreateOddun'>) => callApi(route('adminCreateOddun'), { body });
