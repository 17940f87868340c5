import type { RequestBody } from '@ifa/shared';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** PUT /admin/odduns/{id} with the version the edit started from (DESIGN.md 5: a stale one gets 409). */
export const updateOddun = (id: string, body: RequestBody<'adminUpdateOddun'>) => callApi(route('adminUpdateOddun'), { params: { id }, body });
