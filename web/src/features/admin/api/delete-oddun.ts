import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

/** DELETE /admin/odduns/{id}?version= (spec 7); the sign can be restored from its deletion's revision. */
export const deleteOddun = (id: string, version: number) => callApi(route('adminDeleteOddun'), { params: { id }, query: { version } });
