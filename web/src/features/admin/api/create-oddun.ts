import type { RequestBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** POST /admin/odduns (spec 7). */
export const createOddun = (body: RequestBody<'adminCreateOddun'>) => callApi(route('adminCreateOddun'), { body });
